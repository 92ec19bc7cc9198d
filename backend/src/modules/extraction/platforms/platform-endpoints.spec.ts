import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/app-config.js';
import { ExtractionService } from '../extraction.service.js';
import { syndicationToken } from './twitter.js';

const servers: http.Server[] = [];
const requested: string[] = [];

/** A local stand-in for a platform's public endpoint, answering JSON by path. */
async function endpoint(answers: Record<string, unknown>): Promise<string> {
  const server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    const key = Object.keys(answers).find((path) => (request.url ?? '').startsWith(path));
    if (!key) return void response.writeHead(404).end('{}');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answers[key]));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  requested.length = 0;
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** The page address itself is unreachable (blocked), so only the endpoint can answer. */
function service(base: string): ExtractionService {
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

describe('platform endpoints through the safe fetcher', () => {
  it('GitHub repository: the REST API gives description, owner, stars, forks and language', async () => {
    const base = await endpoint({
      '/repos/octo/tools': {
        full_name: 'octo/tools',
        description: 'Handy tools',
        owner: { login: 'octo', avatar_url: 'https://avatars.example/octo.png' },
        stargazers_count: 1234,
        forks_count: 56,
        language: 'TypeScript',
        html_url: 'https://github.com/octo/tools',
      },
    });
    const extractor = service(base);
    const result = await extractor.extract({
      url: 'https://github.com/octo/tools',
      html: '<title>x</title>',
    });
    expect(requested).toEqual(['/repos/octo/tools', '/repos/octo/tools/readme']);
    expect(result).toMatchObject({
      title: 'octo/tools: Handy tools',
      author: 'octo',
      description: 'Handy tools',
      metadata: { stars: 1234, forks: 56, programmingLanguage: 'TypeScript' },
    });
  });

  it('Reddit: the post JSON gives title, author, subreddit, text, score and comments', async () => {
    const base = await endpoint({
      '/r/lotus/comments/abc123/my_car.json': [
        {
          data: {
            children: [
              {
                data: {
                  title: 'My car',
                  author: 'driver',
                  subreddit: 'lotus',
                  selftext: 'Square wheels.',
                  score: 321,
                  num_comments: 45,
                  created_utc: 1700000000,
                },
              },
            ],
          },
        },
      ],
    });
    const result = await service(base).extract({
      url: 'https://www.reddit.com/r/lotus/comments/abc123/my_car/',
      html: '<title>My car : r/lotus</title>',
    });
    expect(requested).toEqual(['/r/lotus/comments/abc123/my_car.json']);
    expect(result).toMatchObject({
      title: 'My car : r/lotus',
      author: 'driver',
      text: 'Square wheels.',
      metadata: {
        likes: 321,
        comments: 45,
        community: 'r/lotus',
        publishedAt: '2023-11-14T22:13:20.000Z',
      },
    });
  });

  it('X: the syndication endpoint with the derived token gives text, author and counts', async () => {
    const id = '1222907250383245320';
    const base = await endpoint({
      '/tweet-result': {
        text: 'Hello from the embed',
        user: { name: 'Jane Doe', screen_name: 'janedoe' },
        favorite_count: 10,
        conversation_count: 2,
        created_at: '2020-01-30T15:39:43.000Z',
        mediaDetails: [{ media_url_https: 'https://pbs.twimg.com/media/abc.jpg' }],
      },
    });
    const result = await service(base).extract({
      url: `https://x.com/janedoe/status/${id}`,
      html: '<html><head><title>X</title></head><body></body></html>',
    });
    expect(requested[0]).toBe(`/tweet-result?id=${id}&token=${syndicationToken(id)}&lang=en`);
    expect(result).toMatchObject({
      title: 'Jane Doe (@janedoe) on X',
      author: 'Jane Doe',
      text: 'Hello from the embed',
      imageUrl: 'https://pbs.twimg.com/media/abc.jpg',
      metadata: { likes: 10, comments: 2, authorHandle: 'janedoe' },
    });
  });

  it('YouTube and TikTok: oEmbed when the page has no player data', async () => {
    const base = await endpoint({
      '/oembed': {
        title: 'A video',
        author_name: 'Channel',
        thumbnail_url: 'https://i.ytimg.com/vi/x/hq.jpg',
      },
    });
    const youtube = await service(base).extract({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      html: '<title>YouTube</title>',
    });
    expect(requested[0]).toMatch(
      /^\/oembed\?url=https%3A%2F%2Fwww\.youtube\.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&format=json$/,
    );
    expect(youtube).toMatchObject({
      title: 'A video',
      author: 'Channel',
      metadata: { mediaType: 'video' },
    });
    const tiktok = await service(base).extract({
      url: 'https://www.tiktok.com/@someone/video/7571863205253778710',
      html: '<title>TikTok</title>',
    });
    expect(tiktok).toMatchObject({ text: 'A video', author: 'Channel' });
  });

  it('keeps the page result when an endpoint fails', async () => {
    const base = await endpoint({});
    const result = await service(base).extract({
      url: 'https://github.com/octo/tools',
      html: '<html><head><meta property="og:title" content="GitHub - octo/tools: Handy"></head></html>',
    });
    expect(result.title).toBe('octo/tools: Handy');
  });
});
