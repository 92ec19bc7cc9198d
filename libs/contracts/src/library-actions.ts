import type { ContentFilter, Platform, Topic } from './enums.js';

/** Most items one bulk action changes; "select all results" beyond it is refused (400). */
export const BULK_ITEMS_MAX = 5_000;
/** Saved searches one account keeps. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;
/** The longest search box text the API accepts (`search` of `GET /api/content`). */
export const SEARCH_MAX_LENGTH = 500;

export const BULK_ACTIONS = [
  'addTag',
  'removeTag',
  'favorite',
  'unfavorite',
  'markRead',
  'markUnread',
  'retry',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The library a "select all results" stands for: the same filters `GET /api/content` takes. */
export interface LibrarySelection {
  filter?: ContentFilter;
  platform?: Platform;
  topic?: Topic;
  search?: string;
}

/**
 * `POST /api/content/bulk`: `ids` or `query` (every item matching it, resolved by the server), the
 * action, and `tag` for addTag/removeTag. Items of other accounts are never touched.
 */
export interface BulkActionRequest {
  ids?: number[];
  query?: LibrarySelection;
  action: BulkAction;
  tag?: string;
}

export interface BulkActionResponse {
  action: BulkAction;
  /** The items the action changed: an item that already was as asked is not among them. */
  affectedIds: number[];
  /**
   * The request that puts the changed items back as they were (Undo): the opposite action on
   * exactly the changed items. Null for delete (undone by not sending it: the app waits 5 s) and
   * retry (a charge is not taken back).
   */
  undo: BulkActionRequest | null;
  /** retry: items left failed because the month's saves and credits ran out. */
  notRetried?: number;
}

/** `GET /api/content/ids`: the ids matching a selection, newest first, for "select all results". */
export interface MatchingIdsResponse {
  ids: number[];
  /** How many match; larger than `ids.length` when more than BULK_ITEMS_MAX do. */
  total: number;
}

/** `GET /api/saved-searches`, in the order the person keeps them. */
export interface SavedSearch {
  id: number;
  name: string;
  /** The search box text, operators included (`tag:ai is:unread`). */
  query: string;
  position: number;
  createdAt: string;
}

export interface CreateSavedSearchRequest {
  name: string;
  query: string;
}

/** `PATCH /api/saved-searches/{id}`: any of these. */
export interface UpdateSavedSearchRequest {
  name?: string;
  query?: string;
  position?: number;
}

export const ONBOARDING_STEPS = ['extension', 'import', 'whatsapp', 'firstSave'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * `GET /api/onboarding`: the first-run checklist, each step's state read from what the account
 * has done: an API token (the extension's sign-in creates one), an import job, a verified
 * WhatsApp number, an item in the library. Hiding the checklist is kept per device (the browser).
 */
export interface OnboardingState {
  steps: Record<OnboardingStep, boolean>;
}
