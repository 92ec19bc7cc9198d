import type { ContentEvent } from '@vault/contracts';

/** The event names `GET /api/events` sends, one per `ContentEvent` type. */
export const CONTENT_EVENT_NAMES = [
  'content.updated',
  'content.deleted',
] as const satisfies readonly ContentEvent['type'][];

/** Reads the data of one server-sent event; anything malformed is ignored rather than trusted. */
export function parseContentEvent(data: unknown): ContentEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<ContentEvent> | null;
    if (event?.type === 'content.updated' && event.item && typeof event.item.id === 'number') {
      return event as ContentEvent;
    }
    if (event?.type === 'content.deleted' && typeof event.id === 'number') {
      return event as ContentEvent;
    }
    return null;
  } catch {
    return null;
  }
}
