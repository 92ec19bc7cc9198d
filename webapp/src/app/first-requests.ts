import { APP_PATHS } from '@vault/contracts';
import { PUBLIC_CONFIG_PATH } from '../features/config/config-path';
import { CONTENT_STATS_PATH, LIBRARY_FIRST_REQUESTS } from '../features/library/content-filters';
import { SAVED_SEARCHES_PATH } from '../features/library/saved-searches/saved-searches-path';
import { decideGate } from './preview-gate';
import {
  readServedLaunchMode,
  readServedSignedOut,
  readSessionBypass,
  readStoredBypass,
} from './preview-storage';

/** The settings sections whose first card shows this month's saves (the library's counts). */
const SETTINGS_WITH_USAGE: readonly string[] = [APP_PATHS.settings, APP_PATHS.settingsPlan];

/**
 * The GET requests the app's first screen will make, for the entry script to start before the
 * app's code arrives: the signed-in user and the public configuration (the preview gate asks for
 * it on every page) on any app page, plus the library, its counts and the saved searches (the
 * sidebar) on the dashboard, and the library's counts on the settings sections that show them. None for a visitor the
 * server saw signed out, or one the waitlist landing stops. Asked by the first render instead, the
 * configuration left a round trip after ~250 kB of script, and a phone's first paint waited for it.
 */
export function firstRequests(location: FirstLocation): string[] {
  if (!showsAppToKnownVisitor(location)) return [];
  const everyPage = ['/api/auth/user', PUBLIC_CONFIG_PATH];
  if (location.pathname === '/')
    return [...everyPage, ...LIBRARY_FIRST_REQUESTS, SAVED_SEARCHES_PATH];
  const pathname = location.pathname.replace(/(.)\/+$/, '$1');
  return SETTINGS_WITH_USAGE.includes(pathname) ? [...everyPage, CONTENT_STATS_PATH] : everyPage;
}

export type FirstLocation = Pick<Location, 'pathname' | 'search'>;

/**
 * Whether this visit shows the app (not the waitlist landing) to a visitor the server did not see
 * signed out: one whose first screen is known to need the user.
 */
export function showsAppToKnownVisitor(location: FirstLocation): boolean {
  if (readServedSignedOut()) return false;
  const launchMode = readServedLaunchMode();
  const decision = decideGate({
    pathname: location.pathname,
    search: location.search,
    storedBypass: readStoredBypass(),
    sessionBypass: readSessionBypass(),
    launchMode,
    configPending: !launchMode,
  });
  return decision === 'app';
}
