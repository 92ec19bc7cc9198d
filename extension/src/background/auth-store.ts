import { browser } from 'wxt/browser';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** The personal API token and its owner. Kept in `storage.local` only, read only here. */
export interface StoredAuth {
  serverUrl: string;
  token: string;
  tokenId: number;
  tokenName: string;
  username: string;
}

function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const auth = value as Record<string, unknown>;
  return (
    typeof auth.serverUrl === 'string' &&
    typeof auth.token === 'string' &&
    auth.token !== '' &&
    Number.isInteger(auth.tokenId) &&
    typeof auth.tokenName === 'string' &&
    typeof auth.username === 'string'
  );
}

export async function getAuth(): Promise<StoredAuth | null> {
  const stored = await browser.storage.local.get(STORAGE_KEYS.auth);
  const value: unknown = stored[STORAGE_KEYS.auth];
  return isStoredAuth(value) ? value : null;
}

export async function setAuth(auth: StoredAuth): Promise<void> {
  await browser.storage.local.set({ [STORAGE_KEYS.auth]: auth });
}

export async function clearAuth(): Promise<void> {
  await browser.storage.local.remove(STORAGE_KEYS.auth);
}
