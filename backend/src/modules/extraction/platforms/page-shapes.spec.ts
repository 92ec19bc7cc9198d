import { describe, expect, it } from 'vitest';
import { extractPage } from '../platform-extraction.js';
import type { PlatformEndpoints } from './platform-types.js';

// Markup shapes the recorded pages do not cover, reduced to the parts the extractors read.
const OFFLINE: PlatformEndpoints = {
  youtubeOembedBase: 'http://127.0.0.1:9',
  twitterSyndicationBase: 'http://127.0.0.1:9',
  tiktokOembedBase: 'http://127.0.0.1:9',
  redditBase: 'http://127.0.0.1:9',
  githubApiBase: 'http://127.0.0.1:9',
};

function extract(url: string, html: string) {
  return extractPage({ url, html, fetchJson: null, endpoints: OFFLINE });
}

describe('platform page shapes', () => {
  it('Reddit: the <shreddit-post> attributes of the new site', async () => {
    const result = await extract(
      'https://www.reddit.com/r/rust/comments/1abcde/fast_code/',
      `<html><head><title>Fast code : r/rust</title></head><body>
        <shreddit-post post-title="Fast code" author="ferris" subreddit-prefixed-name="r/rust"
          score="1.2k" comment-count="87" created-timestamp="2025-03-01T10:00:00.000000+0000">
          <div slot="text-body"><p>Zero-cost abstractions.</p></div>
        </shreddit-post></body></html>`,
    );
    expect(result).toMatchObject({
      title: 'Fast code : r/rust',
      author: 'ferris',
      text: 'Zero-cost abstractions.',
      metadata: {
        likes: 1200,
        comments: 87,
        community: 'r/rust',
        publishedAt: '2025-03-01T10:00:00.000Z',
      },
    });
  });

  it('LinkedIn: a post with JSON-LD and the counts the logged-out page marks', async () => {
    const result = await extract(
      'https://www.linkedin.com/posts/jane-doe_hiring-activity-7151241570371948544-4Gu7',
      `<html><head><meta property="og:title" content="Jane Doe on LinkedIn: We are hiring">
        <script type="application/ld+json">{"@type":"SocialMediaPosting","author":{"name":"Jane Doe"},
          "articleBody":"We are hiring engineers.","datePublished":"2024-01-10T09:00:00Z",
          "interactionStatistic":[{"interactionType":"http://schema.org/LikeAction","userInteractionCount":321}],
          "commentCount":14}</script></head>
        <body><span data-num-reactions="999"></span><a data-num-comments="5"></a></body></html>`,
    );
    expect(result).toMatchObject({
      title: 'Jane Doe on LinkedIn: We are hiring',
      author: 'Jane Doe',
      text: 'We are hiring engineers.',
      // JSON-LD states the post's own counts; the data attributes only fill gaps.
      metadata: { likes: 321, comments: 14, publishedAt: '2024-01-10T09:00:00.000Z' },
    });
  });

  it('LinkedIn: reactions and comments from data attributes when JSON-LD has none', async () => {
    const result = await extract(
      'https://www.linkedin.com/feed/update/urn:li:activity:7016901149999955968/',
      `<html><body><span data-num-reactions="1,024"></span><a data-num-comments="33"></a></body></html>`,
    );
    expect(result.metadata).toMatchObject({ likes: 1024, comments: 33 });
  });

  it('TikTok: the older SIGI_STATE data island', async () => {
    const state = {
      ItemModule: {
        '7000': {
          desc: 'Old layout caption',
          author: 'olduser',
          nickname: 'Old User',
          createTime: '1600000000',
          video: { cover: 'https://p16.example/cover.jpg', duration: 15 },
          stats: { playCount: 5000, diggCount: 300, commentCount: 12, shareCount: 4 },
        },
      },
    };
    const result = await extract(
      'https://www.tiktok.com/@olduser/video/7000',
      `<html><body><script id="SIGI_STATE" type="application/json">${JSON.stringify(state)}</script></body></html>`,
    );
    expect(result).toMatchObject({
      title: 'Old User (@olduser) on TikTok',
      text: 'Old layout caption',
      imageUrl: 'https://p16.example/cover.jpg',
      metadata: {
        views: 5000,
        likes: 300,
        comments: 12,
        shares: 4,
        duration: 15,
        publishedAt: '2020-09-13T12:26:40.000Z',
      },
    });
  });

  it('Medium: the reading time stated in the body when no meta tag has it', async () => {
    const result = await extract(
      'https://medium.com/@someone/a-post-123abc',
      `<html><head><meta name="author" content="Some One"></head><body><article><p>7 min read</p></article></body></html>`,
    );
    expect(result).toMatchObject({ author: 'Some One', metadata: { readingMinutes: 7 } });
  });
});
