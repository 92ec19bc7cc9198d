import { LIMITS } from '@vault/contracts';
import express, { type Request, type RequestHandler } from 'express';
import { JSON_MAX_DEPTH, jsonNestingDepth } from './json-depth.js';

const KB = 1024;

/** Sign-in, sign-up, waitlist and other forms of a few fields. */
const FORM_BODY_LIMIT = 8 * KB;
/** A save carries the page's HTML snapshot; JSON escaping of its quotes takes the rest. */
const SAVE_BODY_LIMIT = LIMITS.snapshotHtmlMaxBytes + 1024 * KB;
/** Meta batches several messages and statuses into one webhook call. */
const WEBHOOK_BODY_LIMIT = 1024 * KB;
/** Everything else: notes (up to 10,000 characters), tags, boards. */
const DEFAULT_BODY_LIMIT = 100 * KB;

const FORM_ROUTES = new Set([
  '/api/login',
  '/api/register',
  '/api/waitlist',
  '/api/auth/tokens',
  '/api/auth/change-password',
  '/api/whatsapp/setup',
  '/api/whatsapp/verify',
  '/api/whatsapp/disable',
  '/api/gdpr/delete-account',
]);

/** The largest JSON body a request to this route may send. */
export function jsonBodyLimit(method: string, path: string): number {
  // Express matches routes case-insensitively.
  const route = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  if (FORM_ROUTES.has(route)) return FORM_BODY_LIMIT;
  if (method === 'POST' && route === '/api/content') return SAVE_BODY_LIMIT;
  if (route === '/api/whatsapp/webhook') return WEBHOOK_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

class TooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
}

/**
 * Runs before JSON.parse on the raw bytes: a body nested deeper than `JSON_MAX_DEPTH` is refused
 * (400) before anything walks it, since validation and transformation recurse into every level.
 */
function refuseDeepNesting(_request: Request, _response: unknown, bytes: Buffer): void {
  if (jsonNestingDepth(bytes, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
    throw new TooDeepError(`JSON nested deeper than ${JSON_MAX_DEPTH} levels`);
  }
}

/** Also keeps the bytes as `rawBody`: Meta signs the webhook's exact bytes. */
function refuseDeepNestingKeepingBytes(request: Request, response: unknown, bytes: Buffer): void {
  refuseDeepNesting(request, response, bytes);
  (request as Request & { rawBody?: Buffer }).rawBody = bytes;
}

/** The API's JSON parser, with a body limit chosen per route and a nesting limit for all. */
export function jsonBodyParser(): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  for (const limit of [FORM_BODY_LIMIT, SAVE_BODY_LIMIT, DEFAULT_BODY_LIMIT]) {
    parsers.set(limit, express.json({ limit, verify: refuseDeepNesting }));
  }
  parsers.set(
    WEBHOOK_BODY_LIMIT,
    express.json({ limit: WEBHOOK_BODY_LIMIT, verify: refuseDeepNestingKeepingBytes }),
  );
  return (request, response, next) => {
    const parser = parsers.get(jsonBodyLimit(request.method, request.path));
    if (!parser) {
      next();
      return;
    }
    parser(request, response, next);
  };
}
