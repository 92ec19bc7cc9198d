import type { ContentItem } from '@vault/contracts';

/** Vault serves the images it stored under its own API; nothing else is shown. */
const OWN_IMAGE = /^\/api\/content\/\d+\/image$/;

/**
 * The item's image when Vault stored it, else null. An address a saved page chose would make
 * the reader's browser fetch it (the server hands out none; this holds for cached answers too).
 */
export function storedImageUrl(item: Pick<ContentItem, 'imageUrl'>): string | null {
  return item.imageUrl && OWN_IMAGE.test(item.imageUrl) ? item.imageUrl : null;
}
