import { LIMIT_REACHED_CODE } from '@vault/contracts';
import type { SaveOutcome } from '../lib/messages';
import { checkSaveable } from '../lib/saveable';
import { dashboardUrl, itemUrl, upgradeUrl } from '../lib/server-url';
import { getSettings } from '../lib/settings';
import { NotSignedInError, withAccount } from './account';
import { ApiError, ServerUnreachableError } from './api-client';
import { getAuth } from './auth-store';
import { type BadgeState, showBadge, showPendingCount } from './badge';
import { notify, type Notice } from './notifications';
import {
  type Delivery,
  enqueue,
  type FlushResult,
  flushQueue,
  type PendingHighlight,
  type PendingSave,
  pendingSaves,
} from './offline-queue';
import { logFailure } from './log';
import { captureSnapshot } from './snapshot';

/**
 * Where a save was asked for. The popup shows the outcome itself; the others notify, except a
 * save made for a highlight, whose notification is the highlight's.
 */
export type SaveSource = 'popup' | 'menu' | 'command' | 'highlight';

export interface SaveRequest {
  url: string | undefined;
  /** The page's title as the browser shows it, sent for page saves (not for links). */
  title?: string;
  /** The tab showing `url`, for the badge and the snapshot. */
  tabId?: number;
  /** Capture the tab's rendered HTML (page saves; links are fetched by the server). */
  snapshot: boolean;
  source: SaveSource;
  /** Kept with the save when it has to wait for the server, and sent after it. */
  highlight?: PendingHighlight;
}

const BADGE_OF: Record<SaveOutcome['kind'], BadgeState> = {
  saved: 'saved',
  queued: 'queued',
  limit_reached: 'error',
  not_signed_in: 'error',
  unsaveable: 'error',
  error: 'error',
};

async function noticeFor(outcome: SaveOutcome, fallbackTitle: string): Promise<Notice> {
  switch (outcome.kind) {
    case 'saved': {
      const title = outcome.item.title ?? fallbackTitle;
      return outcome.created
        ? { kind: 'saved', title, itemUrl: outcome.itemUrl }
        : { kind: 'already_saved', title, itemUrl: outcome.itemUrl };
    }
    case 'queued':
      return { kind: 'unreachable', serverUrl: (await getAuth())?.serverUrl ?? 'the server' };
    case 'limit_reached':
      return { kind: 'limit_reached', message: outcome.message, upgradeUrl: outcome.upgradeUrl };
    case 'not_signed_in':
      return { kind: 'not_signed_in' };
    case 'unsaveable':
      return { kind: 'unsaveable', reason: outcome.reason };
    case 'error':
      return { kind: 'error', message: outcome.message };
  }
}

/** Refusals of the snapshot rather than of the save: too large for the server's limits. */
const snapshotRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 413 || /snapshot/i.test(error.message));

async function send(url: string, title: string | undefined, html: string | undefined) {
  return withAccount(async (client, auth) => {
    const content = { url, ...(title ? { title } : {}) };
    const { item, created } = await client
      .saveContent(html ? { ...content, html } : content)
      .catch((error: unknown) => {
        // The snapshot is a bonus: without it the server fetches the address itself.
        if (html && snapshotRefused(error)) return client.saveContent(content);
        throw error;
      });
    return { item, created, itemUrl: itemUrl(auth.serverUrl, item.id), serverUrl: auth.serverUrl };
  });
}

async function attempt(request: SaveRequest): Promise<SaveOutcome> {
  const target = checkSaveable(request.url);
  if (!target.ok) return { kind: 'unsaveable', reason: target.reason };
  const auth = await getAuth();
  if (!auth) return { kind: 'not_signed_in' };

  await showBadge('saving', request.tabId);
  const html =
    request.snapshot && request.tabId !== undefined && (await getSettings()).sendSnapshot
      ? await captureSnapshot(request.tabId, request.url ?? target.url)
      : undefined;
  try {
    const { item, created, itemUrl: link } = await send(target.url, request.title, html);
    return { kind: 'saved', item, created, itemUrl: link };
  } catch (error) {
    if (error instanceof ServerUnreachableError) {
      const pending = await enqueue(
        {
          url: target.url,
          title: request.title,
          html,
          ...(request.highlight ? { highlights: [request.highlight] } : {}),
        },
        error.message,
      );
      return { kind: 'queued', pending };
    }
    if (error instanceof NotSignedInError) return { kind: 'not_signed_in' };
    if (error instanceof ApiError && error.code === LIMIT_REACHED_CODE) {
      return {
        kind: 'limit_reached',
        message: error.message,
        upgradeUrl: upgradeUrl(auth.serverUrl),
      };
    }
    if (error instanceof ApiError) return { kind: 'error', message: error.message };
    throw error;
  }
}

/**
 * Saves a page or link: checks it can be saved, captures the snapshot for page saves, sends it,
 * and keeps it in the offline queue when the server cannot be reached. Shows the outcome on the
 * toolbar badge, and in a notification unless the popup asked (it shows the outcome itself).
 */
export async function save(request: SaveRequest): Promise<SaveOutcome> {
  const outcome = await attempt(request);
  await showBadge(BADGE_OF[outcome.kind], request.tabId);
  const quiet =
    request.source === 'popup' || (request.source === 'highlight' && outcome.kind === 'saved');
  if (!quiet) await notify(await noticeFor(outcome, request.title ?? request.url ?? ''));
  // Reaching the server is a good moment to send what was waiting.
  if (outcome.kind === 'saved') void flushPending().catch(logFailure('sending waiting saves'));
  else if (outcome.kind === 'queued') await refreshPendingCount();
  return outcome;
}

/** The highlights that waited with a page, once the page is saved; a refusal is shown, not retried. */
async function deliverHighlights(contentId: number, highlights: PendingHighlight[]) {
  for (const highlight of highlights) {
    try {
      await withAccount((client) => client.createHighlight(contentId, highlight));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await notify({ kind: 'highlight_failed', quote: highlight.quote, reason });
    }
  }
}

async function deliver(save: PendingSave): Promise<Delivery> {
  try {
    const { item } = await send(save.url, save.title, save.html);
    if (save.highlights?.length) await deliverHighlights(item.id, save.highlights);
    return { status: 'sent' };
  } catch (error) {
    if (error instanceof ServerUnreachableError || error instanceof NotSignedInError) {
      return { status: 'later', reason: error.message };
    }
    if (error instanceof ApiError) {
      // Over the limit or rate-limited: it may go through later. Anything else is final.
      const final = error.status === 400 || error.status === 404 || error.status === 413;
      return { status: final ? 'rejected' : 'later', reason: error.message };
    }
    throw error;
  }
}

async function refreshPendingCount(remaining?: number): Promise<void> {
  await showPendingCount(remaining ?? (await pendingSaves()).length);
}

/** Sends the saves that waited for the server, and says so when some went through. */
export async function flushPending(): Promise<FlushResult> {
  const result = await flushQueue(deliver);
  await refreshPendingCount(result.remaining);
  const auth = await getAuth();
  if (result.sent.length > 0 && auth) {
    await notify({
      kind: 'sent_pending',
      count: result.sent.length,
      dashboardUrl: dashboardUrl(auth.serverUrl),
    });
  }
  for (const { save, reason } of result.rejected) {
    await notify({ kind: 'error', message: `${save.url}: ${reason}` });
  }
  return result;
}
