import type { Discussion } from '@vault/contracts';
import { type DomDocument, type DomElement } from '../dom.js';
import { parseCount } from './counts.js';
import { redditDiscussion } from './reddit-discussion.js';

/** The comment elements directly inside a `.sitetable` (not those of nested replies). */
function childComments(sitetable: DomElement | null): DomElement[] {
  if (!sitetable) return [];
  return Array.from(sitetable.querySelectorAll('.thing.comment')).filter(
    (comment) => comment.parentNode === sitetable,
  );
}

/** Reddit's own JSON shape for a comment, read from old Reddit's markup. */
function asJson(comment: DomElement): object {
  const entry = comment.querySelector('.entry');
  const replies = childComments(comment.querySelector('.child > .sitetable'));
  const score = parseCount(
    /-?[\d,.]+[km]?/i.exec(entry?.querySelector('.score')?.textContent ?? '')?.[0] ?? null,
  );
  const time = entry?.querySelector('time[datetime]')?.getAttribute('datetime');
  return {
    kind: 't1',
    data: {
      id: (comment.getAttribute('data-fullname') ?? '').replace(/^t1_/, ''),
      author: comment.getAttribute('data-author'),
      body: entry?.querySelector('.usertext-body')?.textContent?.trim() ?? '',
      score,
      created_utc: time ? Date.parse(time) / 1000 : null,
      replies: replies.length ? { kind: 'Listing', data: { children: replies.map(asJson) } } : '',
    },
  };
}

/**
 * Old Reddit's thread page carries the comments in its markup: the discussion the extension's
 * snapshot (or an offline page) has when the thread's JSON cannot be fetched.
 */
export function oldRedditDiscussion(document: DomDocument): Discussion | null {
  const comments = childComments(document.querySelector('.commentarea > .sitetable'));
  if (comments.length === 0) return null;
  const total = parseCount(
    document.querySelector('.thing.link')?.getAttribute('data-comments-count') ?? null,
  );
  return redditDiscussion([
    { kind: 'Listing', data: { children: [{ kind: 't3', data: { num_comments: total } }] } },
    { kind: 'Listing', data: { children: comments.map(asJson) } },
  ]);
}
