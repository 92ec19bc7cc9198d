import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from './support/png';

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

export const GALLERY = {
  title: (key: string) => `Members' gallery ${key}`,
  photo: { width: 160, height: 120, rgb: [40, 90, 220] as [number, number, number] },
  banner: { width: 20, height: 20, rgb: [30, 160, 90] as [number, number, number] },
};

/** A members-only post whose picture and banner the site serves only with the session cookie. */
function galleryPost(key: string): string {
  const title = GALLERY.title(key);
  const query = `?key=${encodeURIComponent(key)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}">
<style>.banner { height: 40px; background-image: url("/members/banner.png${query}"); }</style>
</head><body><article><h1>${title}</h1>${paragraphs(PROSE, 4)}
<img class="photo" src="/members/photo.png${query}" alt="A blue rectangle" width="160" height="120">
<div class="banner">Banner</div></article></body></html>`;
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
  /** A members-only post with members-only images (`GALLERY`). */
  galleryUrl: (key: string) => string;
  /** Requests for one of the gallery's images, with and without the session cookie. */
  imageHits: (key: string, image: 'photo' | 'banner') => { signedIn: number; signedOut: number };
  close: () => Promise<void>;
}

/** A local web site on 127.0.0.1 standing in for a social network with a login wall. */
export async function startFixtureSite(): Promise<FixtureSite> {
  const wallHits = new Map<string, number>();
  const imageHits = new Map<string, { signedIn: number; signedOut: number }>();
  const images = {
    '/members/photo.png': solidPng(GALLERY.photo.width, GALLERY.photo.height, GALLERY.photo.rgb),
    '/members/banner.png': solidPng(
      GALLERY.banner.width,
      GALLERY.banner.height,
      GALLERY.banner.rgb,
    ),
  } as Record<string, Buffer>;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    const key = url.searchParams.get('key') ?? '';
    const send = (body: string, status = 200) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    const signedIn = (request.headers.cookie ?? '').includes(
      `${SESSION_COOKIE.name}=${SESSION_COOKIE.value}`,
    );
    const image = images[url.pathname];
    if (image) {
      const counted = `${key} ${url.pathname}`;
      const hits = imageHits.get(counted) ?? { signedIn: 0, signedOut: 0 };
      hits[signedIn ? 'signedIn' : 'signedOut'] += 1;
      imageHits.set(counted, hits);
      if (!signedIn) return void response.writeHead(403).end();
      return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(image);
    }
    switch (url.pathname) {
      case '/gallery':
        return send(signedIn ? galleryPost(key) : loginWall(), signedIn ? 200 : 403);
      case '/post': {
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
    galleryUrl: (key) => `${origin}/gallery?key=${encodeURIComponent(key)}`,
    imageHits: (key, image) => ({
      ...(imageHits.get(`${key} /members/${image}.png`) ?? { signedIn: 0, signedOut: 0 }),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
