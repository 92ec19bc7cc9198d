import { LIMITS, type Discussion, type DiscussionComment } from '@vault/contracts';
import {
  at,
  cleanMultiline,
  isObject,
  isoDate,
  stringAt,
  type JsonObject,
} from './embedded-json.js';

/** Reddit blanks what a deleted or removed comment said and who wrote it. */
const GONE = new Set(['[deleted]', '[removed]']);

interface Candidate {
  data: JsonObject;
  depth: number;
  /** The kept comment it replies to; null for a top-level comment. */
  parent: DiscussionComment | null;
}

/** The `t1` (comment) children of a Listing; "more" stubs and anything else are skipped. */
function commentsOf(listing: unknown): JsonObject[] {
  const children = at(listing, 'data.children');
  if (!Array.isArray(children)) return [];
  return children
    .filter((child) => isObject(child) && child.kind === 't1' && isObject(child.data))
    .map((child) => (child as { data: JsonObject }).data);
}

function score(data: JsonObject): number | null {
  return typeof data.score === 'number' && Number.isFinite(data.score) ? data.score : null;
}

function isGone(data: JsonObject): boolean {
  const body = typeof data.body === 'string' ? data.body.trim() : '';
  return GONE.has(body) || body === '';
}

function toComment(data: JsonObject): DiscussionComment {
  const gone = isGone(data);
  const author = stringAt(data, 'author');
  return {
    id: stringAt(data, 'id') ?? stringAt(data, 'name') ?? '',
    author: gone || !author || GONE.has(author) ? null : author,
    text: gone ? '' : (cleanMultiline(stringAt(data, 'body')) ?? ''),
    score: score(data),
    createdAt: isoDate(data.created_utc),
    replies: [],
  };
}

function byScore(a: { score: number | null }, b: { score: number | null }): number {
  return (b.score ?? -Infinity) - (a.score ?? -Infinity);
}

/**
 * The discussion of a Reddit thread from its public JSON (`<thread URL>.json`: a post Listing
 * and a comments Listing whose `t1` children nest their replies as Listings, or "" when none).
 * The best comments by score are kept best-first, a reply only under a kept parent, so the
 * threads stay whole; a deleted comment stays as a placeholder only while it has kept replies.
 */
export function redditDiscussion(thread: unknown): Discussion | null {
  if (!Array.isArray(thread) || thread.length < 2) return null;
  const total = at(thread, '0.data.children.0.data.num_comments');
  const roots: DiscussionComment[] = [];
  const frontier: Candidate[] = commentsOf(thread[1]).map((data) => ({
    data,
    depth: 0,
    parent: null,
  }));
  let kept = 0;
  while (kept < LIMITS.discussionMaxComments && frontier.length > 0) {
    frontier.sort((a, b) => byScore({ score: score(a.data) }, { score: score(b.data) }));
    const next = frontier.shift()!;
    const comment = toComment(next.data);
    const replies = next.depth < LIMITS.discussionMaxDepth ? commentsOf(next.data.replies) : [];
    // A deleted comment nobody answered says nothing.
    if (isGone(next.data) && replies.length === 0) continue;
    (next.parent ? next.parent.replies : roots).push(comment);
    kept += 1;
    for (const data of replies) frontier.push({ data, depth: next.depth + 1, parent: comment });
  }
  pruneEmptyPlaceholders(roots);
  sortThreads(roots);
  return {
    totalComments: typeof total === 'number' ? total : null,
    comments: roots,
  };
}

/** A deleted comment whose replies did not make the cut is dropped after all. */
function pruneEmptyPlaceholders(comments: DiscussionComment[]): void {
  for (let index = comments.length - 1; index >= 0; index -= 1) {
    const comment = comments[index]!;
    pruneEmptyPlaceholders(comment.replies);
    if (!comment.text && comment.replies.length === 0) comments.splice(index, 1);
  }
}

function sortThreads(comments: DiscussionComment[]): void {
  comments.sort(byScore);
  for (const comment of comments) sortThreads(comment.replies);
}

/** Comments in a discussion, replies included. */
export function countComments(comments: readonly DiscussionComment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countComments(comment.replies), 0);
}
