/**
 * Every `browser.storage.local` key the extension uses. Nothing is kept in `storage.sync`: the
 * API token must stay on this device, and the rest is per-device configuration.
 */
export const STORAGE_KEYS = {
  /** The Vault server's base address (`server-url.ts`). */
  serverUrl: 'serverUrl',
  /** The personal API token and whom it belongs to; read only by the background worker. */
  auth: 'auth',
  /** User preferences (`settings.ts`). */
  settings: 'settings',
  /** Saves waiting for the server to be reachable (`background/offline-queue.ts`). */
  offlineQueue: 'offlineQueue',
} as const;
