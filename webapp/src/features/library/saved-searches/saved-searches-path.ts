/**
 * Where the saved searches are read: its own module so the entry script can start the request on
 * the dashboard (app/first-requests.ts) without carrying the API client.
 */
export const SAVED_SEARCHES_PATH = '/api/saved-searches';
