import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solidPng } from './support/png';

/**
 * A local web site the app saves pages from, serving recorded real pages from the shared test
 * data (`../../../shared/data`, beside the repository both here and in CI).
 */
const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');

/** Mozilla Readability's copy of an Ars Technica article, with og:title and an author. */
export const ARTICLE = {
  source: path.join(DATA_DIR, 'readability-pages/ars-1/source.html'),
  title: 'Just-released Minecraft exploit makes it easy to crash game servers',
  titleWord: 'Minecraft',
};

export function numberedPageTitle(n: number): string {
  return `Fixture page number ${n}`;
}

export const PICTURE_PAGE_TITLE = 'A page with a picture';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function simplePage(title: string, imageUrl?: string): string {
  const paragraph =
    'This page exists so the end-to-end tests can save many distinct links. It carries enough ' +
    'ordinary prose for an article extractor to recognise a main text, and nothing else.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}">
${imageUrl ? `<meta property="og:image" content="${escapeAttribute(imageUrl)}">` : ''}</head><body><article><h1>${title}</h1>
${Array.from({ length: 4 }, () => `<p>${paragraph}</p>`).join('\n')}</article></body></html>`;
}

export interface FixtureSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /**
   * The article, answered only once `release(key)` is called, so a test can watch an item while
   * it is still being extracted.
   */
  heldArticleUrl: (key: string) => string;
  release: (key: string) => void;
  /** The article at an address of its own, answered at once. */
  articleUrl: (key: string) => string;
  /** Answers 404 on its first request and the article on later ones (a page that came back). */
  flakyArticleUrl: (key: string) => string;
  /** A small distinct page with the title `numberedPageTitle(n)`. */
  numberedPageUrl: (n: number, key: string) => string;
  /** A small page titled `PICTURE_PAGE_TITLE` whose social-sharing image is `imageUrl`. */
  picturePageUrl: (imageUrl: string, key: string) => string;
  /** A PNG (64 × 48) the server can fetch and store as an item's picture. */
  pictureUrl: string;
  close: () => Promise<void>;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const article = readFileSync(ARTICLE.source);
  const picture = solidPng(64, 48, [59, 130, 246]);
  const waiting = new Map<string, (() => void)[]>();
  const released = new Set<string>();
  const flakySeen = new Set<string>();

  const sendHtml = (response: http.ServerResponse, body: string | Buffer, status = 200) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(body);
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    const key = url.searchParams.get('key') ?? '';
    switch (url.pathname) {
      case '/held-article': {
        if (released.has(key)) return sendHtml(response, article);
        const queue = waiting.get(key) ?? [];
        queue.push(() => sendHtml(response, article));
        waiting.set(key, queue);
        return undefined;
      }
      case '/article':
        return sendHtml(response, article);
      case '/flaky-article':
        if (flakySeen.has(key)) return sendHtml(response, article);
        flakySeen.add(key);
        return sendHtml(response, '<!doctype html><title>Not Found</title>', 404);
      case '/page':
        return sendHtml(response, simplePage(numberedPageTitle(Number(url.searchParams.get('n')))));
      case '/picture-page':
        return sendHtml(
          response,
          simplePage(PICTURE_PAGE_TITLE, url.searchParams.get('image') ?? undefined),
        );
      case '/picture.png':
        response.writeHead(200, { 'Content-Type': 'image/png' });
        return response.end(picture);
      default:
        return sendHtml(response, '<!doctype html><title>Not Found</title>', 404);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const at = (pathname: string, params: Record<string, string>) =>
    `${origin}${pathname}?${new URLSearchParams(params).toString()}`;

  return {
    origin,
    heldArticleUrl: (key) => at('/held-article', { key }),
    release: (key) => {
      released.add(key);
      for (const answer of waiting.get(key) ?? []) answer();
      waiting.delete(key);
    },
    articleUrl: (key) => at('/article', { key }),
    flakyArticleUrl: (key) => at('/flaky-article', { key }),
    numberedPageUrl: (n, key) => at('/page', { n: String(n), key }),
    picturePageUrl: (image, key) => at('/picture-page', { image, key }),
    pictureUrl: `${origin}/picture.png`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const key of waiting.keys()) released.add(key);
        for (const answers of waiting.values()) for (const answer of answers) answer();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
