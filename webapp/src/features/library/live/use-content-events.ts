import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { askAgain } from '../ask-again';
import { contentKeys } from '../content-keys';
import { forgetItem, refreshCounts, syncItem } from '../content-sync';
import { CONTENT_EVENT_NAMES, parseContentEvent } from './content-event';
import { eventStreamConnectedAtom } from './stream-status';

const EVENTS_PATH = '/api/events';

/**
 * Listens to `GET /api/events` while a user is signed in and applies each event to the cached
 * lists, detail pages and counts. Whatever changed before the stream opened (an item saved from
 * the extension while the dashboard was loading) or while it was down is made up for by asking
 * again on every open; a list answer never undoes a newer event (keepNewerItems).
 */
export function useContentEvents(): void {
  const queryClient = useQueryClient();
  const setConnected = useSetAtom(eventStreamConnectedAtom);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(EVENTS_PATH);

    source.onopen = () => {
      void askAgain(queryClient, { queryKey: contentKeys.all });
      refreshCounts(queryClient);
      setConnected(true);
    };
    source.onerror = () => setConnected(false);

    const onEvent = (message: MessageEvent<unknown>) => {
      const event = parseContentEvent(message.data);
      if (!event) return;
      if (event.type === 'content.updated') syncItem(queryClient, event.item, 'event');
      else forgetItem(queryClient, event.id);
      refreshCounts(queryClient);
    };
    for (const name of CONTENT_EVENT_NAMES) source.addEventListener(name, onEvent);

    return () => {
      source.close();
      setConnected(false);
    };
  }, [queryClient, setConnected]);
}
