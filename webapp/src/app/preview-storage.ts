import {
  LAUNCH_MODE_META_NAME,
  LAUNCH_MODES,
  PREVIEW_BYPASS_STORAGE_KEY,
  SESSION_META_NAME,
  type LaunchMode,
} from '@vault/contracts';
import { hasDevQuery } from './preview-gate';

/** Remembers a `dev=true` visit for the rest of the tab, so in-app links and the sign-in reload keep it. */
const SESSION_KEY = `${PREVIEW_BYPASS_STORAGE_KEY}.session`;

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be unavailable (privacy modes, blocked cookies): behave as if it were empty.
    return fallback;
  }
}

export function readStoredBypass(): string | null {
  return safely(() => window.localStorage.getItem(PREVIEW_BYPASS_STORAGE_KEY), null);
}

export function enableStoredBypass(): void {
  safely(() => window.localStorage.setItem(PREVIEW_BYPASS_STORAGE_KEY, 'true'), undefined);
}

export function readSessionBypass(): boolean {
  return safely(() => window.sessionStorage.getItem(SESSION_KEY) === 'true', false);
}

export function rememberDevQuery(search: string): void {
  if (hasDevQuery(search)) {
    safely(() => window.sessionStorage.setItem(SESSION_KEY, 'true'), undefined);
  }
}

/** What the server wrote into the page; the build's prerender sets it, having no page to read. */
export interface ServedFacts {
  launchMode: string | null;
  session: string | null;
}

let servedOverride: ServedFacts | null = null;

/** For the build-time prerender (src/prerender.tsx): the facts the server will write with that HTML. */
export function setServedFacts(facts: ServedFacts | null): void {
  servedOverride = facts;
}

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** The launch mode the server wrote into the page (page-head.ts): the gate decides without waiting for /api/config. */
export function readServedLaunchMode(): LaunchMode | undefined {
  const value = servedOverride ? servedOverride.launchMode : readMeta(LAUNCH_MODE_META_NAME);
  return (LAUNCH_MODES as readonly string[]).includes(value ?? '')
    ? (value as LaunchMode)
    : undefined;
}

/**
 * True when the server saw no session cookie on the page's request: the visitor is signed out,
 * and the first look-up of the current user needs no request.
 */
export function readServedSignedOut(): boolean {
  const value = servedOverride ? servedOverride.session : readMeta(SESSION_META_NAME);
  return value === 'none';
}
