import type { ListedItem } from './content-list-row.js';

/** One page of the library or of a search, and the cursor of the next page when there is one. */
export interface ContentPage {
  items: ListedItem[];
  nextCursor: string | null;
}
