import type { PostMedia, ThreadPost } from '@vault/contracts';
import type { MediaParts, MediaPartsUpdate } from '../../content/index.js';
import { withStoredImages } from './reader-images.js';

/** What became of an address: Vault's copy (path and details), or why it was not kept. */
export type AddressOutcome =
  | {
      storedUrl: string;
      mimeType: string;
      bytes: number;
      width: number | null;
      height: number | null;
      duration: number | null;
    }
  | { notKeptReason: string };

/** Every media entry of the item: the post's own, and each thread post's and quoted post's. */
export function allPostMedia(parts: Pick<MediaParts, 'media' | 'thread'>): PostMedia[] {
  const entries = [...parts.media];
  const visit = (post: ThreadPost | null): void => {
    if (!post) return;
    entries.push(...post.media);
    visit(post.quoted);
  };
  for (const post of parts.thread ?? []) visit(post);
  return entries;
}

/** Entries not yet stored nor refused: what the job still has to try. */
export function isPending(entry: PostMedia): boolean {
  return entry.storedUrl === null && entry.notKeptReason === null;
}

function withOutcome(entry: PostMedia, outcomes: Map<string, AddressOutcome>): PostMedia {
  let next = entry;
  const own = outcomes.get(entry.originalUrl);
  if (own && isPending(entry)) {
    if ('notKeptReason' in own) next = { ...next, notKeptReason: own.notKeptReason };
    else {
      next = { ...next, storedUrl: own.storedUrl, notKeptReason: null, mimeType: own.mimeType };
      next.bytes = own.bytes;
      if (own.width !== null) next.width = own.width;
      if (own.height !== null) next.height = own.height;
      if (own.duration !== null) next.duration = own.duration;
    }
  }
  const poster = entry.posterUrl ? outcomes.get(entry.posterUrl) : undefined;
  if (poster && 'storedUrl' in poster && !entry.storedPosterUrl)
    next = { ...next, storedPosterUrl: poster.storedUrl };
  return next;
}

function postWithOutcomes(post: ThreadPost, outcomes: Map<string, AddressOutcome>): ThreadPost {
  return {
    ...post,
    media: post.media.map((entry) => withOutcome(entry, outcomes)),
    quoted: post.quoted ? postWithOutcomes(post.quoted, outcomes) : null,
  };
}

/** The card's line: how many files were not kept, and the reasons (each once). */
export function notKeptNotice(reasons: string[]): string | null {
  if (reasons.length === 0) return null;
  const distinct = [...new Set(reasons)];
  const files = reasons.length === 1 ? '1 file' : `${reasons.length} files`;
  return `${files} not kept: ${distinct.join('; ')}`;
}

/**
 * The item's current parts with each address's outcome applied: post media by original address
 * (and posters), reader images rewritten to Vault's copies. Applied to the parts as they are when
 * written, so a newer extraction's entries keep what is theirs.
 */
export function applyOutcomes(
  current: MediaParts,
  outcomes: Map<string, AddressOutcome>,
  readerReasons: string[],
): MediaPartsUpdate {
  const media = current.media.map((entry) => withOutcome(entry, outcomes));
  const thread = current.thread?.map((post) => postWithOutcomes(post, outcomes)) ?? null;
  const stored = new Map<string, string>();
  for (const [url, outcome] of outcomes)
    if ('storedUrl' in outcome) stored.set(url, outcome.storedUrl);
  const readableHtml = current.readableHtml
    ? withStoredImages(current.readableHtml, stored)
    : current.readableHtml;
  const postReasons = allPostMedia({ media, thread }).flatMap((entry) =>
    entry.notKeptReason ? [entry.notKeptReason] : [],
  );
  return {
    media,
    thread,
    readableHtml,
    mediaNotKept: notKeptNotice([...postReasons, ...readerReasons]),
  };
}
