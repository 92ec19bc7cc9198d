import type { HTTPRequest } from 'puppeteer-core';
import { FetchError } from '../fetch-error.js';
import { safeFetch } from '../safe-fetch.js';

/** Resource types a text render never needs; refusing them saves memory and bandwidth. */
const BLOCKED_TYPES = new Set(['image', 'media', 'font', 'texttrack', 'manifest', 'ping', 'other']);
// Schemes that never leave the browser.
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);
// The fetcher has already decoded the body, and lengths/transfer framing are Chromium's own.
const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
/** A page that makes more requests than this is not worth the rest of them. */
export const MAX_REQUESTS_PER_RENDER = 250;

export interface InterceptOptions {
  allowedHosts: readonly string[];
  /** Aborted when the render ends, so no fetch outlives it. */
  signal: AbortSignal;
  /** Called with every address the page asked for and what happened, for tests and logs. */
  onRequest?: (url: string, outcome: 'fetched' | 'blocked' | 'refused') => void;
}

/**
 * Answers one browser request from Vault's safe fetcher: Chromium never connects anywhere by
 * itself. The fetcher resolves the host, checks every address (and every redirect hop) with
 * the address policy and connects to the checked address, so a page's script cannot reach a
 * private address, neither directly, by a redirect, nor by re-binding its DNS name between
 * the check and the connection. Only GET and HEAD are fetched: rendering reads a page, it
 * never submits anything.
 */
export function createRequestHandler(
  options: InterceptOptions,
): (request: HTTPRequest) => Promise<void> {
  let count = 0;
  return async (request) => {
    const url = request.url();
    const scheme = url.slice(0, url.indexOf(':') + 1).toLowerCase();
    if (LOCAL_SCHEMES.has(scheme)) {
      await request.continue().catch(() => undefined);
      return;
    }
    const method = request.method();
    count += 1;
    if (
      (scheme !== 'http:' && scheme !== 'https:') ||
      (method !== 'GET' && method !== 'HEAD') ||
      BLOCKED_TYPES.has(request.resourceType()) ||
      count > MAX_REQUESTS_PER_RENDER
    ) {
      options.onRequest?.(url, 'refused');
      await request.abort('blockedbyclient').catch(() => undefined);
      return;
    }
    const accept = request.headers().accept;
    try {
      const response = await safeFetch(url, {
        method,
        allowedHosts: options.allowedHosts,
        headers: accept ? { accept } : {},
        signal: options.signal,
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (!DROPPED_HEADERS.has(name)) headers[name] = value;
      options.onRequest?.(url, 'fetched');
      await request.respond({ status: response.status, headers, body: response.body });
    } catch (error) {
      if (error instanceof FetchError && error.kind === 'http' && error.status) {
        options.onRequest?.(url, 'fetched');
        await request.respond({ status: error.status, body: '' }).catch(() => undefined);
        return;
      }
      const blocked = error instanceof FetchError && error.kind === 'blocked';
      options.onRequest?.(url, blocked ? 'blocked' : 'refused');
      await request.abort(blocked ? 'addressunreachable' : 'failed').catch(() => undefined);
    }
  };
}
