import type { Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from './same-origin.js';

/** Signs the request's session out, removes it from the store and clears its cookie. */
export function endSession(request: Request, response: Response): Promise<void> {
  return new Promise((resolve) => {
    request.logout(() => {
      request.session.destroy(() => {
        response.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
        resolve();
      });
    });
  });
}
