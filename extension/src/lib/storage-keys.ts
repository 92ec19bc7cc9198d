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
  /**
   * The device tokens this browser earned by signing in, per server and account
   * (`background/device-tokens.ts`); kept after sign-out so guessing elsewhere cannot lock it out.
   */
  deviceTokens: 'deviceTokens',
  /** Saves waiting for the server to be reachable (`background/offline-queue.ts`). */
  offlineQueue: 'offlineQueue',
} as const;
