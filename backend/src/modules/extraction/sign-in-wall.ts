import { parseDocument } from './dom.js';

// Paths sign-in pages live at: /login, /signin, /sign-in, /accounts/login, /auth/…, /sso, /uas/login.
const SIGN_IN_PATH =
  /\/(log-?in|sign-?in|auth(enticate)?|sso|session\/new|uas\/login|accounts\/login)(\/|$|\.|\?)/i;
/** Pages with this much main text are kept, sign-in box or not (a comment form on an article). */
const MIN_CONTENT_CHARS = 500;

/**
 * Whether a fetched page is a sign-in wall rather than the content: it redirected to a sign-in
 * address the user did not ask for, or it is a short page whose form asks for a password.
 */
export function isSignInWall(input: {
  requestedUrl: string;
  finalUrl: string;
  html: string;
  text: string | null;
}): boolean {
  if ((input.text?.length ?? 0) >= MIN_CONTENT_CHARS) return false;
  const requested = new URL(input.requestedUrl);
  const final = new URL(input.finalUrl);
  const redirectedToSignIn =
    SIGN_IN_PATH.test(final.pathname) && !SIGN_IN_PATH.test(requested.pathname);
  if (redirectedToSignIn) return true;
  return parseDocument(input.html).querySelector('input[type="password" i]') !== null;
}
