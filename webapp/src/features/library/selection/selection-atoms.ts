import { atom } from 'jotai';

/**
 * The items chosen for a bulk action. `allResults`: every item the current filters and search
 * match was chosen ("Select all N results"), so actions send the query, not the ids.
 */
export interface LibrarySelectionState {
  ids: ReadonlySet<number>;
  /** The last item clicked without Shift: where a Shift-click's range starts. */
  anchor: number | null;
  allResults: { total: number } | null;
}

export const EMPTY_SELECTION: LibrarySelectionState = {
  ids: new Set<number>(),
  anchor: null,
  allResults: null,
};

export const selectionAtom = atom<LibrarySelectionState>(EMPTY_SELECTION);

/** The shown items' ids in screen order, for Shift-click ranges. */
export const shownIdsAtom = atom<readonly number[]>([]);

/** Whether anything is selected: checkboxes then show on every item, not only on hover. */
export const selectingAtom = atom((get) => get(selectionAtom).ids.size > 0);

/** Ticks or unticks one item; with Shift, every item from the anchor to it takes its new state. */
export const toggleSelectionAtom = atom(
  null,
  (get, set, { id, range }: { id: number; range: boolean }) => {
    const current = get(selectionAtom);
    const ids = new Set(current.ids);
    const select = !ids.has(id);
    const shown = get(shownIdsAtom);
    const from = current.anchor === null ? -1 : shown.indexOf(current.anchor);
    const to = shown.indexOf(id);
    if (range && from >= 0 && to >= 0) {
      for (const each of shown.slice(Math.min(from, to), Math.max(from, to) + 1)) {
        if (select) ids.add(each);
        else ids.delete(each);
      }
    } else if (select) ids.add(id);
    else ids.delete(id);
    set(selectionAtom, { ids, anchor: id, allResults: null });
  },
);
