import { useEffect, useState } from 'react';
import { browser, type Browser } from 'wxt/browser';

/**
 * The tab the popup acts on: the active tab of its window. `popup.html?tab=<id>` names another
 * tab instead: the end-to-end tests open the popup as a page, where the active tab is the popup.
 */
async function findTargetTab(): Promise<Browser.tabs.Tab | null> {
  const named = Number(new URLSearchParams(window.location.search).get('tab'));
  if (Number.isInteger(named) && named > 0) {
    return (await browser.tabs.get(named).catch(() => undefined)) ?? null;
  }
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active ?? null;
}

export function useTargetTab(): { tab: Browser.tabs.Tab | null; loading: boolean } {
  const [tab, setTab] = useState<Browser.tabs.Tab | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let active = true;
    void findTargetTab().then((found) => {
      if (!active) return;
      setTab(found);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, []);
  return { tab, loading };
}
