/**
 * Where the public configuration is read: its own module so the entry script can start the request
 * early (app/first-requests.ts) without carrying the query library.
 */
export const PUBLIC_CONFIG_PATH = '/api/config';
