import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../dom.js';
import { oldRedditDiscussion } from './old-reddit-discussion.js';
import { SHARED_DATA } from './platform-fixtures.js';

const THREAD_PAGE = path.join(
  SHARED_DATA,
  'social-pages/tests/fixtures/comments--old.reddit.com-r-test-comments-abc123-test_post.html',
);

describe("old Reddit's thread page markup to a discussion", () => {
  it('keeps every comment, threaded, with author, score and time', () => {
    const discussion = oldRedditDiscussion(parseDocument(readFileSync(THREAD_PAGE, 'utf8')))!;
    const outline = (comments: typeof discussion.comments): unknown[] =>
      comments.map((comment) => [comment.author, comment.score, outline(comment.replies)]);
    expect(outline(discussion.comments)).toEqual([
      [
        'user_alpha',
        42,
        [
          ['user_beta', 15, [['user_alpha', 8, []]]],
          ['user_gamma', 3, []],
        ],
      ],
      ['user_delta', 20, []],
    ]);
    expect(discussion.comments[1]).toMatchObject({
      id: 'comment5',
      text: 'Another top-level comment with a link.',
      createdAt: '2025-01-15T13:00:00.000Z',
    });
  });

  it('is null for a page without comments', () => {
    expect(oldRedditDiscussion(parseDocument('<html><body><p>Hi</p></body></html>'))).toBeNull();
  });
});
