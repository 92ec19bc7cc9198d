import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';

/**
 * Origins of browser extensions: Chromium's (`chrome-extension://` + a 32-letter id, also used
 * by Edge, Brave and Opera) and Firefox's (`moz-extension://` + a per-install UUID).
 */
const EXTENSION_ORIGIN = /^(?:chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f-]{36})$/;

export function isExtensionOrigin(origin: string | undefined): boolean {
  return origin !== undefined && EXTENSION_ORIGIN.test(origin);
}

/**
 * CORS for the browser extension only: its background worker calls the API with a Bearer token
 * (never a cookie, so no credentials). Web origins get no CORS headers at all, so another site's
 * page can neither read the API nor send it a preflighted request; the webapp is same-origin and
 * needs none.
 */
export const extensionCors: CorsOptions = {
  origin: (origin, callback) => callback(null, isExtensionOrigin(origin)),
  methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type'],
  credentials: false,
  maxAge: 600,
};
