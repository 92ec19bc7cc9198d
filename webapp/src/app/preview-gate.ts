import { PUBLIC_PATHS, type LaunchMode } from '@vault/contracts';

/**
 * Preview mode (spec 2.2): the public launch gate. While it is on, only the public pages are
 * reachable and every other path shows the waitlist landing page.
 */
export type GateDecision = 'app' | 'waitlist' | 'pending';

export interface GateInput {
  pathname: string;
  search: string;
  /** `localStorage[PREVIEW_BYPASS_STORAGE_KEY]`: the bypass flag counts only when it is exactly 'true'. */
  storedBypass: string | null;
  /** `dev=true` was seen earlier in this tab (the query string is lost on in-app navigation). */
  sessionBypass: boolean;
  /** From `GET /api/config`; undefined while it loads or when it failed. */
  launchMode: LaunchMode | undefined;
  configPending: boolean;
}

export function hasDevQuery(search: string): boolean {
  return new URLSearchParams(search).get('dev') === 'true';
}

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalised.toLowerCase());
}

export function isBypassed(input: Pick<GateInput, 'search' | 'storedBypass' | 'sessionBypass'>) {
  return input.storedBypass === 'true' || input.sessionBypass || hasDevQuery(input.search);
}

export function decideGate(input: GateInput): GateDecision {
  if (isPublicPath(input.pathname) || isBypassed(input)) return 'app';
  if (input.launchMode === 'live') return 'app';
  // Preview is the default: a config that is still loading waits, one that failed keeps the gate on.
  if (input.configPending) return 'pending';
  return 'waitlist';
}
