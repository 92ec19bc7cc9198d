import { LIMITS, type Discussion, type DiscussionComment } from '@vault/contracts';
import { all, cleanText, inside, type DomDocument, type DomElement } from '../dom.js';
import { blockText } from '../main-text.js';
import { isoDate } from './embedded-json.js';

/** Where a post's replies are listed (a nested thread of comment containers). */
const REPLIES_ATTRIBUTE = 'data-child-comments';
const REPLIES = `[${REPLIES_ATTRIBUTE}]`;
const MAX_REPLY_DEPTH = 3;

/** Whether `node` sits in a reply area of `post` (a reply's part, not the post's own). */
function inReplies(node: DomElement, post: DomElement): boolean {
  for (let current = node.parentNode; current && current !== post; current = current.parentNode)
    if ((current as DomElement).hasAttribute?.(REPLIES_ATTRIBUTE)) return true;
  return false;
}

/** The first match of `selector` in `post` that is the post's own, not one of its replies'. */
function own(post: DomElement, selector: string): DomElement | null {
  return all(post, selector).find((match) => !inReplies(match, post)) ?? null;
}

/** The posts directly in `container`: those with no other post between them and it. */
function directPosts(container: DomElement | DomDocument, selector: string): DomElement[] {
  const posts = all(container, selector);
  return posts.filter((post) => !posts.some((other) => other !== post && inside(post, other)));
}

/** Reactions of every kind, summed (the count each reaction button shows). */
function reactionTotal(post: DomElement): number | null {
  const options = own(post, '.js-comment-reactions-options');
  if (!options) return null;
  let total = 0;
  for (const button of all(options, 'button')) {
    const count = /\d+/.exec(button.textContent ?? '')?.[0];
    if (count) total += Number(count);
  }
  return total;
}

function commentOf(post: DomElement, depth: number): DiscussionComment | null {
  const body = own(post, '.comment-body');
  const text = body ? blockText(body) : '';
  if (!text) return null;
  const anchor = post.getAttribute('id')?.startsWith('discussioncomment-')
    ? post
    : own(post, '[id^="discussioncomment-"]');
  const area = own(post, REPLIES);
  const replies =
    area && depth < MAX_REPLY_DEPTH
      ? directPosts(area, '.js-comment-container').flatMap((reply) => {
          const comment = commentOf(reply, depth + 1);
          return comment ? [comment] : [];
        })
      : [];
  return {
    id: (anchor?.getAttribute('id') ?? '').replace(/^discussioncomment-/, ''),
    author: cleanText(own(post, '.author')?.textContent),
    text,
    score: reactionTotal(post),
    createdAt: isoDate(own(post, 'relative-time[datetime]')?.getAttribute('datetime')),
    replies,
  };
}

function countAll(comments: readonly DiscussionComment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countAll(comment.replies), 0);
}

export interface GithubDiscussionPage {
  title: string | null;
  author: string | null;
  text: string | null;
  publishedAt: string | null;
  discussion: Discussion | null;
}

/**
 * A discussion page as GitHub renders it on the server: a timeline whose first post is the
 * discussion's own, then its comments, each with its replies nested under it. GitHub's REST API
 * has no route for these comments, so the page's markup is their source.
 */
export function githubDiscussionPage(document: DomDocument): GithubDiscussionPage | null {
  const timeline = document.querySelector('.js-discussion');
  if (!timeline) return null;
  const [opening, ...rest] = directPosts(timeline, '.discussion-timeline-item');
  if (!opening) return null;
  const comments = rest
    .flatMap((post) => {
      const comment = commentOf(post, 1);
      return comment ? [comment] : [];
    })
    .slice(0, LIMITS.discussionMaxComments);
  const body = own(opening, '.comment-body');
  return {
    title: cleanText(document.querySelector('.js-issue-title')?.textContent),
    author: cleanText(own(opening, '.author')?.textContent),
    text: body ? blockText(body) || null : null,
    publishedAt: isoDate(own(opening, 'relative-time[datetime]')?.getAttribute('datetime')),
    discussion: comments.length ? { totalComments: countAll(comments), comments } : null,
  };
}
