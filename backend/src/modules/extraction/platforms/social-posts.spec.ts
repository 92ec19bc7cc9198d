import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/app-config.js';
import { ExtractionService } from '../extraction.service.js';
import { ExtractionError } from '../extraction-error.js';
import {
  answerPlatformEndpoint,
  GITHUB_DISCUSSION_URL,
  GITHUB_ISSUE_URL,
  GITHUB_LOGIN_PAGE,
  MEDIUM_CHALLENGE_PAGE,
  GITHUB_REPO_URL,
  githubDiscussionPage,
  INSTAGRAM_FILES,
  INSTAGRAM_LOGIN_PAGE,
  INSTAGRAM_URL,
  instagramCarouselPage,
  LINKEDIN_AUTHWALL_PAGE,
  LINKEDIN_DOCUMENT,
  LINKEDIN_IMAGE,
  LINKEDIN_URL,
  linkedinPostPage,
  MEDIUM_URL,
  mediumMemberOnlyPage,
  REDDIT_JAVASCRIPT_PAGE,
  TIKTOK_CAPTCHA_PAGE,
  TIKTOK_COVER,
  TIKTOK_URL,
  TIKTOK_VIDEO,
  tiktokPage,
  X_FIRST_URL,
  X_HANDLE,
  X_PHOTO,
  X_QUOTED_TEXT,
  X_SIGNED_OUT_PAGE,
  X_THREAD_IDS,
  X_THREAD_TEXTS,
  X_THREAD_URL,
  X_VIDEO,
  xRenderedConversationPage,
  xSignedInPage,
  YOUTUBE_CONSENT_PAGE,
  YOUTUBE_UPLOADED_LINES,
  YOUTUBE_URL,
  youtubePage,
} from '../../../../test/support/social-formats.js';

let server: http.Server;
let base = '';
const requested: string[] = [];
let videoMs = 146_563;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    if (!answerPlatformEndpoint(request, response, { videoMs })) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function service(): ExtractionService {
  return new ExtractionService(
    loadConfig({
      NODE_ENV: 'test',
      FETCH_ALLOWED_HOSTS: '127.0.0.1',
      YOUTUBE_OEMBED_BASE: base,
      TWITTER_SYNDICATION_BASE: base,
      TIKTOK_OEMBED_BASE: base,
      REDDIT_BASE: base,
      GITHUB_API_BASE: base,
    }),
  );
}

async function refusalOf(url: string, html: string): Promise<string> {
  const error = await service()
    .extract({ url, html })
    .then(() => null)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ExtractionError);
  return (error as ExtractionError).message;
}

describe('X threads', () => {
  it('follows the thread back from the syndication answers: same author, in order, with media and the quote', async () => {
    requested.length = 0;
    // The signed-out page is what the server's own fetch gets; the embed's answers carry the post.
    const result = await service().extract({ url: X_THREAD_URL, html: X_SIGNED_OUT_PAGE });
    expect(result.thread?.map((post) => post.text)).toEqual(X_THREAD_TEXTS);
    expect(result.thread?.map((post) => post.id)).toEqual(X_THREAD_IDS);
    const [first, , last] = result.thread!;
    expect(first).toMatchObject({
      authorHandle: X_HANDLE,
      createdAt: '2018-01-27T22:42:06.000Z',
      likes: 136,
      replies: 15,
      reposts: 42,
      media: [
        { kind: 'video', originalUrl: X_VIDEO.best, posterUrl: X_VIDEO.poster, storedUrl: null },
      ],
    });
    expect(last!.quoted).toMatchObject({ authorHandle: 'gamehistory', text: X_QUOTED_TEXT });
    expect(last!.media).toEqual([
      expect.objectContaining({ kind: 'image', originalUrl: X_PHOTO, alt: 'A cotton swab' }),
    ]);
    // The whole thread is the item's text, so every post is searchable.
    expect(result.text).toBe(X_THREAD_TEXTS.join('\n\n'));
    expect(result.media?.map((item) => item.originalUrl)).toEqual([X_VIDEO.best, X_PHOTO]);
    expect(requested.filter((path) => path.startsWith('/tweet-result'))).toHaveLength(3);
  });

  it('keeps the best video variant whose size fits the cap', async () => {
    videoMs = 600_000; // ten minutes: only the 320 kb/s rendition stays under the size cap
    try {
      const result = await service().extract({ url: X_THREAD_URL, html: X_SIGNED_OUT_PAGE });
      expect(result.thread![0]!.media[0]!.originalUrl).toBe(X_VIDEO.small);
    } finally {
      videoMs = 146_563;
    }
  });

  it('reads the whole thread from a signed-in snapshot, leaving out a reply by someone else', async () => {
    const result = await service().extract({ url: X_FIRST_URL, html: xSignedInPage() });
    expect(result.thread?.map((post) => post.text)).toEqual(X_THREAD_TEXTS);
    expect(JSON.stringify(result.thread)).not.toContain('I still blow into mine');
    expect(result.thread![0]).toMatchObject({ author: 'The Verge', views: 9120 });
    expect(result.thread![2]!.quoted?.text).toBe(X_QUOTED_TEXT);
    expect(result).toMatchObject({
      author: 'The Verge',
      metadata: { authorHandle: X_HANDLE, likes: 136, views: 9120 },
    });
  });

  it("reads the thread from a rendered signed-in conversation: the author's posts around the saved one", async () => {
    const result = await service().extract({
      url: 'https://x.com/verge/status/957383241714970625',
      html: xRenderedConversationPage(),
    });
    expect(result.thread?.map((post) => post.text)).toEqual(X_THREAD_TEXTS);
    expect(result.thread![0]).toMatchObject({ likes: 136, replies: 15, reposts: 42, views: 9120 });
    expect(result.thread![2]).toMatchObject({
      createdAt: '2018-01-27T22:46:30.000Z',
      media: [
        expect.objectContaining({
          kind: 'image',
          originalUrl: 'https://pbs.twimg.com/media/DRg1PhotoSwab?format=jpg&name=large',
          alt: 'A cotton swab',
        }),
      ],
      quoted: expect.objectContaining({
        authorHandle: 'gamehistory',
        text: X_QUOTED_TEXT,
        media: [],
      }),
    });
    expect(result.text).not.toContain('Please do not.');
  });

  it('refuses the signed-out page when the platform gives nothing, saying what to do', async () => {
    const unknown = 'https://x.com/verge/status/111111111111111111';
    expect(await refusalOf(unknown, X_SIGNED_OUT_PAGE)).toBe(
      'X shows this post only to signed-in visitors: save it with the browser extension while signed in',
    );
  });
});

describe('YouTube transcripts and chapters', () => {
  it('keeps the uploaded track in the video language (XML form), decoded, over the automatic one', async () => {
    const result = await service().extract({ url: YOUTUBE_URL, html: youtubePage() });
    expect(result.transcript).toEqual({
      lang: 'en',
      source: 'uploaded',
      lines: YOUTUBE_UPLOADED_LINES,
    });
    expect(result.text).toContain("The conductor's lamp & the snowy platform.");
    expect(result.text?.startsWith('How the night train came back to Europe.')).toBe(true);
    expect(result.chapters).toEqual([
      { start: 0, title: 'Intro' },
      { start: 65, title: 'The sleeper carriages' },
      { start: 750, title: 'Breakfast on a tray' },
      { start: 3723, title: 'Arriving in Vienna' },
    ]);
    expect(result.imageUrl).toMatch(/maxresdefault\.jpg$/);
  });

  it('reads the json3 form', async () => {
    const result = await service().extract({
      url: YOUTUBE_URL,
      html: youtubePage({ format: 'json3' }),
    });
    expect(result.transcript?.lines).toEqual(YOUTUBE_UPLOADED_LINES);
  });

  it('falls back to the automatic track when nobody uploaded captions', async () => {
    const result = await service().extract({
      url: YOUTUBE_URL,
      html: youtubePage({ uploaded: false }),
    });
    expect(result.transcript).toMatchObject({ source: 'automatic', lang: 'en' });
    expect(result.transcript?.lines[0]?.text).toBe('welcome aboard the night train');
  });

  it('refuses a consent page standing in for the video', async () => {
    expect(await refusalOf(YOUTUBE_URL, YOUTUBE_CONSENT_PAGE)).toMatch(
      /^YouTube asked for cookie consent .*browser extension/,
    );
  });
});

describe('TikTok, Instagram, LinkedIn', () => {
  it('TikTok: caption, hashtags, sound, counts, cover and the playable video', async () => {
    const result = await service().extract({ url: TIKTOK_URL, html: tiktokPage() });
    expect(result).toMatchObject({
      text: 'Probando la hamburguesa nueva #comida #review',
      imageUrl: TIKTOK_COVER,
      metadata: {
        hashtags: ['comida', 'review'],
        sound: 'original sound - IlloJuan',
        likes: 9100,
        comments: 310,
        shares: 52,
        views: 120000,
      },
      media: [{ kind: 'video', originalUrl: TIKTOK_VIDEO, posterUrl: TIKTOK_COVER, duration: 64 }],
    });
    const coverOnly = await service().extract({
      url: TIKTOK_URL,
      html: tiktokPage({ playable: false }),
    });
    expect(coverOnly.media).toEqual([
      expect.objectContaining({ kind: 'image', originalUrl: TIKTOK_COVER }),
    ]);
  });

  it('TikTok: a captcha page is refused', async () => {
    expect(await refusalOf(TIKTOK_URL, TIKTOK_CAPTCHA_PAGE)).toMatch(/^TikTok asked to prove/);
  });

  it('Instagram: every file of a carousel, the caption and counts', async () => {
    const result = await service().extract({ url: INSTAGRAM_URL, html: instagramCarouselPage() });
    expect(result.media?.map((item) => [item.kind, item.originalUrl])).toEqual([
      ['image', INSTAGRAM_FILES[0]],
      ['image', INSTAGRAM_FILES[1]],
      ['video', INSTAGRAM_FILES[2]],
    ]);
    expect(result.media?.[0]).toMatchObject({ width: 1080, alt: 'A yellow tram' });
    expect(result).toMatchObject({
      text: 'Tres días en Lisboa.\n\nEl tranvía 28 al amanecer.',
      author: 'Jaime Lorente',
      metadata: { likes: 990000, comments: 8873, authorHandle: 'jaimelorentelo' },
    });
  });

  it('Instagram: the login page is refused', async () => {
    expect(await refusalOf(INSTAGRAM_URL, INSTAGRAM_LOGIN_PAGE)).toBe(
      'Instagram shows this post only to signed-in visitors: save it with the browser extension while signed in',
    );
  });

  it('LinkedIn: the post text, its image and attached document from structured data', async () => {
    const result = await service().extract({ url: LINKEDIN_URL, html: linkedinPostPage() });
    expect(result.text).toContain('Our notes on the Analytical Engine, as slides.');
    expect(result.author).toBe('Ada Lovelace');
    expect(result.media).toEqual([
      expect.objectContaining({
        kind: 'document',
        originalUrl: LINKEDIN_DOCUMENT,
        alt: 'Engines.pdf',
      }),
      expect.objectContaining({ kind: 'image', originalUrl: LINKEDIN_IMAGE }),
    ]);
  });

  it('LinkedIn: the authwall is refused', async () => {
    expect(await refusalOf(LINKEDIN_URL, LINKEDIN_AUTHWALL_PAGE)).toMatch(
      /^LinkedIn shows this post only to signed-in/,
    );
  });
});

describe('GitHub, Medium, Reddit', () => {
  it("GitHub: a repository's README is the reader view, sanitised", async () => {
    const result = await service().extract({
      url: GITHUB_REPO_URL,
      html: '<title>test-repo</title>',
    });
    expect(result.readableHtml).toContain('<h2>Install</h2>');
    expect(result.readableHtml).toContain('npm install test-repo');
    expect(result.readableHtml).not.toContain('<script');
  });

  it("GitHub: an issue's comments in order, with author, time and reactions", async () => {
    const result = await service().extract({ url: GITHUB_ISSUE_URL, html: '<title>Issue</title>' });
    expect(result.discussion).toEqual({
      totalComments: 2,
      comments: [
        {
          id: '1001',
          author: 'first-commenter',
          text: 'I can reproduce this on the latest release.\n\nSteps attached.',
          score: 4,
          createdAt: '2025-02-01T10:00:00.000Z',
          replies: [],
        },
        expect.objectContaining({ author: 'test-owner', score: 7 }),
      ],
    });
  });

  it("GitHub: a discussion's comments and their replies, read from its page", async () => {
    const result = await service().extract({
      url: GITHUB_DISCUSSION_URL,
      html: githubDiscussionPage(),
    });
    expect(result).toMatchObject({
      title: 'Which pattern first? · Discussion #77',
      author: 'loom-keeper',
      text: 'Which pattern should the engine weave first?\n\nThe lattice and the twill both work today.',
      metadata: { siteName: 'GitHub', publishedAt: '2025-03-01T09:00:00.000Z' },
    });
    expect(result.discussion).toEqual({
      totalComments: 4,
      comments: [
        {
          id: '5501',
          author: 'weaver-one',
          text: 'The lattice: it tests every row.\n\nStart where the errors show.',
          score: 5,
          createdAt: '2025-03-01T11:15:00.000Z',
          replies: [
            {
              id: '5502',
              author: 'loom-keeper',
              text: 'Agreed, lattice first.',
              score: 1,
              createdAt: '2025-03-01T12:00:00.000Z',
              replies: [],
            },
            {
              id: '5503',
              author: 'pattern-fan',
              text: 'Then twill in the next release?',
              score: 0,
              createdAt: '2025-03-02T08:30:00.000Z',
              replies: [],
            },
          ],
        },
        {
          id: '5504',
          author: 'second-voice',
          text: 'Twill is what most people ask for.',
          score: 0,
          createdAt: '2025-03-03T16:45:00.000Z',
          replies: [],
        },
      ],
    });
  });

  it('GitHub: the sign-in page a private repository sends to is refused', async () => {
    expect(
      await refusalOf('https://github.com/test-owner/private-repo', GITHUB_LOGIN_PAGE),
    ).toMatch(/^GitHub shows this post only to signed-in visitors/);
  });

  it('Medium: a challenge page is refused', async () => {
    expect(await refusalOf(MEDIUM_URL, MEDIUM_CHALLENGE_PAGE)).toMatch(/^Medium asked to prove/);
  });

  it('Medium: a member-only story is flagged, its preview kept as a preview', async () => {
    const result = await service().extract({ url: MEDIUM_URL, html: mediumMemberOnlyPage() });
    expect(result.metadata.memberOnly).toBe(true);
    expect(result.metadata.likes).toBe(420);
    const free = mediumMemberOnlyPage()
      .replace('"isLocked":true', '"isLocked":false')
      .replace(/"False"/g, '"True"');
    expect(
      (await service().extract({ url: MEDIUM_URL, html: free })).metadata.memberOnly,
    ).toBeUndefined();
  });

  it('Reddit: a page that needs JavaScript is refused when no browser can render it', async () => {
    expect(
      await refusalOf(
        'https://www.reddit.com/r/test/comments/zzz999/gone/',
        REDDIT_JAVASCRIPT_PAGE,
      ),
    ).toMatch(/^Reddit shows this page only with JavaScript/);
  });
});
