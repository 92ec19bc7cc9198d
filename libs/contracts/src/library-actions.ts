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
  'addToBoard',
  'retry',
  'delete',
  'restore',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The library a "select all results" stands for: the same filters `GET /api/content` takes. */
export interface LibrarySelection {
  filter?: ContentFilter;
  platform?: Platform;
  topic?: Topic;
  search?: string;
}

/** An item's values before a bulk action changed them: what `restore` puts back (Undo). */
export interface BulkPreviousState {
  id: number;
  isFavorite?: boolean;
  isRead?: boolean;
  customTags?: string[] | null;
}

/**
 * `POST /api/content/bulk`: `ids` or `query` (every item matching it, resolved by the server),
 * the action, and what it needs: `tag` for addTag/removeTag, `columnId` for addToBoard,
 * `previous` for restore (which takes no ids or query).
 */
export interface BulkActionRequest {
  ids?: number[];
  query?: LibrarySelection;
  action: BulkAction;
  tag?: string;
  columnId?: number;
  previous?: BulkPreviousState[];
}

export interface BulkActionResponse {
  action: BulkAction;
  /** The items the action changed (for delete, the items deleted). */
  affectedIds: number[];
  /** Undo of tags, favourite and read: send these back with action `restore`. */
  previous: BulkPreviousState[];
  /** addToBoard: the board cards it created (Undo removes them). */
  boardItemIds?: number[];
  /** retry: items that stayed failed because the month's saves ran out. */
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
