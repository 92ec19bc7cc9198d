import {
  CONTENT_FILTERS,
  FILTER_PLATFORMS,
  LIMITS,
  PLATFORM_LABELS,
  type ContentFilter,
  type ContentItem,
  type Platform,
  type Topic,
} from '@vault/contracts';

/** A dashboard filter chip (spec 2.5): everything, one platform, favourites or unread. */
export type LibraryChip = 'all' | (typeof FILTER_PLATFORMS)[number] | ContentFilter;

export interface ChipDefinition {
  value: LibraryChip;
  label: string;
}

const FILTER_LABELS: Record<ContentFilter, string> = { favorites: 'Favorites', unread: 'Unread' };

/** All Content, the six platforms, Favorites, Unread, in the spec's order. */
export const LIBRARY_CHIPS: readonly ChipDefinition[] = [
  { value: 'all', label: 'All Content' },
  ...FILTER_PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] })),
  ...CONTENT_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] })),
];

/** What the list asks the server for; absent fields are not sent. Also part of the query key. */
export interface ContentFilters {
  filter?: ContentFilter;
  platform?: Platform;
  topic?: Topic;
  search?: string;
}

function isContentFilter(chip: LibraryChip): chip is ContentFilter {
  return (CONTENT_FILTERS as readonly string[]).includes(chip);
}

/** The chip, the topic and the (settled) search text as list filters; blank search is no search. */
export function toContentFilters(
  chip: LibraryChip,
  searchText: string,
  topic: Topic | null = null,
): ContentFilters {
  const filters: ContentFilters = {};
  if (chip !== 'all') {
    if (isContentFilter(chip)) filters.filter = chip;
    else filters.platform = chip;
  }
  if (topic) filters.topic = topic;
  const search = searchText.trim();
  if (search) filters.search = search;
  return filters;
}

export function hasAnyFilter(filters: ContentFilters): boolean {
  return Boolean(filters.filter ?? filters.platform ?? filters.topic ?? filters.search);
}

/** `GET /api/content` for one page: filters, the page size, and the cursor of a later page. */
export function contentListPath(filters: ContentFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.filter) params.set('filter', filters.filter);
  if (filters.platform) params.set('platform', filters.platform);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.search) params.set('search', filters.search);
  params.set('limit', String(LIMITS.pageSize));
  if (cursor) params.set('cursor', cursor);
  return `/api/content?${params.toString()}`;
}

/**
 * Whether an item belongs in a list with these filters, judged on the client. A search can only be
 * judged by the server, so it answers `undefined` there.
 */
export function matchesFilters(item: ContentItem, filters: ContentFilters): boolean | undefined {
  if (filters.search) return undefined;
  if (filters.platform && item.platform !== filters.platform) return false;
  if (filters.topic && !item.topics.includes(filters.topic)) return false;
  if (filters.filter === 'favorites' && !item.isFavorite) return false;
  if (filters.filter === 'unread' && item.isRead) return false;
  return true;
}

/** The counts above the library. */
export const CONTENT_STATS_PATH = '/api/content/stats';

/** The dashboard's list before any chip, topic or search is chosen. */
export const UNFILTERED: ContentFilters = {};

/**
 * What the dashboard's first screen asks for: the first page of the library with no filter, and
 * the counts. Kept apart from the API client: the entry script imports it to start these requests
 * before the app's code has arrived.
 */
export const LIBRARY_FIRST_REQUESTS: readonly string[] = [
  contentListPath(UNFILTERED, null),
  CONTENT_STATS_PATH,
];
