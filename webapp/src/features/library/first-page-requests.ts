import { contentListPath, type ContentFilters } from './content-filters';

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
