import { safeFetch } from '../extraction/index.js';
import type { ResourceFetch } from './resource-inliner.js';

const RESOURCE_TIMEOUT_MS = 15_000;

/**
 * A page's resources downloaded as the page itself is: through the safe fetcher, so a copy can
 * never make the server reach a private address (only `allowedHosts`, FETCH_ALLOWED_HOSTS).
 */
export function safeResourceFetch(allowedHosts: readonly string[]): ResourceFetch {
  return async (url, maxBytes) => {
    const response = await safeFetch(url, {
      allowedHosts,
      maxBytes,
      timeoutMs: RESOURCE_TIMEOUT_MS,
      headers: { accept: '*/*' },
    });
    return {
      url: response.url,
      body: response.body,
      contentType: response.contentType,
      text: () => response.text(),
    };
  };
}
