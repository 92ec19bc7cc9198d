import { atom } from 'jotai';

/** Whether the live event stream is open; while it is, nothing needs polling (spec 4 fallback). */
export const eventStreamConnectedAtom = atom(false);
