import { describe, expect, it } from 'vitest';
import type { ExtractionResult } from './extraction.types.js';
import { genericResult } from './generic-extraction.js';
import { extractPage, mergeResults } from './platform-extraction.js';
import type { PlatformEndpoints } from './platforms/platform-types.js';

const OFFLINE: PlatformEndpoints = {
  youtubeOembedBase: 'http://127.0.0.1:9',
  twitterSyndicationBase: 'http://127.0.0.1:9',
  tiktokOembedBase: 'http://127.0.0.1:9',
  redditBase: 'http://127.0.0.1:9',
  githubApiBase: 'http://127.0.0.1:9',
};

const PAGE = `<!doctype html><html lang="en"><head>
  <title>Generic title</title>
  <meta property="og:image" content="https://cdn.example/lead.jpg">
  <meta name="description" content="Generic description">
</head><body><article><p>${'Plain words for the reader. '.repeat(20)}</p></article></body></html>`;

const GENERIC: ExtractionResult = {
  title: 'Generic title',
  author: 'Generic author',
  text: 'Generic text',
  description: 'Generic description',
  imageUrl: 'https://cdn.example/lead.jpg',
  canonicalUrl: null,
  metadata: { mediaType: 'website', lang: 'en', description: 'Generic description' },
};

describe('mergeResults', () => {
  it("does not start a platform's text with the title it is stored under (text rule 2)", () => {
    const title = 'Tide pools at dawn on the northern shore : r/nature';
    const merged = mergeResults(
      { ...GENERIC, title },
      {
        text: 'Tide pools at dawn on the northern shore\n\nThe rangers walk the pools at sunrise.',
      },
    );
    expect(merged.title).toBe(title);
    expect(merged.text).toBe('The rangers walk the pools at sunrise.');
    const linkPost = mergeResults(
      { ...GENERIC, title },
      { text: 'Tide pools at dawn on the northern shore' },
    );
    expect(linkPost.text).toBeNull();
    const titledByPlatform = mergeResults(
      { ...GENERIC, text: 'Tide pools at dawn on the northern shore' },
      { title },
    );
    expect(titledByPlatform.text).toBeNull();
  });

  it('lets platform fields win and keeps generic values for the gaps', () => {
    const merged = mergeResults(GENERIC, {
      title: 'Platform title',
      author: null,
      description: 'Platform description',
      metadata: { mediaType: 'video', likes: 12 },
    });
    expect(merged).toMatchObject({
      title: 'Platform title',
      author: 'Generic author',
      text: 'Generic text',
      imageUrl: 'https://cdn.example/lead.jpg',
      description: 'Platform description',
      metadata: { mediaType: 'video', likes: 12, lang: 'en', description: 'Platform description' },
    });
  });

  it('recomputes the reading time from a platform text', () => {
    const merged = mergeResults(GENERIC, { text: 'word '.repeat(1000) });
    expect(merged.metadata.readingMinutes).toBe(5);
  });
});

describe('extractPage', () => {
  it('gives other sites the generic result unchanged', async () => {
    const url = 'https://news.example/story';
    const { platform, ...result } = await extractPage({
      url,
      html: PAGE,
      fetchJson: null,
      endpoints: OFFLINE,
    });
    expect(platform).toBe('other');
    expect(result).toEqual(genericResult(PAGE, url));
  });

  it('keeps the generic result when a platform page lacks its data and nothing may be fetched', async () => {
    const result = await extractPage({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      html: PAGE,
      fetchJson: null,
      endpoints: OFFLINE,
    });
    expect(result).toMatchObject({ platform: 'youtube', title: 'Generic title' });
  });

  it('keeps the generic result when the platform endpoint fails', async () => {
    const result = await extractPage({
      url: 'https://github.com/octo/tools',
      html: PAGE,
      fetchJson: () => Promise.reject(new Error('down')),
      endpoints: OFFLINE,
    });
    expect(result).toMatchObject({ platform: 'github', title: 'Generic title', author: 'octo' });
  });

  it('works from the endpoint alone when the page could not be had', async () => {
    const result = await extractPage({
      url: 'https://github.com/octo/tools',
      html: null,
      fetchJson: () =>
        Promise.resolve({
          full_name: 'octo/tools',
          description: 'Handy',
          owner: { login: 'octo' },
        }),
      endpoints: OFFLINE,
    });
    expect(result).toMatchObject({ title: 'octo/tools: Handy', author: 'octo', text: null });
  });
});
