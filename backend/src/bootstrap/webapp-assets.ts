import type { Request, RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The encodings the webapp build writes beside each asset (webapp/build/precompress.ts). */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** Hashed file names: a file at a given URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface WebappAsset {
  /** The extension, for the Content-Type (`.js`, `.css`, `.woff2`…). */
  extension: string;
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Brotli when the browser takes it (smaller), else gzip, else none; the browser's order does not matter. */
export function preferredEncoding(request: Request): Encoding | null {
  if (request.acceptsEncodings('br') === 'br') return 'br';
  if (request.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}

/**
 * Every file of `dist/assets` with its brotli and gzip copies, read once (~2 MB for the whole
 * build), by URL path.
 */
function readAssets(distDir: string): Map<string, WebappAsset> {
  const assets = new Map<string, WebappAsset>();
  const assetsDir = path.join(distDir, 'assets');
  if (!existsSync(assetsDir)) return assets;
  const names = new Set(readdirSync(assetsDir));
  for (const name of names) {
    if (PRECOMPRESSED.some(({ suffix }) => name.endsWith(suffix))) continue;
    const identity = readFileSync(path.join(assetsDir, name));
    const encoded: WebappAsset['encoded'] = {};
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (names.has(name + suffix))
        encoded[encoding] = readFileSync(path.join(assetsDir, name + suffix));
    }
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    assets.set(`/assets/${name}`, {
      extension: path.extname(name),
      etag: `"${hash}"`,
      identity,
      encoded,
    });
  }
  return assets;
}

/**
 * Serves the build's hashed assets from memory: a signed-in page's first burst is a dozen scripts
 * at once. Read from disk per request (stat, open, read, close on the thread pool), each waited for
 * the cores several times; from memory an asset costs one write, which more than halves a cold
 * burst of the dashboard's scripts on two shared cores. An unknown name under /assets/ is a 404, not the app's HTML, so a stale
 * page's missing chunk fails as a script error instead of a page parsed as code.
 */
export function webappAssets(distDir: string): RequestHandler {
  const assets = readAssets(distDir);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!request.path.startsWith('/assets/')) return next();
    const asset = assets.get(request.path);
    if (!asset) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    const encoding = preferredEncoding(request);
    const body = (encoding && asset.encoded[encoding]) || asset.identity;
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('ETag', asset.etag);
    response.type(asset.extension);
    if (body !== asset.identity && encoding) response.setHeader('Content-Encoding', encoding);
    // res.send answers 304 to a matching If-None-Match and leaves the body out of a HEAD.
    response.send(body);
  };
}
