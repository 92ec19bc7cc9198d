import type { ContentItem } from '@vault/contracts';
import { useEffect, useState } from 'react';
import { sendMessage } from '../../lib/messages';

export const POLL_INTERVAL_MS = 1_500;
const MAX_POLLS = 120;

const finished = (item: ContentItem) =>
  item.extractionStatus === 'completed' || item.extractionStatus === 'failed';

/** Follows a saved item until its extraction completes or fails (key the caller per item). */
export function useItemProgress(initial: ContentItem | null): {
  item: ContentItem | null;
  error: string | null;
  retry: () => void;
} {
  const [item, setItem] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const id = item?.id;
  const done = item ? finished(item) : true;
  useEffect(() => {
    if (id === undefined || done) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > MAX_POLLS) clearInterval(timer);
      void sendMessage({ type: 'getItem', id }).then((result) => {
        if (result.ok) setItem(result.value);
        else setError(result.error);
      });
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [id, done]);

  const retry = () => {
    if (id === undefined) return;
    setError(null);
    void sendMessage({ type: 'retryItem', id }).then((result) => {
      if (result.ok) setItem(result.value);
      else setError(result.error);
    });
  };

  return { item, error, retry };
}
