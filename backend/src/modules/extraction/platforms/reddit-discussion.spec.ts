import { LIMITS } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { countComments, redditDiscussion } from './reddit-discussion.js';

interface Seed {
  id: string;
  score: number;
  author?: string;
  body?: string;
  replies?: Seed[];
}

/** A comment as Reddit's thread JSON has it: replies a nested Listing, or "" when none. */
function t1(seed: Seed, depth = 0): object {
  return {
    kind: 't1',
    data: {
      id: seed.id,
      author: seed.author ?? `author_${seed.id}`,
      body: seed.body ?? `Comment ${seed.id}`,
      score: seed.score,
      created_utc: 1736937000,
      depth,
      replies: seed.replies?.length
        ? { kind: 'Listing', data: { children: seed.replies.map((reply) => t1(reply, depth + 1)) } }
        : '',
    },
  };
}

const MORE = { kind: 'more', data: { count: 12, children: ['x1', 'x2'], depth: 0 } };

function thread(children: object[], numComments = 99): unknown {
  return [
    { kind: 'Listing', data: { children: [{ kind: 't3', data: { num_comments: numComments } }] } },
    { kind: 'Listing', data: { children } },
  ];
}

describe('Reddit thread JSON to a discussion', () => {
  it('keeps author, score, time and text, threaded, best first at every level', () => {
    const discussion = redditDiscussion(
      thread([
        t1({ id: 'low', score: 2 }),
        t1({
          id: 'top',
          score: 40,
          body: 'First line\r\n\r\n\r\nSecond   paragraph',
          replies: [
            { id: 'r-low', score: 1 },
            { id: 'r-high', score: 9 },
          ],
        }),
      ]),
    );
    expect(discussion?.totalComments).toBe(99);
    expect(discussion?.comments.map((comment) => comment.id)).toEqual(['top', 'low']);
    expect(discussion?.comments[0]).toMatchObject({
      author: 'author_top',
      score: 40,
      text: 'First line\n\nSecond paragraph',
      createdAt: '2025-01-15T10:30:00.000Z',
    });
    expect(discussion?.comments[0]?.replies.map((reply) => reply.id)).toEqual(['r-high', 'r-low']);
  });

  it('stops at reply depth 3', () => {
    let chain: Seed = { id: 'd5', score: 1 };
    for (let depth = 4; depth >= 0; depth -= 1)
      chain = { id: `d${depth}`, score: 1, replies: [chain] };
    const discussion = redditDiscussion(thread([t1(chain)]))!;
    const depths: string[] = [];
    let level = discussion.comments;
    while (level.length) {
      depths.push(level[0]!.id);
      level = level[0]!.replies;
    }
    expect(depths).toEqual(['d0', 'd1', 'd2', 'd3']);
    expect(LIMITS.discussionMaxDepth).toBe(3);
  });

  it('keeps the 50 best by score, a reply only under its kept parent', () => {
    const children = Array.from({ length: 60 }, (_, index) =>
      t1({
        id: `c${index}`,
        score: index,
        replies: [{ id: `c${index}-reply`, score: index === 59 ? 1000 : 0 }],
      }),
    );
    const discussion = redditDiscussion(thread(children))!;
    expect(countComments(discussion.comments)).toBe(LIMITS.discussionMaxComments);
    const ids = discussion.comments.map((comment) => comment.id);
    // The reply scoring 1000 is kept under its parent; the lowest-scored top-level ones are not.
    expect(discussion.comments[0]).toMatchObject({ id: 'c59', replies: [{ id: 'c59-reply' }] });
    expect(ids).not.toContain('c0');
    expect(ids).toContain('c11');
  });

  it('skips "more" stubs, drops deleted comments nobody answered, keeps answered ones as placeholders', () => {
    const discussion = redditDiscussion(
      thread([
        t1({ id: 'kept', score: 5 }),
        t1({ id: 'gone', score: 50, author: '[deleted]', body: '[deleted]' }),
        t1({
          id: 'answered',
          score: 3,
          author: '[deleted]',
          body: '[removed]',
          replies: [{ id: 'answer', score: 2 }],
        }),
        MORE,
      ]),
    )!;
    expect(discussion.comments.map((comment) => comment.id)).toEqual(['kept', 'answered']);
    expect(discussion.comments[1]).toMatchObject({
      author: null,
      text: '',
      replies: [{ id: 'answer' }],
    });
  });

  it('is null for anything that is not a thread', () => {
    expect(redditDiscussion(null)).toBeNull();
    expect(redditDiscussion({ kind: 'Listing' })).toBeNull();
    expect(redditDiscussion(thread([]))?.comments).toEqual([]);
  });
});
