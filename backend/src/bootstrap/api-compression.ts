import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { constants as zlibConstants } from 'node:zlib';

/** Below this an answer goes as it is: the headers cost more than compressing saves. */
const MIN_BYTES = 1024;

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

/**
 * Compression of the API's answers for browsers and clients that accept it (brotli or gzip, at
 * their fastest settings: ~0.4 ms of CPU for a 55 kB page). Static files are compressed at build
 * time (webapp-static.ts); an API client that sends no Accept-Encoding gets plain JSON.
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: MIN_BYTES,
    filter: shouldCompress,
    level: 1,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}
