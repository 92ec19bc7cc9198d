import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_DEBOUNCE_MS,
  chipAtom,
  chooseChipAtom,
  searchQueryAtom,
  searchTextAtom,
  typeSearchAtom,
} from './library-atoms';

describe('search as you type', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each keystroke at once and searches once typing settles', () => {
    const store = createStore();
    store.set(chipAtom, 'unread');
    for (const text of ['c', 'cl', 'cli']) store.set(typeSearchAtom, text);
    expect(store.get(searchTextAtom)).toBe('cli');
    expect(store.get(chipAtom)).toBe('all');
    expect(store.get(searchQueryAtom)).toBe('');

    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(store.get(searchQueryAtom)).toBe('');
    vi.advanceTimersByTime(1);
    expect(store.get(searchQueryAtom)).toBe('cli');
  });

  it('clears the search at once when the box is emptied or a chip is chosen', () => {
    const store = createStore();
    store.set(typeSearchAtom, 'climate');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    store.set(typeSearchAtom, '');
    expect(store.get(searchQueryAtom)).toBe('');

    store.set(typeSearchAtom, 'supply');
    store.set(chooseChipAtom, 'favorites');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(store.get(searchTextAtom)).toBe('');
    expect(store.get(searchQueryAtom)).toBe('');
    expect(store.get(chipAtom)).toBe('favorites');
  });
});
