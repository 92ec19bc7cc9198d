import { browser } from 'wxt/browser';
import type { PendingSaveSummary } from '../lib/messages';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** A passage to highlight once its page is saved ("Highlight in Vault" while offline). */
export interface PendingHighlight {
  quote: string;
  prefix: string;
  suffix: string;
}

/** A save the server could not take yet, with everything needed to send it later. */
export interface PendingSave {
  id: string;
  url: string;
  title?: string;
  html?: string;
  highlights?: PendingHighlight[];
  queuedAt: string;
  lastError?: string;
}

/** The alarm that retries the queue while it is not empty (Chrome's shortest period is 30 s). */
export const FLUSH_ALARM = 'vault-flush-queue';
const FLUSH_PERIOD_MINUTES = 1;

/** What became of one queued save when it was sent again. */
export type Delivery =
  | { status: 'sent' }
  /** Not now (server down, signed out, over the limit): keep it and stop this round. */
  | { status: 'later'; reason: string }
  /** The server refused it for good (an address it cannot save): drop it. */
  | { status: 'rejected'; reason: string };

export interface FlushResult {
  sent: PendingSave[];
  rejected: { save: PendingSave; reason: string }[];
  remaining: number;
}

function isPendingSave(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const save = value as Record<string, unknown>;
  return typeof save.id === 'string' && typeof save.url === 'string';
}

async function readQueue(): Promise<PendingSave[]> {
  const stored = await browser.storage.local.get(STORAGE_KEYS.offlineQueue);
  const value: unknown = stored[STORAGE_KEYS.offlineQueue];
  return Array.isArray(value) ? value.filter(isPendingSave) : [];
}

async function writeQueue(queue: PendingSave[]): Promise<void> {
  if (queue.length === 0) {
    await browser.storage.local.remove(STORAGE_KEYS.offlineQueue);
    await browser.alarms.clear(FLUSH_ALARM);
    return;
  }
  try {
    await browser.storage.local.set({ [STORAGE_KEYS.offlineQueue]: queue });
  } catch {
    // Over the storage quota (snapshots are large): keep every save, without its snapshot; the
    // server then fetches the page itself.
    await browser.storage.local.set({
      [STORAGE_KEYS.offlineQueue]: queue.map(({ html: _html, ...save }) => save),
    });
  }
  await browser.alarms.create(FLUSH_ALARM, { periodInMinutes: FLUSH_PERIOD_MINUTES });
}

/** Queue changes run one after another, so concurrent saves and flushes never lose an entry. */
let tail: Promise<unknown> = Promise.resolve();
function serialized<T>(change: () => Promise<T>): Promise<T> {
  const next = tail.then(change, change);
  tail = next.catch(() => undefined);
  return next;
}

export function summarize(save: PendingSave): PendingSaveSummary {
  return {
    id: save.id,
    url: save.url,
    ...(save.title !== undefined ? { title: save.title } : {}),
    queuedAt: save.queuedAt,
    hasSnapshot: save.html !== undefined,
    ...(save.lastError !== undefined ? { lastError: save.lastError } : {}),
  };
}

/**
 * Adds a save to the queue; a link already waiting is replaced by the newer save of it, which
 * keeps the highlights the earlier one waited with.
 */
export function enqueue(
  save: Pick<PendingSave, 'url' | 'title' | 'html' | 'highlights'>,
  reason: string,
): Promise<PendingSaveSummary> {
  return serialized(async () => {
    const earlier = (await readQueue()).find((queued) => queued.url === save.url);
    const highlights = [...(earlier?.highlights ?? []), ...(save.highlights ?? [])];
    const entry: PendingSave = {
      id: crypto.randomUUID(),
      url: save.url,
      ...(save.title !== undefined ? { title: save.title } : {}),
      ...(save.html !== undefined ? { html: save.html } : {}),
      ...(highlights.length ? { highlights } : {}),
      queuedAt: new Date().toISOString(),
      lastError: reason,
    };
    const queue = (await readQueue()).filter((queued) => queued.url !== save.url);
    await writeQueue([...queue, entry]);
    return summarize(entry);
  });
}

export async function pendingSaves(): Promise<PendingSaveSummary[]> {
  return (await readQueue()).map(summarize);
}

async function removeFromQueue(id: string): Promise<number> {
  return serialized(async () => {
    const queue = (await readQueue()).filter((save) => save.id !== id);
    await writeQueue(queue);
    return queue.length;
  });
}

async function noteFailure(id: string, reason: string): Promise<void> {
  await serialized(async () => {
    const queue = await readQueue();
    await writeQueue(queue.map((save) => (save.id === id ? { ...save, lastError: reason } : save)));
  });
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends the queued saves, oldest first, through `deliver`. Stops at the first one the server
 * cannot take now; the alarm tries again later. Calls made during a flush share it.
 */
export function flushQueue(
  deliver: (save: PendingSave) => Promise<Delivery>,
): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: [], rejected: [], remaining: 0 };
    try {
      for (const save of await readQueue()) {
        const delivery = await deliver(save);
        if (delivery.status === 'later') {
          await noteFailure(save.id, delivery.reason);
          break;
        }
        await removeFromQueue(save.id);
        if (delivery.status === 'sent') result.sent.push(save);
        else result.rejected.push({ save, reason: delivery.reason });
      }
    } finally {
      flushing = null;
    }
    result.remaining = (await readQueue()).length;
    return result;
  })();
  return flushing;
}
