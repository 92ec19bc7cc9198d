import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  PUBLIC_PAGE_PATHS,
  type PublicPageKey,
} from '@vault/contracts';
import { decideGate, isPublicPath } from './preview-gate';
import {
  readServedLaunchMode,
  readServedSignedOut,
  readSessionBypass,
  readStoredBypass,
} from './preview-storage';

/** The page whose HTML the server put into `#root` (the build prerenders it), if any. */
export function prerenderedPageOf(container: HTMLElement): PublicPageKey | null {
  const value = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return PRERENDERED_PAGES.find((page) => page === value) ?? null;
}

export interface VisitFacts {
  pathname: string;
  search: string;
  storedBypass: string | null;
  sessionBypass: boolean;
  launchMode: ReturnType<typeof readServedLaunchMode>;
  signedOut: boolean;
}

/**
 * Which prerendered page the app's first render shows for this visit, or null when it shows none
 * of them (a signed-in visitor, a page that is not prerendered): the same decisions as PreviewGate
 * and RequireUser make, taken before React starts.
 */
export function expectedPrerenderedPage(visit: VisitFacts): PublicPageKey | null {
  const decision = decideGate({ ...visit, configPending: !visit.launchMode });
  if (decision === 'waitlist') return 'landing';
  if (decision === 'pending') return null;
  const normalised = visit.pathname.length > 1 ? visit.pathname.replace(/\/+$/, '') : '/';
  if (isPublicPath(normalised)) {
    const lower = normalised.toLowerCase();
    return PRERENDERED_PAGES.find((page) => PUBLIC_PAGE_PATHS[page] === lower) ?? null;
  }
  if (normalised === '/' && visit.signedOut) return 'home';
  return null;
}

export function isPrerenderedPage(
  page: PublicPageKey,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  const expected = expectedPrerenderedPage({
    pathname: location.pathname,
    search: location.search,
    storedBypass: readStoredBypass(),
    sessionBypass: readSessionBypass(),
    launchMode: readServedLaunchMode(),
    signedOut: readServedSignedOut(),
  });
  return expected === page;
}
