import type { Topic } from '@vault/contracts';
import { atom } from 'jotai';
import type { LibraryChip } from './content-filters';

/**
 * Dashboard state shared by the header (search box, Add Content) and the dashboard page. Module
 * atoms: they survive a visit to a detail page, so the list comes back as it was left.
 */
/** What the search box shows; only the box re-renders per keystroke. */
export const searchTextAtom = atom('');
/** What the list searches for: the box's text once typing has settled. */
export const searchQueryAtom = atom('');
export const chipAtom = atom<LibraryChip>('all');
/** The topic filter; it combines with the chip and the search. */
export const topicAtom = atom<Topic | null>(null);

/** Typing settles for this long before the list asks the server (search as you type). */
export const SEARCH_DEBOUNCE_MS = 250;
let pendingQuery: ReturnType<typeof setTimeout> | undefined;

/**
 * Typing in the search box resets the chip to All (spec 2.5). The list follows after a pause, so
 * a keystroke costs one small input render rather than a render of every card.
 */
export const typeSearchAtom = atom(null, (_get, set, text: string) => {
  set(searchTextAtom, text);
  set(chipAtom, 'all');
  clearTimeout(pendingQuery);
  if (text.trim() === '') {
    set(searchQueryAtom, '');
    return;
  }
  pendingQuery = setTimeout(() => set(searchQueryAtom, text), SEARCH_DEBOUNCE_MS);
});

/** The search set at once, without waiting for typing to settle (a chip removed, a saved search). */
export const replaceSearchAtom = atom(null, (_get, set, text: string) => {
  clearTimeout(pendingQuery);
  set(searchTextAtom, text);
  set(searchQueryAtom, text.trim() ? text : '');
});

/** Choosing a chip clears the search text (spec 2.5). */
export const chooseChipAtom = atom(null, (_get, set, chip: LibraryChip) => {
  clearTimeout(pendingQuery);
  set(chipAtom, chip);
  set(searchTextAtom, '');
  set(searchQueryAtom, '');
});

export interface SaveDialogState {
  open: boolean;
  /** A link to start with (the extension's `?save=` fallback). */
  initialUrl: string;
  /** The clipboard could not be read, so the dialog explains how to paste by hand. */
  manualPaste: boolean;
}

export const CLOSED_SAVE_DIALOG: SaveDialogState = {
  open: false,
  initialUrl: '',
  manualPaste: false,
};

export const saveDialogAtom = atom<SaveDialogState>(CLOSED_SAVE_DIALOG);

export const openSaveDialogAtom = atom(
  null,
  (_get, set, options: Partial<Omit<SaveDialogState, 'open'>> = {}) => {
    set(saveDialogAtom, { ...CLOSED_SAVE_DIALOG, ...options, open: true });
  },
);
