import type { PostMedia, ThreadPost } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { type AddressOutcome, allPostMedia, applyOutcomes, notKeptNotice } from './media-parts.js';
import { readerImageUrls, withStoredImages } from './reader-images.js';

const entry = (url: string, kind: PostMedia['kind'] = 'image'): PostMedia => ({
  kind,
  originalUrl: url,
  storedUrl: null,
  notKeptReason: null,
});

const post = (id: string, media: PostMedia[], quoted: ThreadPost | null = null): ThreadPost => ({
  id,
  url: null,
  author: null,
  authorHandle: null,
  text: id,
  createdAt: null,
  likes: null,
  replies: null,
  reposts: null,
  views: null,
  media,
  quoted,
});

const kept = (id: number): AddressOutcome => ({
  storedUrl: `/api/media/stored/${id}`,
  mimeType: 'image/png',
  bytes: 10,
  width: 4,
  height: 3,
  duration: null,
});

describe('applyOutcomes', () => {
  it('fills the post, thread and quoted media by original address and counts what was not kept', () => {
    const parts = {
      media: [entry('https://a.test/1.png'), entry('https://a.test/2.mp4', 'video')],
      thread: [
        post('p1', [entry('https://a.test/1.png')], post('q', [entry('https://a.test/3.png')])),
      ],
      readableHtml: null,
    };
    expect(allPostMedia(parts)).toHaveLength(4);
    const outcomes = new Map<string, AddressOutcome>([
      ['https://a.test/1.png', kept(7)],
      ['https://a.test/2.mp4', { notKeptReason: 'Larger than 200 MB' }],
      ['https://a.test/3.png', { notKeptReason: 'The site refused the download' }],
    ]);
    const next = applyOutcomes(parts, outcomes, []);
    expect(next.media[0]).toMatchObject({ storedUrl: '/api/media/stored/7', width: 4, bytes: 10 });
    expect(next.media[1]).toMatchObject({ storedUrl: null, notKeptReason: 'Larger than 200 MB' });
    expect(next.thread?.[0]?.media[0]?.storedUrl).toBe('/api/media/stored/7');
    expect(next.thread?.[0]?.quoted?.media[0]?.notKeptReason).toBe('The site refused the download');
    expect(next.mediaNotKept).toBe(
      '2 files not kept: Larger than 200 MB; The site refused the download',
    );
  });

  it('never changes an entry that was already stored', () => {
    const stored = { ...entry('https://a.test/1.png'), storedUrl: '/api/media/stored/1' };
    const next = applyOutcomes(
      { media: [stored], thread: null, readableHtml: null },
      new Map([['https://a.test/1.png', { notKeptReason: 'x' }]]),
      [],
    );
    expect(next.media[0]).toEqual(stored);
    expect(next.mediaNotKept).toBeNull();
  });

  it('says nothing when everything was kept', () => {
    expect(notKeptNotice([])).toBeNull();
    expect(notKeptNotice(['a', 'a'])).toBe('2 files not kept: a');
  });
});

describe('reader images', () => {
  const html =
    '<p>Hi</p><img src="https://a.test/x.png?a=1&amp;b=2" alt="x"><img alt="y" src="/api/media/stored/3"><img src="https://a.test/x.png?a=1&amp;b=2">';

  it('lists each web address once, unescaped, leaving Vault’s own copies out', () => {
    expect(readerImageUrls(html)).toEqual(['https://a.test/x.png?a=1&b=2']);
  });

  it('points the stored ones at Vault’s copy and leaves the rest', () => {
    const next = withStoredImages(
      html,
      new Map([['https://a.test/x.png?a=1&b=2', '/api/media/stored/9']]),
    );
    expect(next).toBe(
      '<p>Hi</p><img src="/api/media/stored/9" alt="x"><img alt="y" src="/api/media/stored/3"><img src="/api/media/stored/9">',
    );
    expect(withStoredImages(html, new Map())).toBe(html);
  });
});
