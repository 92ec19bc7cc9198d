import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PROSE =
  'This post exists so the end-to-end tests can follow a feed. It carries enough ordinary prose ' +
  'for an article extractor to recognise a main text, and nothing else worth reading.';

export interface FeedSite {
  /** A blog page that announces its RSS feed with `<link rel="alternate">`. */
  blogUrl: string;
  rssUrl: string;
  /** Publishes a post; it is the newest entry of the feed from now on. */
  publish(title: string): void;
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A local blog with an RSS feed whose posts the test publishes as it goes. */
export async function startFeedSite(name: string, titles: string[]): Promise<FeedSite> {
  const posts = [...titles];
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed-site.invalid');
    const post = /^\/posts\/(\d+)$/.exec(url.pathname);
    if (post && posts[Number(post[1]) - 1]) {
      const title = escapeXml(posts[Number(post[1]) - 1]!);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title><meta property="og:title" content="${title}"></head>
<body><article><h1>${title}</h1>${`<p>${PROSE}</p>`.repeat(4)}</article></body></html>`);
    }
    if (url.pathname === '/blog') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html><head><title>${escapeXml(name)}</title>
<link rel="alternate" type="application/rss+xml" href="/rss.xml"></head><body><h1>${escapeXml(name)}</h1></body></html>`);
    }
    if (url.pathname === '/rss.xml') {
      const items = posts
        .map(
          (title, index) => `<item><title>${escapeXml(title)}</title>
<link>${origin}/posts/${index + 1}</link><guid>${origin}/posts/${index + 1}</guid>
<pubDate>${new Date(Date.UTC(2026, 0, 1, 0, index)).toUTCString()}</pubDate></item>`,
        )
        .reverse()
        .join('\n');
      response.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
      return response.end(`<?xml version="1.0"?><rss version="2.0"><channel>
<title>${escapeXml(name)}</title><link>${origin}/blog</link><description>A local blog</description>
${items}</channel></rss>`);
    }
    response.writeHead(404, { 'Content-Type': 'text/html' });
    return response.end('<title>Not Found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    blogUrl: `${origin}/blog`,
    rssUrl: `${origin}/rss.xml`,
    publish: (title) => void posts.push(title),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
