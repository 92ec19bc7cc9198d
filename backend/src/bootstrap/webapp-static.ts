import type { LaunchMode, PublicPageKey } from '@vault/contracts';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pageForPath, renderIndexHtml } from './page-head.js';

/** The encodings the webapp build writes beside each asset (see webapp/vite.config.ts). */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Brotli when the browser takes it (smaller), else gzip, else none; the browser's order does not matter. */
function preferredEncoding(request: Request): 'br' | 'gzip' | null {
  if (request.acceptsEncodings('br') === 'br') return 'br';
  if (request.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}

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

/** Every file under assets/ as a URL path, to know which `.br`/`.gz` copies exist without a disk check per request. */
function findPrecompressed(distDir: string): Set<string> {
  const found = new Set<string>();
  const assetsDir = path.join(distDir, 'assets');
  if (!existsSync(assetsDir)) return found;
  for (const name of readdirSync(assetsDir)) found.add(`/assets/${name}`);
  return found;
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
  const variants = new Map<PublicPageKey, IndexVariant>();
  const indexFor = (page: PublicPageKey): IndexVariant => {
    let variant = variants.get(page);
    if (!variant) {
      const identity = Buffer.from(renderIndexHtml(template, page, appUrl, launchMode));
      variant = {
        identity,
        br: brotliCompressSync(identity, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      variants.set(page, variant);
    }
    return variant;
  };

  const compressed = findPrecompressed(distDir);
  const precompressed: RequestHandler = (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!request.path.startsWith('/assets/')) return next();
    const encoding = preferredEncoding(request);
    const choice = PRECOMPRESSED.find(
      (entry) => entry.encoding === encoding && compressed.has(request.path + entry.suffix),
    );
    response.setHeader('Vary', 'Accept-Encoding');
    if (!choice) return next();
    // serve-static keeps a Content-Type that is already set, so the .br file is served as .js/.css.
    response.type(path.extname(request.path));
    response.setHeader('Content-Encoding', choice.encoding);
    request.url = request.url.replace(request.path, request.path + choice.suffix);
    next();
  };

  const assets = express.static(distDir, {
    index: false,
    maxAge: '1y',
    immutable: true,
    setHeaders: (response, file) => {
      // Hashed assets may be cached forever; anything else is revalidated.
      if (!file.includes(`${path.sep}assets${path.sep}`))
        response.setHeader('Cache-Control', 'no-cache');
      // The PWA files, whatever the MIME table of the installed `send` knows about them.
      if (file.endsWith('.webmanifest'))
        response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
      if (path.basename(file) === 'sw.js')
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });

  const sendIndex = (request: Request, response: Response) => {
    const variant = indexFor(pageForPath(request.path, launchMode));
    const encoding = preferredEncoding(request);
    response.removeHeader('Content-Encoding');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
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
    (request, response, next) => {
      if (request.path.startsWith('/api/')) return next();
      // `/` and `/index.html` get the head too, not the bare template.
      if (request.path === '/index.html') return sendIndex(request, response);
      precompressed(request, response, (error?: unknown) => {
        if (error) return next(error);
        void assets(request, response, next);
      });
    },
    fallback,
  ];
}
