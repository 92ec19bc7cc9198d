import { useContentEvents } from './use-content-events';

/** Mounted once for signed-in pages: keeps the library's caches live. Renders nothing. */
export function LiveContentUpdates() {
  useContentEvents();
  return null;
}
