import { all, parseDocument, type DomDocument, type DomElement } from '../dom.js';

/** What a platform shows instead of the content when it refuses a visitor. */
export type WallKind = 'sign-in' | 'consent' | 'captcha' | 'javascript';

export interface WallInput {
  requestedUrl: string;
  finalUrl: string;
  html: string;
  /** The main text extraction found on the page. */
  text: string | null;
}

// Paths sign-in pages live at: /login, /signin, /sign-in, /accounts/login, /auth/…, /sso, /uas/login.
const SIGN_IN_PATH =
  /\/(log-?in|sign-?in|auth(enticate)?|sso|session\/new|uas\/login|accounts\/login)(\/|$|\.|\?)/i;
// Where sign-up and sign-in controls point; a page made of little else is a wall.
const ACCOUNT_PATH =
  /\/(log-?in|sign-?in|sign-?up|register|join|auth(enticate)?|sso|session\/new|uas\/login|accounts\/(login|signup)|i\/flow\/(login|signup))(\/|$|\.|\?)/i;
/** Pages with this much main text are content, whatever box sits beside it (a comment form). */
const MIN_CONTENT_CHARS = 500;
/** Text outside account controls below which the page says nothing but "sign in". */
const MAX_INTERSTITIAL_CHARS = 200;

// Markup of consent-management platforms (IAB TCF frameworks and the common managers' widgets).
const CONSENT_MARKUP = [
  '[id*="consent" i]',
  '[class*="consent" i]',
  '[id*="gdpr" i]',
  '[class*="gdpr" i]',
  '[id*="cookiebanner" i]',
  '[id*="cookie-banner" i]',
  '[class*="cookie-banner" i]',
  'form[action*="consent" i]',
  'iframe[src*="consent" i]',
].join(',');

// Challenge widgets and their frames (reCAPTCHA, hCaptcha, Turnstile and similar challenge pages).
const CAPTCHA_MARKUP = [
  'iframe[src*="captcha" i]',
  'iframe[src*="challenge" i]',
  'script[src*="captcha" i]',
  'script[src*="challenge-platform" i]',
  '[class*="captcha" i]',
  '[id*="captcha" i]',
  '[class*="turnstile" i]',
  'form[id*="challenge" i]',
  'form[action*="captcha" i]',
  'form[action*="challenge" i]',
].join(',');

/** The text a visitor sees: scripts, styles, templates and noscript fallbacks left out. */
function visibleText(root: DomElement | null): string {
  if (!root) return '';
  const clone = parseDocument(`<html><body>${root.innerHTML}</body></html>`).body;
  if (!clone) return '';
  for (const hidden of all(clone, 'script, style, template, noscript, [hidden]')) hidden.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function accountControls(document: DomDocument): DomElement[] {
  const links = all(document, 'a[href]').filter((link) => {
    try {
      return ACCOUNT_PATH.test(new URL(link.getAttribute('href') ?? '', 'http://page/').pathname);
    } catch {
      return false;
    }
  });
  const forms = all(document, 'form').filter(
    (form) =>
      form.querySelector('input[type="password" i], input[autocomplete="username" i]') !== null ||
      ACCOUNT_PATH.test(form.getAttribute('action') ?? ''),
  );
  return [...links, ...forms];
}

/** Text left once the sign-in and sign-up controls are taken out. */
function textBesideControls(document: DomDocument, controls: DomElement[]): number {
  const controlChars = controls.reduce(
    (sum, control) => sum + (control.textContent ?? '').replace(/\s+/g, ' ').trim().length,
    0,
  );
  return Math.max(0, visibleText(document.body).length - controlChars);
}

function redirectedToSignIn(requestedUrl: string, finalUrl: string): boolean {
  try {
    const requested = new URL(requestedUrl);
    const final = new URL(finalUrl);
    return SIGN_IN_PATH.test(final.pathname) && !SIGN_IN_PATH.test(requested.pathname);
  } catch {
    return false;
  }
}

/**
 * Whether a fetched page (or snapshot) is an interstitial standing in for the content, judged
 * by its structure: little text of its own, and what there is belongs to a sign-in form or
 * account links, a consent manager, a challenge widget, or a noscript-only fallback.
 */
export function detectWall(input: WallInput): WallKind | null {
  if ((input.text?.length ?? 0) >= MIN_CONTENT_CHARS) return null;
  if (redirectedToSignIn(input.requestedUrl, input.finalUrl)) return 'sign-in';
  const document = parseDocument(input.html);
  const visible = visibleText(document.body);
  if (visible.length >= MIN_CONTENT_CHARS * 4) return null;

  // A challenge or consent widget beside a short post (a comment form's captcha) is no wall:
  // the interstitial itself says little more than its buttons.
  const mainText = input.text?.length ?? 0;
  const interstitial = mainText < MAX_INTERSTITIAL_CHARS && visible.length < MIN_CONTENT_CHARS * 2;
  if (interstitial && document.querySelector(CAPTCHA_MARKUP)) return 'captcha';
  if (interstitial && document.querySelector(CONSENT_MARKUP)) return 'consent';
  if (document.querySelector('input[type="password" i]')) return 'sign-in';
  const controls = accountControls(document);
  if (controls.length > 0 && textBesideControls(document, controls) < MAX_INTERSTITIAL_CHARS)
    return 'sign-in';
  const fallback = all(document, 'noscript')
    .map((element) => (element.textContent ?? '').trim())
    .join(' ');
  if (fallback.length > 0 && visible.length < MAX_INTERSTITIAL_CHARS && !input.text?.trim())
    return 'javascript';
  return null;
}
