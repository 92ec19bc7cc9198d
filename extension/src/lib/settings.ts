import { browser } from 'wxt/browser';
import { STORAGE_KEYS } from './storage-keys';

export interface Settings {
  /** Send the rendered page (DOM snapshot) with page saves, so content behind a login is kept. */
  sendSnapshot: boolean;
}

export const DEFAULT_SETTINGS: Settings = { sendSnapshot: true };

export async function getSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(STORAGE_KEYS.settings);
  const value: unknown = stored[STORAGE_KEYS.settings];
  if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
  const { sendSnapshot } = value as Partial<Record<keyof Settings, unknown>>;
  return {
    sendSnapshot: typeof sendSnapshot === 'boolean' ? sendSnapshot : DEFAULT_SETTINGS.sendSnapshot,
  };
}

export async function updateSettings(changes: Partial<Settings>): Promise<Settings> {
  const settings = { ...(await getSettings()), ...changes };
  await browser.storage.local.set({ [STORAGE_KEYS.settings]: settings });
  return settings;
}
