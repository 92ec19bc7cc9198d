import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { selectionAtom, shownIdsAtom, toggleSelectionAtom } from './selection-atoms';

function storeWith(shown: number[]) {
  const store = createStore();
  store.set(shownIdsAtom, shown);
  return store;
}

const selected = (store: ReturnType<typeof createStore>) => [...store.get(selectionAtom).ids];

describe('library selection', () => {
  it('ticks and unticks single items', () => {
    const store = storeWith([5, 4, 3]);
    store.set(toggleSelectionAtom, { id: 4, range: false });
    store.set(toggleSelectionAtom, { id: 3, range: false });
    expect(selected(store)).toEqual([4, 3]);
    store.set(toggleSelectionAtom, { id: 4, range: false });
    expect(selected(store)).toEqual([3]);
  });

  it('ticks the range from the last click with Shift, in screen order', () => {
    const store = storeWith([9, 8, 7, 6, 5]);
    store.set(toggleSelectionAtom, { id: 8, range: false });
    store.set(toggleSelectionAtom, { id: 5, range: true });
    expect(selected(store).sort()).toEqual([5, 6, 7, 8]);
    // Backwards, and unticking: the range takes the clicked item's new state.
    store.set(toggleSelectionAtom, { id: 7, range: true });
    expect(selected(store).sort()).toEqual([8]);
  });

  it('treats Shift without an earlier click as a single click', () => {
    const store = storeWith([3, 2, 1]);
    store.set(toggleSelectionAtom, { id: 2, range: true });
    expect(selected(store)).toEqual([2]);
  });
});
