/** A full page load at the given path: sign-in, sign-up and sign-out start the app afresh (spec 4). */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
