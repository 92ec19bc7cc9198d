import { atom } from 'jotai';

export const LIBRARY_VIEWS = ['grid', 'list'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

/** Per device, as a person arranges their own screen: kept in this browser, not the account. */
const STORAGE_KEY = 'vault.library-view';

function isLibraryView(value: unknown): value is LibraryView {
  return LIBRARY_VIEWS.includes(value as LibraryView);
}

function storedView(): LibraryView {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLibraryView(value) ? value : 'grid';
  } catch {
    // Storage blocked (private mode, policy): the grid, as on a first visit.
    return 'grid';
  }
}

const viewAtom = atom<LibraryView>(typeof window === 'undefined' ? 'grid' : storedView());

/** Grid of cards or compact list; read once at start so the first paint is already right. */
export const libraryViewAtom = atom(
  (get) => get(viewAtom),
  (_get, set, view: LibraryView) => {
    set(viewAtom, view);
    try {
      window.localStorage.setItem(STORAGE_KEY, view);
    } catch {
      // Not kept past this visit, which is all that can be done.
    }
  },
);
