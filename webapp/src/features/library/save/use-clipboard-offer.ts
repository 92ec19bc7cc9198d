import { useEffect, useState } from 'react';
import { readClipboardText } from '../../../lib/clipboard';
import { isLinkLike } from './link-hints';

/**
 * Reads the clipboard once when the dialog opens (spec 2.6) and offers what it holds if it looks
 * like a link. Browsers that refuse simply offer nothing.
 */
export function useClipboardOffer(): { offer: string | null; dismiss: () => void } {
  const [offer, setOffer] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void readClipboardText().then((text) => {
      if (active && text !== null && isLinkLike(text)) setOffer(text.trim());
    });
    return () => {
      active = false;
    };
  }, []);
  return { offer, dismiss: () => setOffer(null) };
}
