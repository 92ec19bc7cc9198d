import type { ContentMetadata } from '@vault/contracts';
import { leadImagePath } from './content-lead-images.js';

interface ImageFields {
  id: number;
  imageUrl: string | null;
  metadata: ContentMetadata;
}

/**
 * The image the app may show: only Vault's stored copy. A page's own image address (kept when the
 * fetcher refused it, say a private address) would make the reader's browser fetch it.
 */
export function displayImageUrl(item: Pick<ImageFields, 'id' | 'imageUrl'>): string | null {
  return item.imageUrl === leadImagePath(item.id) ? item.imageUrl : null;
}

/** Where the page said its lead image is, as data for exports. */
export function imageSourceUrl(item: ImageFields): string | null {
  if (item.metadata.originalImageUrl) return item.metadata.originalImageUrl;
  return displayImageUrl(item) === null ? item.imageUrl : null;
}

const IMAGE_TAG = /<img\s[^>]*>/gi;
/** Images served by Vault itself, the only ones a reader view keeps. */
const OWN_SOURCE = /\ssrc="\/api\//;

/**
 * The stored reader view without images on other sites, which would load from the reader's
 * browser. The HTML comes from sanitize-html (extraction/readable-html.ts), which quotes every
 * attribute and escapes `<` and `>` inside values, so a tag ends at its first `>`.
 */
export function withoutRemoteImages(readableHtml: string | null): string | null {
  if (readableHtml === null) return null;
  return readableHtml.replace(IMAGE_TAG, (tag) => (OWN_SOURCE.test(tag) ? tag : ''));
}
