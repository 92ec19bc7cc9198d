import {
  isAppPath,
  APP_START_CHUNKS_FILE,
  PRERENDER_DIR,
  PRERENDERED_PAGES,
  type AppStartChunks,
  type LaunchMode,
  type PublicPageKey,
} from '@vault/contracts';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { SESSION_COOKIE_NAME } from '../common/http/same-origin.js';
import { pageForPath, renderIndexHtml, showsCanonicalPage } from './page-head.js';
import { preferredEncoding, webappAssets } from './webapp-assets.js';
import { shareNavigationGuard } from './share-navigation.js';

interface IndexVariant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface WebappOptions {
  distDir: string;
  appUrl: string;
  launchMode: LaunchMode;
}

/** The pages the webapp build prerendered (`dist/prerendered/<page>.html`), by page. */
function readPrerendered(distDir: string): Map<PublicPageKey, string> {
  const pages = new Map<PublicPageKey, string>();
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(distDir, PRERENDER_DIR, `${page}.html`);
    if (existsSync(file)) pages.set(page, readFileSync(file, 'utf8'));
  }
  return pages;
}

function assetUrls(urls: unknown): string[] {
  return Array.isArray(urls)
    ? urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/assets/'))
    : [];
}

/**
 * The chunks that start the app and each first page's own (webapp/build/first-screen-chunk.ts),
 * or none for a build without the file.
 */
function readAppStartChunks(distDir: string): AppStartChunks {
  const file = path.join(distDir, APP_START_CHUNKS_FILE);
  if (!existsSync(file)) return { app: [], pages: {} };
  const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<
    Record<keyof AppStartChunks, unknown>
  >;
  const pages = typeof read.pages === 'object' && read.pages !== null ? read.pages : {};
  return {
    app: assetUrls(read.app),
    pages: Object.fromEntries(
      Object.entries(pages).map(([segment, urls]) => [segment, assetUrls(urls)]),
    ),
  };
}

/**
 * The first page a signed-in path opens on, by its first segment as the client reads it
 * (webapp/src/app/first-page-code.ts), when the build listed its chunks; else null.
 */
function firstPageOf(pathname: string, chunks: AppStartChunks): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(chunks.pages, segment) ? segment : null;
}

/** Sessions exist only after sign-in, so a request without the cookie comes from a signed-out visitor. */
function hasSessionCookie(request: Request): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/**
 * The Content-Security-Policy sources of the inline scripts in the built index.html (its colour
 * mode and form guard, which must run before the first paint): `'sha256-…'` of each one's text.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/**
 * Serves the built webapp for every path outside `/api`: hashed assets with a year-long cache and
 * their brotli or gzip copy when the browser takes it; every other path gets index.html with the
 * route's head written in (page-head.ts), so the client-side router handles deep links.
 */
export function webappHandlers({ distDir, appUrl, launchMode }: WebappOptions): RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const template = readFileSync(indexFile, 'utf8');
  const prerendered = readPrerendered(distDir);
  const appStart = readAppStartChunks(distDir);
  const variants = new Map<string, IndexVariant>();
  const indexFor = (
    page: PublicPageKey,
    signedOut: boolean,
    canonical: boolean,
    firstPage: string | null,
  ): IndexVariant => {
    const key = `${page}:${signedOut}:${canonical}:${firstPage ?? '-'}`;
    let variant = variants.get(key);
    if (!variant) {
      // The signed-out home is only what a signed-out visitor sees; the other pages look the same
      // to everyone on their first render (the header's account menus come after).
      const body = page === 'home' && !signedOut ? undefined : prerendered.get(page);
      // A page with nothing in its HTML waits for the app: its chunks, and the signed-in page's
      // own, load beside the entry, not after it. A prerendered page paints first and loads them
      // later, so it does not preload.
      const pageChunks = signedOut || firstPage === null ? [] : (appStart.pages[firstPage] ?? []);
      const identity = Buffer.from(
        renderIndexHtml(template, page, appUrl, launchMode, {
          signedOut,
          prerendered: body,
          canonical,
          modulePreloads: body === undefined ? [...appStart.app, ...pageChunks] : [],
        }),
      );
      variant = {
        identity,
        br: brotliCompressSync(identity, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      variants.set(key, variant);
    }
    return variant;
  };

  const hashedAssets = webappAssets(distDir);
  // The other files at the root (favicon, manifest, icons, service worker): revalidated.
  const files = express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('Cache-Control', 'no-cache');
      // The PWA files, whatever the MIME table of the installed `send` knows about them.
      if (file.endsWith('.webmanifest'))
        response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
      if (path.basename(file) === 'sw.js')
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });

  const sendIndex = (request: Request, response: Response) => {
    const page = pageForPath(request.path, launchMode, request.query.dev === 'true');
    const variant = indexFor(
      page,
      !hasSessionCookie(request),
      showsCanonicalPage(request.path, page),
      firstPageOf(request.path, appStart),
    );
    const encoding = preferredEncoding(request);
    // An address the app has no page for gets its Not Found page, and says so to crawlers.
    if (request.path !== '/index.html' && !isAppPath(request.path)) response.status(404);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding, Cookie');
    response.type('html');
    if (encoding) {
      response.setHeader('Content-Encoding', encoding);
      response.send(variant[encoding]);
    } else {
      response.send(variant.identity);
    }
  };

  const fallback: RequestHandler = (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/api' || request.path.startsWith('/api/')) return next();
    sendIndex(request, response);
  };
  return [
    shareNavigationGuard(),
    (request, response, next) => {
      if (request.path.startsWith('/api/')) return next();
      // `/` and `/index.html` get the head too, not the bare template.
      if (request.path === '/index.html') return sendIndex(request, response);
      hashedAssets(request, response, (error?: unknown) => {
        if (error) return next(error);
        void files(request, response, next);
      });
    },
    fallback,
  ];
}
