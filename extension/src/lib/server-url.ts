import { browser } from 'wxt/browser';
import { STORAGE_KEYS } from './storage-keys';

/** Where a Vault server runs when nothing else has been configured (the dev and Docker default). */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

/** `browser.storage.local` key holding the configured server address. */
export const SERVER_URL_STORAGE_KEY = STORAGE_KEYS.serverUrl;

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
  if (url.username !== '' || url.password !== '') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The configured server address, or the default when none (or an unusable one) is stored. */
export async function getServerUrl(): Promise<string> {
  const stored = await browser.storage.local.get(SERVER_URL_STORAGE_KEY);
  const value: unknown = stored[SERVER_URL_STORAGE_KEY];
  return (typeof value === 'string' && normalizeServerUrl(value)) || DEFAULT_SERVER_URL;
}

export const INVALID_SERVER_URL_MESSAGE =
  'Enter the full server address, starting with http:// or https://';

/**
 * Stores a new server address and returns it normalised.
 * Throws when the input is not an http(s) URL.
 */
export async function setServerUrl(input: string): Promise<string> {
  const serverUrl = normalizeServerUrl(input);
  if (serverUrl === null) throw new Error(INVALID_SERVER_URL_MESSAGE);
  await browser.storage.local.set({ [SERVER_URL_STORAGE_KEY]: serverUrl });
  return serverUrl;
}

/** The dashboard's address on a server. */
export function dashboardUrl(serverUrl: string): string {
  return `${serverUrl}/`;
}

/** A saved item's page in the dashboard. */
export function itemUrl(serverUrl: string, id: number): string {
  return `${serverUrl}/content/${id}`;
}

/** Where a user over the monthly limit can upgrade or buy credits. */
export function upgradeUrl(serverUrl: string): string {
  return `${serverUrl}/upgrade`;
}

/** The match pattern of the server's host, as asked for in `permissions.request` (ports are not part of it). */
export function serverHostPattern(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
