import type { Topic } from '@vault/contracts';
import { atom } from 'jotai';
import type { LibraryChip } from './content-filters';

/**
 * Dashboard state shared by the header (search box, Add Content) and the dashboard page. Module
 * atoms: they survive a visit to a detail page, so the list comes back as it was left.
 */
export const searchTextAtom = atom('');
export const chipAtom = atom<LibraryChip>('all');
/** The topic filter; it combines with the chip and the search. */
export const topicAtom = atom<Topic | null>(null);

/** Typing in the search box resets the chip to All (spec 2.5). */
export const typeSearchAtom = atom(null, (_get, set, text: string) => {
  set(searchTextAtom, text);
  set(chipAtom, 'all');
});

/** Choosing a chip clears the search text (spec 2.5). */
export const chooseChipAtom = atom(null, (_get, set, chip: LibraryChip) => {
  set(chipAtom, chip);
  set(searchTextAtom, '');
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
