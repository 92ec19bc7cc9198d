/**
 * A Reddit thread in Reddit's public JSON format (`<thread URL>.json`: a Listing holding the
 * post, then a Listing of `t1` comments whose replies are nested Listings, or "" when none, and
 * "more" stubs for comments left out), with the comments of the old Reddit thread page in
 * `../shared/data/social-pages/tests/fixtures/comments--old.reddit.com-r-test-comments-abc123-test_post.html`.
 */
export const REDDIT_THREAD_PATH = '/r/test/comments/abc123/test_post/';
export const REDDIT_THREAD_URL = `https://old.reddit.com${REDDIT_THREAD_PATH}`;

interface CommentSeed {
  id: string;
  author: string;
  body: string;
  score: number;
  created: string;
  replies?: CommentSeed[];
  /** Comments Reddit left out under this one ("load more comments"). */
  more?: string[];
}

const COMMENTS: CommentSeed[] = [
  {
    id: 'comment1',
    author: 'user_alpha',
    body: 'This is a top-level comment with some thoughts on the topic.',
    score: 42,
    created: '2025-01-15T10:30:00Z',
    replies: [
      {
        id: 'comment2',
        author: 'user_beta',
        body: 'Great point! I agree with this.',
        score: 15,
        created: '2025-01-15T11:00:00Z',
        replies: [
          {
            id: 'comment3',
            author: 'user_alpha',
            body: 'Thanks for the reply!',
            score: 8,
            created: '2025-01-15T11:30:00Z',
          },
        ],
      },
      {
        id: 'comment4',
        author: 'user_gamma',
        body: 'Different perspective here.',
        score: 3,
        created: '2025-01-15T12:00:00Z',
      },
    ],
  },
  {
    id: 'comment5',
    author: 'user_delta',
    body: 'Another top-level comment with a [link](https://example.com).',
    score: 20,
    created: '2025-01-15T13:00:00Z',
  },
  {
    id: 'comment6',
    author: '[deleted]',
    body: '[deleted]',
    score: 5,
    created: '2025-01-15T14:00:00Z',
    replies: [
      {
        id: 'comment7',
        author: 'user_epsilon',
        body: 'Replying to a comment that is gone now.',
        score: 4,
        created: '2025-01-15T14:30:00Z',
      },
    ],
  },
];

const seconds = (iso: string) => Date.parse(iso) / 1000;

function comment(seed: CommentSeed, depth: number, parentId: string): object {
  const children = [
    ...(seed.replies ?? []).map((reply) => comment(reply, depth + 1, `t1_${seed.id}`)),
    ...(seed.more ? [more(seed.more, depth + 1, `t1_${seed.id}`)] : []),
  ];
  return {
    kind: 't1',
    data: {
      id: seed.id,
      name: `t1_${seed.id}`,
      parent_id: parentId,
      link_id: 't3_abc123',
      subreddit: 'test',
      author: seed.author,
      body: seed.body,
      body_html: `&lt;div class="md"&gt;&lt;p&gt;${seed.body}&lt;/p&gt;&lt;/div&gt;`,
      score: seed.score,
      ups: seed.score,
      downs: 0,
      score_hidden: false,
      created: seconds(seed.created),
      created_utc: seconds(seed.created),
      depth,
      permalink: `${REDDIT_THREAD_PATH}${seed.id}/`,
      replies: children.length
        ? { kind: 'Listing', data: { after: null, before: null, dist: null, children } }
        : '',
    },
  };
}

function more(ids: string[], depth: number, parentId: string): object {
  return {
    kind: 'more',
    data: {
      count: ids.length,
      name: `t1_${ids[0]}`,
      id: ids[0],
      parent_id: parentId,
      depth,
      children: ids,
    },
  };
}

/** `GET <thread URL>.json` as Reddit answers it. */
export function redditThreadJson(): unknown {
  return [
    {
      kind: 'Listing',
      data: {
        after: null,
        before: null,
        dist: 1,
        children: [
          {
            kind: 't3',
            data: {
              id: 'abc123',
              name: 't3_abc123',
              subreddit: 'test',
              subreddit_name_prefixed: 'r/test',
              title: 'Test Post',
              author: 'poster_user',
              selftext: 'This is the post body with some content.',
              score: 128,
              num_comments: 9,
              created_utc: seconds('2025-01-15T09:00:00Z'),
              permalink: REDDIT_THREAD_PATH,
              url: `https://www.reddit.com${REDDIT_THREAD_PATH}`,
              is_video: false,
              is_self: true,
              thumbnail: 'self',
            },
          },
        ],
      },
    },
    {
      kind: 'Listing',
      data: {
        after: null,
        before: null,
        dist: null,
        children: [
          ...COMMENTS.map((seed) => comment(seed, 0, 't3_abc123')),
          more(['comment8', 'comment9'], 0, 't3_abc123'),
        ],
      },
    },
  ];
}
