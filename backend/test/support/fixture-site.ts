import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REDDIT_THREAD_PATH, redditThreadJson } from './reddit-thread.js';
import { answerPlatformEndpoint } from './social-formats.js';

export interface FixtureSite {
  origin: string;
  /** Requests received per path (without query). */
  hits: Map<string, number>;
  /** Makes `/flaky` fail with 503 this many more times before answering. */
  setFlakyFailures(count: number): void;
  /** Makes the next `count` requests to `/hangs/…` hang for `ms`, then drop the connection. */
  setHangs(count: number, ms: number): void;
  /** The most requests for one address (path and query) that were in flight at once. */
  maxInFlight(): number;
  close(): Promise<void>;
}

export function articleHtml(title: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head>
<title>${title} | Fixture Blog</title>
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Fixture Blog">
<meta property="og:description" content="A description of ${title}.">
<meta property="og:image" content="/images/lead.png">
<meta name="author" content="Ada Lovelace">
</head><body><article><h1>${title}</h1>
<p>The analytical engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves. ${extra}</p>
<p>Second paragraph with enough words to count as the main text of this article page.</p>
</article></body></html>`;
}

/** A platform's signed-out page: a heading, a line of pitch, and sign-in and sign-up buttons. */
export const SIGN_IN_WALL_HTML = `<!doctype html><html lang="en"><head><title>Fixture Social</title></head>
<body><main><h1>Don't miss what's happening</h1><p>People here are the first to know.</p>
<a href="/login" role="button">Log in</a> <a href="/i/flow/signup" role="button">Sign up</a></main>
<nav><a href="/tos">Terms of Service</a> <a href="/privacy">Privacy Policy</a></nav></body></html>`;

/** A small local website serving pages to save, for the extraction path of the tests. */
export async function startFixtureSite(): Promise<FixtureSite> {
  const hits = new Map<string, number>();
  let flakyFailures = 0;
  let hangs = { count: 0, ms: 0 };
  const inFlight = new Map<string, number>();
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const address = url.pathname + url.search;
    inFlight.set(address, (inFlight.get(address) ?? 0) + 1);
    maxInFlight = Math.max(maxInFlight, inFlight.get(address)!);
    response.on('close', () => inFlight.set(address, inFlight.get(address)! - 1));
    const html = (body: string, status = 200) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    // X's syndication answers, YouTube's caption tracks and GitHub's REST API, for `*_BASE`.
    if (answerPlatformEndpoint(request, response)) return;
    switch (url.pathname) {
      case '/article':
        return html(articleHtml(url.searchParams.get('title') ?? 'Notes on the Analytical Engine'));
      case '/walls/sign-in':
        return html(SIGN_IN_WALL_HTML);
      case `${REDDIT_THREAD_PATH.replace(/\/$/, '')}.json`:
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        return void response.end(JSON.stringify(redditThreadJson()));
      case '/missing':
        return html('<h1>Not here</h1>', 404);
      case '/flaky':
        if (flakyFailures > 0) {
          flakyFailures -= 1;
          return html('<h1>Busy</h1>', 503);
        }
        return html(articleHtml('Eventually Consistent'));
      case '/slow': {
        // Answers after ?ms= (a slow site); the client may give up first.
        const timer = setTimeout(
          () => html(articleHtml('Slow but there')),
          Number(url.searchParams.get('ms') ?? 30_000),
        );
        response.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        if (url.pathname.startsWith('/hangs/') && hangs.count > 0) {
          hangs.count -= 1;
          setTimeout(() => request.socket.destroy(), hangs.ms);
          return;
        }
        return html(articleHtml(`Page ${url.pathname}${url.search}`));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    setFlakyFailures: (count) => {
      flakyFailures = count;
    },
    setHangs: (count, ms) => {
      hangs = { count, ms };
    },
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
