import type { Request, RequestHandler } from 'express';

/** The share page's address, and the parameter that makes it ask before saving. */
export const SHARE_PATH = '/share';
export const SHARE_REVIEW_PARAM = 'review';

/**
 * Whether the browser says it opened the page itself (`none`: the share sheet's launch, a typed
 * address, a bookmark) or from our own pages. A link or script on another site says `cross-site`
 * or `same-site`; a browser without Fetch Metadata says nothing, and is not trusted either.
 */
function isTrustedNavigation(request: Request): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'none' || site === 'same-origin';
}

/**
 * `/share?url=…` saves at once when the share sheet opens it; another site linking there must not
 * make a signed-in person save its address (CSRF). Such a navigation is sent on to the same page
 * with `review=1`, where the person saves with a click; the other site cannot remove a parameter
 * this server adds.
 */
export function shareNavigationGuard(): RequestHandler {
  return (request, response, next) => {
    // The webapp's router matches any case and a trailing slash, so this does too.
    const path = request.path.toLowerCase().replace(/\/+$/, '');
    if (request.method !== 'GET' || path !== SHARE_PATH) return next();
    if (request.query[SHARE_REVIEW_PARAM] === '1' || isTrustedNavigation(request)) return next();
    const query = new URLSearchParams(request.originalUrl.split('?')[1] ?? '');
    query.set(SHARE_REVIEW_PARAM, '1');
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(303, `${SHARE_PATH}?${query.toString()}`);
  };
}
