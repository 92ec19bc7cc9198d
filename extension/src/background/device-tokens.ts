import { browser } from 'wxt/browser';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * The device token the server gave this browser at a sign-in, one per server and account. Sent
 * with the next sign-in, it keeps password guesses made elsewhere from locking this browser out.
 */
type DeviceTokens = Record<string, string>;

const keyOf = (serverUrl: string, username: string) =>
  `${serverUrl} ${username.trim().toLowerCase()}`;

async function readAll(): Promise<DeviceTokens> {
  const stored = await browser.storage.local.get(STORAGE_KEYS.deviceTokens);
  const value: unknown = stored[STORAGE_KEYS.deviceTokens];
  return typeof value === 'object' && value !== null ? (value as DeviceTokens) : {};
}

export async function getDeviceToken(
  serverUrl: string,
  username: string,
): Promise<string | undefined> {
  const token = (await readAll())[keyOf(serverUrl, username)];
  return typeof token === 'string' ? token : undefined;
}

export async function setDeviceToken(
  serverUrl: string,
  username: string,
  token: string,
): Promise<void> {
  const all = await readAll();
  all[keyOf(serverUrl, username)] = token;
  await browser.storage.local.set({ [STORAGE_KEYS.deviceTokens]: all });
}
