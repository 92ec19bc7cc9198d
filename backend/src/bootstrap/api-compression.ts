import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { constants as zlibConstants } from 'node:zlib';

/** Below this an answer goes as it is: the headers cost more than compressing saves. */
const MIN_BYTES = 1024;
/** The fastest settings: a 55 kB library page in ~0.2-0.4 ms, about a third of its size. */
const FASTEST_GZIP_LEVEL = 1;
const FASTEST_BROTLI_QUALITY = 1;

/**
 * Whether an API answer is compressed: only answers to GET (the library's pages, searches and
 * details, up to ~55 kB of JSON for 50 cards, ~5x smaller compressed: a quarter of a second on a
 * slow phone network), never the live event stream (compressed, it would be held back until a
 * buffer fills) and never answers to writes, which may carry a secret such as a new API token
 * beside what the request sent (BREACH).
 */
export function shouldCompress(request: Request, response: Response): boolean {
  if (request.method !== 'GET') return false;
  const type = response.getHeader('Content-Type');
  if (typeof type === 'string' && type.startsWith('text/event-stream')) return false;
  return compression.filter(request, response);
}

/** Whether the request could get a compressed answer at all: a GET that accepts gzip or brotli. */
export function mayCompress(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\b(?:gzip|br)\b/i.test(accepted);
}

/**
 * The one compression of the API's answers, for browsers and clients that accept it (brotli or
 * gzip, at their fastest settings: ~0.4 ms of CPU for a 55 kB page). The webapp's files are
 * compressed at build time (webapp-assets.ts); an API client that sends no Accept-Encoding gets
 * plain JSON.
 */
export function apiCompression(): RequestHandler {
  const compress = compression({
    threshold: MIN_BYTES,
    filter: shouldCompress,
    level: FASTEST_GZIP_LEVEL,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: FASTEST_BROTLI_QUALITY } },
  });
  // The middleware replaces the response's write, end and on with closures for every request it
  // sees, work that only pays off when it can compress; those per-request closures also made V8
  // keep each request's objects through young-generation collections.
  return (request, response, next) =>
    mayCompress(request) ? compress(request, response, next) : next();
}
