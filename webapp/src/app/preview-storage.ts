import {
  LAUNCH_MODE_META_NAME,
  LAUNCH_MODES,
  PREVIEW_BYPASS_STORAGE_KEY,
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

/** The launch mode the server wrote into the page (page-head.ts): the gate decides without waiting for /api/config. */
export function readServedLaunchMode(): LaunchMode | undefined {
  const value = document
    .querySelector(`meta[name="${LAUNCH_MODE_META_NAME}"]`)
    ?.getAttribute('content');
  return (LAUNCH_MODES as readonly string[]).includes(value ?? '')
    ? (value as LaunchMode)
    : undefined;
}
