import type { Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from './same-origin.js';

/**
 * Signs the request's session out, removes it from the store and clears its cookie. A request
 * signed by an API token alone has no session (see bootstrap/session.ts): nothing to end.
 */
export function endSession(request: Request, response: Response): Promise<void> {
  // express-session's types say always present; it is absent for token-only requests.
  if (!(request.session as Request['session'] | undefined)) return Promise.resolve();
  return new Promise((resolve) => {
    request.logout(() => {
      request.session.destroy(() => {
        response.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
        resolve();
      });
    });
  });
}
