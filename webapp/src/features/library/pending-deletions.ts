import { UI_DURATIONS_MS } from '@vault/contracts';
import { atom, getDefaultStore } from 'jotai';

/**
 * Items deleted in the last few seconds: hidden from the library while their Undo is offered, and
 * deleted on the server only once the window has passed. Kept outside any component: the card
 * that asked is gone from the screen by then.
 */
export const pendingDeletionsAtom = atom<ReadonlySet<number>>(new Set<number>());

const store = getDefaultStore();
const timers = new Map<number, number>();

/** Deletions a page sent as it was left (sessionStorage): the next page of this tab finishes them. */
const LEFT_PENDING_KEY = 'vault-pending-deletions';

function readLeftPending(): number[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(LEFT_PENDING_KEY) ?? '[]');
    window.sessionStorage.removeItem(LEFT_PENDING_KEY);
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Taken over from the page before a reload: hidden from the first render on, and deleted again by
 * `takeOverLeftDeletions` (a deletion the server has done already answers 404, which is fine).
 */
const leftPending = typeof window === 'undefined' ? [] : readLeftPending();
if (leftPending.length) store.set(pendingDeletionsAtom, new Set(leftPending));

function updatePending(change: (ids: Set<number>) => void): void {
  const next = new Set(store.get(pendingDeletionsAtom));
  change(next);
  store.set(pendingDeletionsAtom, next);
}

/**
 * Leaving or reloading the page ends the window: what is pending is deleted at once, by requests
 * that outlive the page, and noted for the tab's next page, which keeps it hidden and makes sure.
 * An item is thus either deleted or kept, never shown again half-deleted.
 */
function deleteAllNow(): void {
  if (timers.size === 0 && groups.size === 0) return;
  const grouped = [...groups.values()].flat();
  try {
    window.sessionStorage.setItem(LEFT_PENDING_KEY, JSON.stringify([...timers.keys(), ...grouped]));
  } catch {
    // Storage refused: the requests below still go.
  }
  for (const [id, timer] of timers) {
    window.clearTimeout(timer);
    void fetch(`/api/content/${id}`, {
      method: 'DELETE',
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  }
  timers.clear();
  for (const [timer, ids] of groups) {
    window.clearTimeout(timer);
    void fetch('/api/content/bulk', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids, action: 'delete' }),
    }).catch(() => undefined);
  }
  groups.clear();
}

/** Bulk deletions waiting out their Undo window: one request each when the time is up. */
const groups = new Map<number, number[]>();

let listening = false;

function listenForLeaving(): void {
  if (listening) return;
  window.addEventListener('pagehide', deleteAllNow);
  listening = true;
}

/**
 * Hides the items now and calls `commit` with all of them once the Undo window has passed (one
 * request however many). Answers the Undo: the items stay and show again.
 */
export function scheduleBulkDeletion(ids: number[], commit: (ids: number[]) => void): () => void {
  listenForLeaving();
  updatePending((pending) => ids.forEach((id) => pending.add(id)));
  const timer = window.setTimeout(() => {
    groups.delete(timer);
    commit(ids);
  }, UI_DURATIONS_MS.deleteUndo);
  groups.set(timer, ids);
  return () => {
    if (!groups.delete(timer)) return;
    window.clearTimeout(timer);
    updatePending((pending) => ids.forEach((id) => pending.delete(id)));
  };
}

/** Hides the item now and calls `commit` when the Undo window (5 s) has passed. */
export function scheduleDeletion(id: number, commit: (id: number) => void): void {
  if (timers.has(id)) return;
  listenForLeaving();
  updatePending((ids) => ids.add(id));
  timers.set(
    id,
    window.setTimeout(() => {
      timers.delete(id);
      commit(id);
    }, UI_DURATIONS_MS.deleteUndo),
  );
}

/** Undo: the item stays and shows again. */
export function cancelDeletion(id: number): void {
  const timer = timers.get(id);
  if (timer === undefined) return;
  window.clearTimeout(timer);
  timers.delete(id);
  updatePending((ids) => ids.delete(id));
}

/** The server has answered the deletion: the item no longer needs hiding. */
export function settleDeletion(id: number): void {
  updatePending((ids) => ids.delete(id));
}

/** The deletions the previous page of this tab left pending, once, for `commit` to finish. */
export function takeOverLeftDeletions(commit: (ids: number[]) => void): void {
  const ids = leftPending.splice(0);
  if (ids.length) commit(ids);
}
