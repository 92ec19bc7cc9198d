import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { articleHtml } from './fixture-site.js';

/** A post the site has published; `n` counts from 1, oldest first. */
export interface FeedSitePost {
  n: number;
  title: string;
  summary: string;
  published: Date;
}

export interface FailureMode {
  status: number;
  headers?: Record<string, string>;
}

export interface FeedSite {
  origin: string;
  /** The feed documents, one per format, all listing the same posts. */
  rssUrl: string;
  atomUrl: string;
  jsonUrl: string;
  /** A web page announcing the RSS and Atom feeds with `<link rel="alternate">`. */
  blogUrl: string;
  /** A web page announcing no feed. */
  plainPageUrl: string;
  postUrl(n: number): string;
  /** Publishes posts (the newest last); a title may be given for each. */
  publish(titles: string[]): FeedSitePost[];
  /** Makes every request to a path answer this status (with headers) until `recover`. */
  fail(path: string, mode: FailureMode): void;
  recover(path: string): void;
  /** Answers per path, by status: `answers('/rss.xml', 304)`. */
  answers(path: string, status: number): number;
  /** The headers of the latest request to a path. */
  lastRequest(path: string): http.IncomingHttpHeaders | null;
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A local blog with an RSS 2.0, an Atom 1.0 and a JSON Feed 1.1 of its posts. It publishes new
 * posts when told, answers conditional GETs with 304 (ETag and Last-Modified), and fails on
 * demand (429 with Retry-After, 500).
 */
export async function startFeedSite(options: { ttlMinutes?: number } = {}): Promise<FeedSite> {
  const posts: FeedSitePost[] = [];
  const failures = new Map<string, FailureMode>();
  const statuses = new Map<string, number>();
  const lastHeaders = new Map<string, http.IncomingHttpHeaders>();
  let version = 0;
  let origin = '';

  const newestFirst = () => [...posts].reverse();
  const lastModified = () => (posts.at(-1)?.published ?? new Date(0)).toUTCString();
  const etag = () => `"posts-${version}"`;
  const postUrl = (n: number) => `${origin}/posts/${n}`;

  const rss = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>Fixture Engineering Blog</title><link>${origin}/blog</link>
<description>Notes from a local blog</description>
${options.ttlMinutes ? `<ttl>${options.ttlMinutes}</ttl>` : ''}
${newestFirst()
  .map(
    (post) => `<item><title>${escapeXml(post.title)}</title><link>${postUrl(post.n)}</link>
<guid isPermaLink="false">fixture-post-${post.n}</guid><pubDate>${post.published.toUTCString()}</pubDate>
<description>${escapeXml(post.summary)}</description></item>`,
  )
  .join('\n')}
</channel></rss>`;

  const atom = () => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Fixture Engineering Blog</title><id>urn:fixture:blog</id>
<link rel="alternate" href="${origin}/blog"/><link rel="self" href="${origin}/atom.xml"/>
<updated>${(posts.at(-1)?.published ?? new Date(0)).toISOString()}</updated>
<author><name>Fixture Author</name></author>
${newestFirst()
  .map(
    (post) => `<entry><title>${escapeXml(post.title)}</title><id>urn:fixture:post:${post.n}</id>
<link rel="alternate" href="${postUrl(post.n)}"/><updated>${post.published.toISOString()}</updated>
<summary>${escapeXml(post.summary)}</summary></entry>`,
  )
  .join('\n')}
</feed>`;

  const jsonFeed = () =>
    JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Fixture Engineering Blog',
      home_page_url: `${origin}/blog`,
      feed_url: `${origin}/feed.json`,
      items: newestFirst().map((post) => ({
        id: `fixture-json-${post.n}`,
        url: postUrl(post.n),
        title: post.title,
        content_text: post.summary,
        date_published: post.published.toISOString(),
      })),
    });

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed-site.invalid');
    lastHeaders.set(url.pathname, request.headers);
    const send = (status: number, type: string, body: string, headers = {}) => {
      const key = `${url.pathname} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      response.writeHead(status, { 'Content-Type': type, ...headers });
      response.end(body);
    };
    const failure = failures.get(url.pathname);
    if (failure) return send(failure.status, 'text/plain', 'Failing', failure.headers);
    const feedAnswer = (type: string, body: () => string) => {
      const validators = { ETag: etag(), 'Last-Modified': lastModified() };
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      const unchanged = ifNoneMatch
        ? ifNoneMatch === etag()
        : ifModifiedSince !== undefined &&
          Date.parse(ifModifiedSince) >= Date.parse(lastModified());
      if (unchanged) return send(304, type, '', validators);
      return send(200, type, body(), validators);
    };
    const post = /^\/posts\/(\d+)$/.exec(url.pathname);
    if (post) {
      const found = posts.find((entry) => entry.n === Number(post[1]));
      if (!found) return send(404, 'text/html', '<h1>Not here</h1>');
      return send(200, 'text/html; charset=utf-8', articleHtml(found.title, found.summary));
    }
    switch (url.pathname) {
      case '/rss.xml':
        return feedAnswer('application/rss+xml; charset=utf-8', rss);
      case '/atom.xml':
        return feedAnswer('application/atom+xml; charset=utf-8', atom);
      case '/feed.json':
        return feedAnswer('application/feed+json; charset=utf-8', jsonFeed);
      case '/blog':
        return send(
          200,
          'text/html; charset=utf-8',
          `<!doctype html><html><head><title>Fixture Engineering Blog</title>
<link rel="stylesheet" href="/style.css">
<link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.xml">
<link rel="alternate" type="application/atom+xml" title="Atom" href="/atom.xml">
</head><body><h1>Fixture Engineering Blog</h1></body></html>`,
        );
      case '/plain':
        return send(
          200,
          'text/html; charset=utf-8',
          '<!doctype html><html><head><title>No feed here</title></head><body><p>Hello</p></body></html>',
        );
      default:
        return send(404, 'text/html', '<h1>Not here</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    rssUrl: `${origin}/rss.xml`,
    atomUrl: `${origin}/atom.xml`,
    jsonUrl: `${origin}/feed.json`,
    blogUrl: `${origin}/blog`,
    plainPageUrl: `${origin}/plain`,
    postUrl,
    publish(titles) {
      const published = titles.map((title) => {
        const n = posts.length + 1;
        // A second apart and in the past, so dates order the posts as they were published.
        const post: FeedSitePost = {
          n,
          title,
          summary: `Post number ${n} of the fixture blog, about ${title.toLowerCase()}.`,
          published: new Date(Date.UTC(2026, 0, 1) + n * 1000),
        };
        posts.push(post);
        return post;
      });
      version += 1;
      return published;
    },
    fail: (path, mode) => failures.set(path, mode),
    recover: (path) => failures.delete(path),
    answers: (path, status) => statuses.get(`${path} ${status}`) ?? 0,
    lastRequest: (path) => lastHeaders.get(path) ?? null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
