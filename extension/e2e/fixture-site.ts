import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The cookie the browser holds on the fixture site: the "login wall" only opens for it. */
export const SESSION_COOKIE = { name: 'fixture_session', value: 'signed-in' };

/** Texts a test looks for in what the server extracted. */
export const WALLED = {
  documentTitle: (key: string) => `Post ${key} | Fixture Social`,
  ogTitle: (key: string) => `Snapshot fixture post ${key}`,
  /** Only in the rendered DOM: an inline script writes it after load. */
  renderedText:
    'This paragraph was written by the page script and exists only in the rendered page.',
  /** Only behind the login wall. */
  memberText:
    'Members of Fixture Social can read this whole post about keeping what you find online.',
  wallTitle: 'Sign in to Fixture Social',
};

export const PUBLIC_ARTICLE = {
  title: (key: string) => `Public fixture article ${key}`,
};

const paragraphs = (sentence: string, count: number) =>
  Array.from({ length: count }, () => `<p>${sentence}</p>`).join('\n');

const PROSE =
  'Saving a page keeps its words when the original moves or disappears. This fixture carries ' +
  'enough ordinary prose for the extractor to recognise a main text and nothing more.';

function walledPost(key: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${WALLED.documentTitle(key)}</title>
<meta property="og:title" content="${WALLED.ogTitle(key)}">
<meta property="og:site_name" content="Fixture Social">
</head><body><nav>Home · Feed · Messages</nav>
<article id="post"><h1>${WALLED.ogTitle(key)}</h1>
<p>${WALLED.memberText}</p>
${paragraphs(PROSE, 4)}
</article>
<script>
  const rendered = document.createElement('p');
  rendered.textContent = ${JSON.stringify(WALLED.renderedText)};
  document.getElementById('post').append(rendered);
</script>
</body></html>`;
}

function loginWall(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${WALLED.wallTitle}</title><meta property="og:title" content="${WALLED.wallTitle}">
</head><body><main><h1>${WALLED.wallTitle}</h1><p>Sign in or join to see this post.</p></main></body></html>`;
}

function publicArticle(key: string): string {
  const title = PUBLIC_ARTICLE.title(key);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}"></head>
<body><article><h1>${title}</h1>${paragraphs(PROSE, 4)}</article></body></html>`;
}

export interface FixtureSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A post behind a login wall: the full post with the session cookie, the wall without. */
  walledPostUrl: (key: string) => string;
  /** An article anyone (the server's fetcher too) can read. */
  publicArticleUrl: (key: string) => string;
  /** Requests for `walledPostUrl(key)` that came without the session cookie (the server's fetch). */
  wallHits: (key: string) => number;
  close: () => Promise<void>;
}

/** A local web site on 127.0.0.1 standing in for a social network with a login wall. */
export async function startFixtureSite(): Promise<FixtureSite> {
  const wallHits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    const key = url.searchParams.get('key') ?? '';
    const send = (body: string, status = 200) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    switch (url.pathname) {
      case '/post': {
        const signedIn = (request.headers.cookie ?? '').includes(
          `${SESSION_COOKIE.name}=${SESSION_COOKIE.value}`,
        );
        if (signedIn) return send(walledPost(key));
        wallHits.set(key, (wallHits.get(key) ?? 0) + 1);
        return send(loginWall());
      }
      case '/article':
        return send(publicArticle(key));
      default:
        return send('<!doctype html><title>Not Found</title>', 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    walledPostUrl: (key) => `${origin}/post?key=${encodeURIComponent(key)}`,
    publicArticleUrl: (key) => `${origin}/article?key=${encodeURIComponent(key)}`,
    wallHits: (key) => wallHits.get(key) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
