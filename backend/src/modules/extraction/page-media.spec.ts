import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { pageMedia } from './page-media.js';

const BASE = 'https://site.test/posts/1';
const page = (head: string) => parseDocument(`<html><head>${head}</head><body></body></html>`);

describe('pageMedia', () => {
  it('keeps one declared image as the lead image only', () => {
    expect(pageMedia(page('<meta property="og:image" content="/a.jpg">'), BASE)).toEqual([]);
  });

  it('turns several images and a video file into a gallery, the first image as poster', () => {
    const media = pageMedia(
      page(`<meta property="og:image" content="/a.jpg"><meta property="og:image:alt" content="First">
        <meta property="og:image" content="https://cdn.test/b.png">
        <meta property="og:image" content="/a.jpg">
        <meta property="og:video" content="/clip.mp4"><meta property="og:video:type" content="video/mp4">`),
      BASE,
    );
    expect(media).toEqual([
      {
        kind: 'image',
        originalUrl: 'https://site.test/a.jpg',
        storedUrl: null,
        notKeptReason: null,
        alt: 'First',
      },
      {
        kind: 'image',
        originalUrl: 'https://cdn.test/b.png',
        storedUrl: null,
        notKeptReason: null,
      },
      {
        kind: 'video',
        originalUrl: 'https://site.test/clip.mp4',
        storedUrl: null,
        notKeptReason: null,
        posterUrl: 'https://site.test/a.jpg',
        mimeType: 'video/mp4',
      },
    ]);
  });

  it('leaves out a video declared as a player page, and non-web addresses', () => {
    const media = pageMedia(
      page(`<meta property="og:image" content="/a.jpg">
        <meta property="og:video" content="https://player.test/embed/1"><meta property="og:video:type" content="text/html">
        <meta property="og:image" content="javascript:alert(1)">`),
      BASE,
    );
    expect(media).toEqual([]);
  });
});
