import { describe, expect, it } from 'vitest';
import { discoverFeedLinks, looksLikeHtml } from './feed-discovery.js';

describe('discoverFeedLinks', () => {
  it('finds the feeds a page announces, RSS and Atom before JSON, absolute and once each', () => {
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/style.css">
<link rel="alternate" type="application/feed+json" href="/feed.json">
<link rel="alternate" type="application/atom+xml" href="atom.xml">
<link rel="ALTERNATE" type="application/rss+xml; charset=utf-8" href="https://cdn.example/rss">
<link rel="alternate" type="application/rss+xml" href="https://cdn.example/rss">
<link rel="alternate" hreflang="fr" href="/fr/">
<link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
</head><body></body></html>`;
    expect(discoverFeedLinks(html, 'https://blog.example/posts/')).toEqual([
      'https://cdn.example/rss',
      'https://blog.example/posts/atom.xml',
      'https://blog.example/feed.json',
    ]);
  });

  it('resolves against <base href>, and finds nothing on a page without feeds', () => {
    const html = `<head><base href="https://other.example/root/"><link rel="alternate" type="application/atom+xml" href="feed"></head>`;
    expect(discoverFeedLinks(html, 'https://blog.example/')).toEqual([
      'https://other.example/root/feed',
    ]);
    expect(discoverFeedLinks('<p>No feed</p>', 'https://blog.example/')).toEqual([]);
  });

  it('tells a web page from a feed', () => {
    expect(looksLikeHtml('text/html', '<rss/>')).toBe(true);
    expect(looksLikeHtml(null, '  <!DOCTYPE html><html>')).toBe(true);
    expect(looksLikeHtml('application/xml', '<?xml version="1.0"?><rss/>')).toBe(false);
  });
});
