import type { Response } from 'express';

/**
 * The saved copy's response policy: a sandboxed document (no scripts, no same origin, no forms,
 * no popups, no top navigation) that may load nothing but the `data:` images, styles and fonts it
 * carries, and that only this app's own pages may frame.
 */
export const PAGE_COPY_CSP = [
  'sandbox',
  "default-src 'none'",
  'img-src data:',
  "style-src 'unsafe-inline' data:",
  'font-src data:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Overrides the app-wide headers (helmet's, set before the route runs) for a copy or screenshot. */
export function setPageCopyHeaders(response: Response, contentType: string): void {
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Security-Policy', PAGE_COPY_CSP);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  // Private to the signed-in owner; a newer copy of the item replaces this one.
  response.setHeader('Cache-Control', 'private, no-cache');
}
