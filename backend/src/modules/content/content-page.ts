import type { ContentItem } from '@vault/contracts';

/** One page of the library or of a search, and the cursor of the next page when there is one. */
export interface ContentPage {
  items: ContentItem[];
  nextCursor: string | null;
}
