import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../platform-extraction.js';
import { SHARED_DATA } from './platform-fixtures.js';
import type { PlatformEndpoints } from './platform-types.js';
import { tweetId } from './twitter.js';
import { youtubeVideoId } from './youtube.js';

const SOCIAL = path.join(SHARED_DATA, 'social-pages/tests');
const OFFLINE: PlatformEndpoints = {
  youtubeOembedBase: 'http://127.0.0.1:9',
  twitterSyndicationBase: 'http://127.0.0.1:9',
  tiktokOembedBase: 'http://127.0.0.1:9',
  redditBase: 'http://127.0.0.1:9',
  githubApiBase: 'http://127.0.0.1:9',
};

interface Header {
  title: string;
  author: string;
  site: string;
  published: string;
}

/** The metadata header of an expected Markdown file (a ```json block). */
function expectedHeader(name: string): Header {
  const markdown = readFileSync(path.join(SOCIAL, 'expected', `${name}.md`), 'utf8');
  const json = /```json\s*([\s\S]*?)```/.exec(markdown)?.[1] ?? '{}';
  return JSON.parse(json) as Header;
}

async function extractSocial(name: string, url: string) {
  const html = readFileSync(path.join(SOCIAL, 'fixtures', `${name}.html`), 'utf8');
  return extractPage({ url, html, fetchJson: null, endpoints: OFFLINE });
}

describe('platform extractors on the social pages (Defuddle fixtures)', () => {
  it.each([
    ['general--github.com-issue-56', 'https://github.com/kepano/defuddle/issues/56'],
    [
      'general--github.com-test-owner-test-repo-pull-42',
      'https://github.com/test-owner/test-repo/pull/42',
    ],
  ])('GitHub %s: who opened it and when', async (name, url) => {
    const expected = expectedHeader(name);
    const result = await extractSocial(name, url);
    expect(result.author).toBe(expected.author);
    expect(result.metadata.publishedAt).toBe(new Date(expected.published).toISOString());
  });

  it('old Reddit: author, subreddit, date and the post body without comments', async () => {
    const name = 'comments--old.reddit.com-r-test-comments-abc123-test_post';
    const expected = expectedHeader(name);
    const result = await extractSocial(
      name,
      'https://old.reddit.com/r/test/comments/abc123/test_post/',
    );
    expect(result.author).toBe(expected.author);
    expect(result.metadata.community).toBe(expected.site);
    expect(result.metadata.publishedAt).toBe(new Date(expected.published).toISOString());
    expect(result.text).toBe('This is the post body with some content.');
  });

  it('X: the post the address names in a localized conversation', async () => {
    const name = 'issues--272-x-localized-conversation-timeline';
    const expected = expectedHeader(name);
    const result = await extractSocial(name, 'https://x.com/main_user/status/1234567890');
    expect(`@${result.metadata.authorHandle ?? ''}`).toBe(expected.author);
    expect(result.metadata.publishedAt).toBe(expected.published);
    expect(result.text).toBe('Main post from a localized X interface.');
  });
});

interface YtDlpTest {
  url: string;
  info_dict?: { id?: string; display_id?: string };
}

function ytDlpTests(file: string, extractor: string): YtDlpTest[] {
  const all = JSON.parse(
    readFileSync(path.join(SHARED_DATA, 'platform-expectations', file), 'utf8'),
  ) as Record<string, { _TESTS: YtDlpTest[] }>;
  return all[extractor]?._TESTS ?? [];
}

describe('address forms from the platform expectations (yt-dlp)', () => {
  it('finds the YouTube video id in every address form that carries it', () => {
    const cases = ytDlpTests('youtube__video.tests.json', 'YoutubeIE').filter(
      (test) =>
        test.info_dict?.id &&
        /^(https?:)?\/\//.test(test.url) &&
        test.url.includes(test.info_dict.id),
    );
    expect(cases.length).toBeGreaterThan(30);
    for (const test of cases) {
      const url = new URL(test.url.startsWith('//') ? `https:${test.url}` : test.url);
      expect(youtubeVideoId(url), test.url).toBe(test.info_dict?.id);
    }
  });

  it('finds the tweet id yt-dlp names in every status address', () => {
    const cases = ytDlpTests('twitter.tests.json', 'TwitterIE').filter((test) =>
      /^\d+$/.test(test.info_dict?.display_id ?? test.info_dict?.id ?? ''),
    );
    expect(cases.length).toBeGreaterThan(20);
    for (const test of cases) {
      const id = test.info_dict?.display_id ?? test.info_dict?.id;
      expect(tweetId(new URL(test.url)), test.url).toBe(id);
    }
  });
});
