import type { ContentItem } from '@vault/contracts';

/** Marks a card or row as one item of the library, for the keyboard shortcuts to move between. */
export const LIBRARY_ITEM_ATTRIBUTE = 'data-item-id';

/**
 * Focusable by script only (tabIndex -1: Tab still walks the item's own controls), with a visible
 * ring when the keyboard put the focus there.
 */
export function libraryItemProps(item: ContentItem) {
  return {
    [LIBRARY_ITEM_ATTRIBUTE]: item.id,
    tabIndex: -1,
    focusRing: 'outside',
  } as const;
}

/** How a card or row chosen for a bulk action stands out (its checkbox is ticked). */
export const SELECTED_STYLE = {
  outline: '2px solid',
  outlineColor: 'brand.solid',
  outlineOffset: '-2px',
} as const;
