import type { ContentItem, User } from '@vault/contracts';
import { browser } from 'wxt/browser';
import type { Settings } from './settings';

/**
 * The typed messages extension pages (popup, options) send the background worker, which alone
 * holds the API token and calls the API. The context menu and the shortcut live in the worker and
 * go through the same save service.
 */
export type Message =
  | { type: 'getState' }
  | { type: 'getUser' }
  | { type: 'signIn'; serverUrl: string; username: string; password: string }
  | { type: 'signOut' }
  | { type: 'saveTab'; tabId: number }
  | { type: 'getItem'; id: number }
  | { type: 'retryItem'; id: number }
  | { type: 'flushQueue' };

export type MessageType = Message['type'];

/** The signed-in account, as pages may see it (never the token). */
export interface Account {
  username: string;
  serverUrl: string;
}

/** A save waiting in the offline queue, without its snapshot. */
export interface PendingSaveSummary {
  id: string;
  url: string;
  title?: string;
  queuedAt: string;
  hasSnapshot: boolean;
  /** Why the last attempt did not go through. */
  lastError?: string;
}

export interface ExtensionState {
  serverUrl: string;
  account: Account | null;
  pending: PendingSaveSummary[];
  settings: Settings;
}

/** What became of a save. */
export type SaveOutcome =
  | { kind: 'saved'; item: ContentItem; created: boolean; itemUrl: string }
  | { kind: 'queued'; pending: PendingSaveSummary }
  | { kind: 'limit_reached'; message: string; upgradeUrl: string }
  | { kind: 'not_signed_in' }
  | { kind: 'unsaveable'; reason: string }
  | { kind: 'error'; message: string };

export type Result<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: string;
      /** The server no longer accepts the token: the extension signed out. */
      signedOut?: boolean;
    };

export interface Responses {
  getState: ExtensionState;
  getUser: Result<User>;
  signIn: Result<Account>;
  /** `revoked` is false when the server could not be told (the token stays listed in Settings). */
  signOut: { revoked: boolean };
  saveTab: SaveOutcome;
  getItem: Result<ContentItem>;
  retryItem: Result<ContentItem>;
  flushQueue: { sent: number; remaining: number };
}

export type ResponseOf<M extends Message> = Responses[M['type']];

const MESSAGE_TYPES: ReadonlySet<string> = new Set<MessageType>([
  'getState',
  'getUser',
  'signIn',
  'signOut',
  'saveTab',
  'getItem',
  'retryItem',
  'flushQueue',
]);

/** A structural check of what arrives over `runtime.onMessage`. */
export function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const { type } = value as { type?: unknown };
  if (typeof type !== 'string' || !MESSAGE_TYPES.has(type)) return false;
  const fields = value as Record<string, unknown>;
  switch (type as MessageType) {
    case 'signIn':
      return ['serverUrl', 'username', 'password'].every((key) => typeof fields[key] === 'string');
    case 'saveTab':
      return Number.isInteger(fields.tabId);
    case 'getItem':
    case 'retryItem':
      return Number.isInteger(fields.id);
    case 'getState':
    case 'getUser':
    case 'signOut':
    case 'flushQueue':
      return true;
  }
}

/** Sends a message to the background worker and resolves with its typed answer. */
export async function sendMessage<M extends Message>(message: M): Promise<ResponseOf<M>> {
  return browser.runtime.sendMessage<M, ResponseOf<M>>(message);
}
