import { browser } from 'wxt/browser';

/** Where a Vault server runs when nothing else has been configured (the dev and Docker default). */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

/** `browser.storage.local` key holding the configured server address. */
export const SERVER_URL_STORAGE_KEY = 'serverUrl';

/**
 * Turns user input into a server base address: an absolute http(s) URL without query, hash or
 * trailing slash (a path prefix is kept, for servers behind a reverse-proxy sub-path).
 * Returns `null` when the input is not such a URL.
 */
export function normalizeServerUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The configured server address, or the default when none (or an unusable one) is stored. */
export async function getServerUrl(): Promise<string> {
  const stored = await browser.storage.local.get(SERVER_URL_STORAGE_KEY);
  const value: unknown = stored[SERVER_URL_STORAGE_KEY];
  return (typeof value === 'string' && normalizeServerUrl(value)) || DEFAULT_SERVER_URL;
}

/**
 * Stores a new server address and returns it normalised.
 * Throws when the input is not an http(s) URL.
 */
export async function setServerUrl(input: string): Promise<string> {
  const serverUrl = normalizeServerUrl(input);
  if (serverUrl === null) {
    throw new Error('Enter a full address starting with http:// or https://');
  }
  await browser.storage.local.set({ [SERVER_URL_STORAGE_KEY]: serverUrl });
  return serverUrl;
}

/** The dashboard's address on a server. */
export function dashboardUrl(serverUrl: string): string {
  return `${serverUrl}/`;
}

/** The dashboard with its add dialog open and prefilled with `pageUrl`. */
export function saveDialogUrl(serverUrl: string, pageUrl: string): string {
  return `${serverUrl}/?save=${encodeURIComponent(pageUrl)}`;
}

/** Only web pages can be saved; browser-internal pages (chrome://, about:, file:) cannot. */
export function isSaveableUrl(url: string | undefined): url is string {
  return url !== undefined && /^https?:\/\//i.test(url);
}
