import type { Platform } from './enums.js';

/** The four highlight colours; the webapp maps each to a mark colour that meets WCAG AA. */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

/**
 * `attached`: the quote is at `start`–`end` of the item's reader text. `needs-review`: a
 * re-extraction changed the text and the quote could not be found again; the highlight keeps its
 * quote and note but is not painted until the person looks at it.
 */
export const HIGHLIGHT_STATUSES = ['attached', 'needs-review'] as const;
export type HighlightStatus = (typeof HIGHLIGHT_STATUSES)[number];

export const HIGHLIGHT_LIMITS = {
  quoteMaxLength: 5_000,
  /** Prefix and suffix (the text around the quote) are cut to this many characters when stored. */
  contextMaxLength: 200,
  /** How much context the app and the extension take on each side of a selection. */
  contextLength: 32,
  pageSize: 50,
} as const;

/**
 * One highlight: a Web Annotation TextQuoteSelector (`quote`, `prefix`, `suffix`) and
 * TextPositionSelector (`start`, `end`, offsets into the item's reader text; null until the item
 * has text to place it in).
 */
export interface Highlight {
  id: number;
  contentId: number;
  quote: string;
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  color: HighlightColor;
  note: string | null;
  tags: string[];
  status: HighlightStatus;
  createdAt: string;
  updatedAt: string;
}

/** A highlight in the library-wide list, with the item it belongs to. */
export interface LibraryHighlight extends Highlight {
  item: { id: number; title: string | null; url: string; platform: Platform };
}

/** `POST /api/content/{id}/highlights`. */
export interface CreateHighlightRequest {
  quote: string;
  prefix?: string;
  suffix?: string;
  start?: number;
  end?: number;
  color?: HighlightColor;
  note?: string | null;
  tags?: string[];
}

/** `PATCH /api/highlights/{id}`. */
export interface UpdateHighlightRequest {
  color?: HighlightColor;
  note?: string | null;
  tags?: string[];
}

/** Where a search found an item (`matchedIn` of a search answer's items). */
export const SEARCH_MATCH_FIELDS = ['title', 'tags', 'note', 'text', 'highlight'] as const;
export type SearchMatchField = (typeof SEARCH_MATCH_FIELDS)[number];
