import { ForbiddenException } from '@nestjs/common';
import type { Request } from 'express';

export const SESSION_COOKIE_NAME = 'vault.sid';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function hasBearerToken(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origins the app is served from: `APP_URL`, and the Host the browser addressed. */
function allowedOrigins(request: Request, appUrl: string): Set<string> {
  const allowed = new Set([appUrl]);
  const host = request.headers.host;
  if (host) allowed.add(`${request.protocol}://${host}`);
  return allowed;
}

/** True when the browser marks the request as made by another site (Fetch Metadata). */
export function isCrossSiteFetch(request: Request): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  return typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

/**
 * CSRF defence by origin checking (architecture 8): a state-changing request made with the session
 * cookie must come from the app's own origin; a browser's cross-site request is refused outright.
 */
export function assertSameOrigin(request: Request, appUrl: string): void {
  if (isCrossSiteFetch(request)) {
    throw new ForbiddenException({ message: 'Cross-site request refused', code: 'csrf' });
  }
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin) {
    if (!allowedOrigins(request, appUrl).has(origin)) {
      throw new ForbiddenException({ message: 'Cross-site request refused', code: 'csrf' });
    }
    return;
  }
  const cookieHeader = request.headers.cookie ?? '';
  if (cookieHeader.includes(`${SESSION_COOKIE_NAME}=`)) {
    throw new ForbiddenException({
      message: 'Request refused: its origin could not be verified',
      code: 'csrf',
    });
  }
}
