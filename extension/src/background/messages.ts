import { browser, type Browser } from 'wxt/browser';
import {
  type ExtensionState,
  isMessage,
  type Message,
  type MessageType,
  type ResponseOf,
  type Responses,
  type Result,
} from '../lib/messages';
import { getServerUrl } from '../lib/server-url';
import { getSettings } from '../lib/settings';
import { NotSignedInError, signIn, signOut, withAccount } from './account';
import { ApiError, type ApiClient, ServerUnreachableError } from './api-client';
import { getAuth } from './auth-store';
import { logFailure } from './log';
import { pendingSaves } from './offline-queue';
import { flushPending, save } from './save-service';

async function getState(): Promise<ExtensionState> {
  const [auth, serverUrl, pending, settings] = await Promise.all([
    getAuth(),
    getServerUrl(),
    pendingSaves(),
    getSettings(),
  ]);
  return {
    serverUrl: auth?.serverUrl ?? serverUrl,
    account: auth ? { username: auth.username, serverUrl: auth.serverUrl } : null,
    pending,
    settings,
  };
}

/** An API call for a page, as a result it can show: never a thrown error. */
async function apiResult<T>(call: (client: ApiClient) => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await withAccount(call) };
  } catch (error) {
    if (error instanceof NotSignedInError) {
      return { ok: false, error: error.message, signedOut: true };
    }
    if (error instanceof ServerUnreachableError || error instanceof ApiError) {
      return { ok: false, error: error.message };
    }
    throw error;
  }
}

async function saveTab(tabId: number) {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  return save({ url: tab?.url, title: tab?.title, tabId, snapshot: true, source: 'popup' });
}

type Handlers = {
  [K in MessageType]: (message: Extract<Message, { type: K }>) => Promise<Responses[K]>;
};

const handlers: Handlers = {
  getState: () => getState(),
  getUser: () => apiResult((client) => client.getUser()),
  signIn: async (message) => {
    const result = await signIn(message);
    if (result.ok) flushPending().catch(logFailure('sending waiting saves'));
    return result;
  },
  signOut: () => signOut(),
  saveTab: (message) => saveTab(message.tabId),
  getItem: (message) => apiResult((client) => client.getContent(message.id)),
  retryItem: (message) => apiResult((client) => client.retryContent(message.id)),
  flushQueue: async () => {
    const result = await flushPending();
    return { sent: result.sent.length, remaining: result.remaining };
  },
};

export function handleMessage<M extends Message>(message: M): Promise<ResponseOf<M>> {
  const handler = handlers[message.type] as unknown as (message: M) => Promise<ResponseOf<M>>;
  return handler(message);
}

/** Only the extension's own pages (popup, options) may ask; content scripts do not exist. */
function fromExtensionPage(sender: Browser.runtime.MessageSender): boolean {
  return sender.id === browser.runtime.id && !!sender.url?.startsWith(browser.runtime.getURL('/'));
}

/**
 * Answers with a promise, as `browser.runtime.onMessage` listeners do under webextension-polyfill
 * (which turns it into Chrome's `sendResponse`); undefined leaves a message to other listeners.
 */
export function onMessage(
  message: unknown,
  sender: Browser.runtime.MessageSender,
): Promise<unknown> | undefined {
  if (!isMessage(message) || !fromExtensionPage(sender)) return undefined;
  return handleMessage(message).catch((error: unknown) => {
    console.error('Vault: message failed', message.type, error);
    return undefined;
  });
}
