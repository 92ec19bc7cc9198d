import { SNAPSHOT_INLINED_IMAGES } from '@vault/contracts';

const INLINED = new RegExp(
  `\\s(?:${SNAPSHOT_INLINED_IMAGES.imageAttribute}|${SNAPSHOT_INLINED_IMAGES.backgroundAttribute})="[^"]*"`,
  'g',
);

/**
 * The extension's snapshot without the images it inlined for the saved copy
 * (SNAPSHOT_INLINED_IMAGES): megabytes of `data:` URIs that would otherwise count against the
 * extraction's size limits and push the page's text past them. The browser serialises attribute
 * values in double quotes with `"` escaped, so the pattern cannot end inside a value.
 */
export function withoutInlinedImages(html: string): string {
  return html.replace(INLINED, '');
}
