import { PLATFORM_LABELS } from '@vault/contracts';
import { detectPlatform } from '@vault/urls';
import type { Browser } from 'wxt/browser';
import { checkSaveable } from '../../lib/saveable';

/** The page about to be saved: title, address and platform, or why it cannot be saved. */
export function CurrentTab({ tab }: { tab: Browser.tabs.Tab | null }) {
  const saveable = checkSaveable(tab?.url);
  return (
    <section className="vault-card" aria-label="Current tab">
      {tab?.url ? (
        <>
          <p className="vault-tab-title vault-ellipsis" title={tab.title}>
            {tab.title || tab.url}
          </p>
          <p className="vault-muted vault-ellipsis" title={tab.url}>
            {tab.url}
          </p>
          {saveable.ok && (
            <p className="vault-platform" aria-label="Platform">
              {PLATFORM_LABELS[detectPlatform(saveable.url)]}
            </p>
          )}
        </>
      ) : (
        <p className="vault-muted">No web page is open in this tab.</p>
      )}
      {!saveable.ok && tab?.url && <p className="vault-note">{saveable.reason}</p>}
    </section>
  );
}
