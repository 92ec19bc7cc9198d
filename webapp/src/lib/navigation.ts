/** A full page load at the given path: sign-in, sign-up and sign-out start the app afresh (spec 4). */
export function reloadAt(path: string): void {
  window.location.assign(path);
}

/** Pages a sign-in continues on (the share target finishes saving); anywhere else starts at home. */
const CONTINUE_AFTER_SIGN_IN = ['/share'];

/** Where a page load after signing in or up goes: back to a page that was waiting for it, else `/`. */
export function afterSignInPath(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): string {
  return CONTINUE_AFTER_SIGN_IN.includes(location.pathname)
    ? `${location.pathname}${location.search}`
    : '/';
}
