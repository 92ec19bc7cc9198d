import { browser } from 'wxt/browser';
import { serverHostPattern } from './server-url';

/**
 * Asks for access to the server's host (an optional host permission). Must run synchronously in a
 * click handler: browsers only show the prompt for a user gesture. The answer is not waited for:
 * without the grant the API still works through the server's CORS answer for extension origins,
 * and Firefox closes the popup while its prompt is open.
 */
export function requestServerAccess(serverUrl: string): void {
  try {
    browser.permissions.request({ origins: [serverHostPattern(serverUrl)] }).catch(() => false);
  } catch {
    // No permissions API (or no gesture): CORS it is.
  }
}
