import type { ContentItem, CreatedApiToken, User } from '@vault/contracts';
import { vi } from 'vitest';

export const SERVER = 'http://vault.test';

export interface ApiCall {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | undefined;
}

/** What the fake server answers: a status and JSON body, or no answer at all (offline). */
export type Answer = { status: number; body?: unknown } | 'offline';
export type Route = (call: ApiCall) => Answer | undefined;

export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 7,
    url: 'https://example.com/post',
    platform: 'other',
    title: 'A post',
    author: null,
    text: null,
    textTruncated: false,
    summary: null,
    topics: [],
    imageUrl: null,
    extractionStatus: 'queued',
    extractionError: null,
    isFavorite: false,
    isRead: false,
    quickNote: null,
    customTags: null,
    hasAttachments: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    metadata: {},
    ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'ada',
    email: 'ada@example.com',
    role: 'user',
    firstName: null,
    lastName: null,
    avatarUrl: null,
    profileImageUrl: null,
    subscriptionPlan: 'free',
    subscriptionStatus: 'active',
    usageCount: 3,
    usageLimit: 10,
    usagePeriodStart: '2026-01-01T00:00:00.000Z',
    usageResetsAt: '2026-02-01T00:00:00.000Z',
    creditsBalance: 0,
    whatsappNumber: null,
    whatsappVerified: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function createdToken(overrides: Partial<CreatedApiToken> = {}): CreatedApiToken {
  return {
    id: 42,
    name: 'Chrome on Linux',
    prefix: 'vault_abc',
    scopes: ['content:save', 'library:read', 'account:read'],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUsedAt: null,
    token: 'vault_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    ...overrides,
  };
}

/**
 * Stubs `fetch` with a Vault server: routes are tried in order, the first answer wins, and
 * anything unrouted is a 404. `calls` records every request.
 */
export function stubServer(...routes: Route[]) {
  const calls: ApiCall[] = [];
  const active = [...routes];
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init?.headers);
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      authorization: headers.get('Authorization'),
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
    };
    calls.push(call);
    const answer = active.map((route) => route(call)).find((found) => found !== undefined) ?? {
      status: 404,
      body: { message: 'Not found' },
    };
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Puts `route` before the others (a server that changed its mind). */
    prepend: (route: Route) => void active.unshift(route),
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

export const route =
  (method: string, path: string, answer: Answer | ((call: ApiCall) => Answer)): Route =>
  (call) =>
    call.method === method && call.path === path
      ? typeof answer === 'function'
        ? answer(call)
        : answer
      : undefined;

/** Every request fails as if the computer were offline. */
export const offline: Route = () => 'offline';
