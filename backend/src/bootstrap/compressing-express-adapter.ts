import { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  FASTEST_BROTLI_QUALITY,
  FASTEST_GZIP_LEVEL,
  MIN_BYTES,
  mayCompress,
} from './api-compression.js';

/**
 * Above this a JSON answer goes to the compression middleware, which streams it through the
 * thread pool instead of holding the event loop (a 256 kB page takes ~1 ms at these settings).
 */
const MAX_INLINE_BYTES = 256 * 1024;

/** The fastest quality, and the input's size so the encoder sizes its buffers to it (half the time). */
function brotliFastest(size: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: FASTEST_BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
const GZIP_FASTEST = { level: FASTEST_GZIP_LEVEL };

/** A plain object or array a controller returned, which Express would send as JSON. */
function isJsonBody(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}

/** Brotli when the client takes it (faster and smaller at these settings), else gzip. */
function preferredEncoding(request: Request): 'br' | 'gzip' | false {
  if (request.acceptsEncodings('br') === 'br') return 'br';
  return request.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : false;
}

/**
 * Nest's Express adapter, compressing the JSON answers of GET requests in one call as they are
 * sent. The compression middleware (api-compression.ts) passes a body through a zlib stream on
 * the thread pool, several hand-offs per answer; one synchronous call costs ~0.3 ms for a 55 kB
 * library page (brotli, quality 1), so the list's tail latency under load is lower than through
 * the middleware.
 * The middleware still compresses what does not come through here (exports, the API docs) and
 * skips answers that are already encoded.
 */
export class CompressingExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const request = response.req as Request | undefined;
    const encoding =
      request && isJsonBody(body) && mayCompress(request) && !response.getHeader('Content-Type')
        ? preferredEncoding(request)
        : false;
    if (encoding !== 'br' && encoding !== 'gzip') return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.status(statusCode);
    const json = JSON.stringify(body);
    // As res.json() would send it; the middleware then compresses a long one.
    if (json.length < MIN_BYTES || json.length > MAX_INLINE_BYTES)
      return response.type('json').send(json);
    const bytes = Buffer.from(json);
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(bytes, brotliFastest(bytes.length))
        : gzipSync(bytes, GZIP_FASTEST);
    response.vary('Accept-Encoding');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', compressed.length);
    return response.end(compressed);
  }
}
