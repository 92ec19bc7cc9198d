import { parseWebUrl } from '@vault/urls';

export type Saveability = { ok: true; url: string } | { ok: false; reason: string };

const BROWSER_PAGE =
  /^(?:chrome|edge|brave|opera|vivaldi|about|chrome-extension|moz-extension|extension|view-source|devtools|chrome-search|resource):/i;

/**
 * Whether Vault can save an address, by the same rule as the server (`@vault/urls`), with a
 * sentence for the person when it cannot: browser pages, extension pages and local files have no
 * address the server could open.
 */
export function checkSaveable(url: string | undefined): Saveability {
  if (url === undefined || url === '') {
    return { ok: false, reason: 'Vault cannot see the address of this tab.' };
  }
  if (BROWSER_PAGE.test(url)) {
    return { ok: false, reason: 'Browser and extension pages cannot be saved to Vault.' };
  }
  if (/^file:/i.test(url)) {
    return { ok: false, reason: 'Files on this computer cannot be saved to Vault.' };
  }
  const parsed = parseWebUrl(url);
  if (!parsed.ok) return { ok: false, reason: 'Only web pages (http and https) can be saved.' };
  return { ok: true, url: parsed.url };
}
