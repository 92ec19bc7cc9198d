import { describe, expect, it } from 'vitest';
import { redditMedia } from './reddit-media.js';

describe('Reddit media from the thread JSON', () => {
  it("keeps a gallery's images in the post's order, addresses unescaped", () => {
    const post = {
      is_gallery: true,
      gallery_data: { items: [{ media_id: 'b', caption: 'Second first' }, { media_id: 'a' }] },
      media_metadata: {
        a: {
          status: 'valid',
          m: 'image/jpg',
          s: { u: 'https://preview.redd.it/a.jpg?w=1&amp;s=x', x: 800, y: 600 },
        },
        b: {
          status: 'valid',
          m: 'image/png',
          s: { u: 'https://preview.redd.it/b.png?s=y', x: 640, y: 480 },
        },
      },
    };
    expect(redditMedia(post)).toEqual([
      {
        kind: 'image',
        originalUrl: 'https://preview.redd.it/b.png?s=y',
        storedUrl: null,
        notKeptReason: null,
        mimeType: 'image/png',
        width: 640,
        height: 480,
        alt: 'Second first',
      },
      {
        kind: 'image',
        originalUrl: 'https://preview.redd.it/a.jpg?w=1&s=x',
        storedUrl: null,
        notKeptReason: null,
        mimeType: 'image/jpg',
        width: 800,
        height: 600,
      },
    ]);
  });

  it('keeps a hosted video with its poster', () => {
    const post = {
      is_video: true,
      preview: { images: [{ source: { url: 'https://preview.redd.it/poster.jpg?a=1&amp;b=2' } }] },
      secure_media: {
        reddit_video: {
          fallback_url: 'https://v.redd.it/xyz/DASH_720.mp4?source=fallback',
          duration: 31,
          width: 1280,
          height: 720,
        },
      },
    };
    expect(redditMedia(post)).toEqual([
      expect.objectContaining({
        kind: 'video',
        originalUrl: 'https://v.redd.it/xyz/DASH_720.mp4?source=fallback',
        posterUrl: 'https://preview.redd.it/poster.jpg?a=1&b=2',
        duration: 31,
      }),
    ]);
  });

  it('keeps nothing for a text post', () => {
    expect(
      redditMedia({ selftext: 'Words only', url: 'https://www.reddit.com/r/x/comments/1/' }),
    ).toEqual([]);
  });
});
