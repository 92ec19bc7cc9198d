import { Parser } from 'htmlparser2';

/** Images this small (in either dimension) are spacers or read receipts, never a lead image. */
const MIN_SIDE = 50;

function side(value: string | undefined): number | null {
  const number = value ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** The first http(s) image of a message's HTML that is not a spacer or a tracking pixel. */
export function remoteImageOf(html: string): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== 'img') return;
      const src = attributes.src?.trim() ?? '';
      if (!/^https?:\/\//i.test(src)) return;
      const width = side(attributes.width);
      const height = side(attributes.height);
      if ((width !== null && width < MIN_SIDE) || (height !== null && height < MIN_SIDE)) return;
      found = src;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
