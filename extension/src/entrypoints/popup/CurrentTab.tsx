import { PLATFORM_COLORS, PLATFORM_LABELS, type Platform } from '@vault/contracts';
import { detectPlatform } from '@vault/urls';
import type { CSSProperties } from 'react';
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
          {saveable.ok && <PlatformChip platform={detectPlatform(saveable.url)} />}
        </>
      ) : (
        <p className="vault-muted">No web page is open in this tab.</p>
      )}
      {!saveable.ok && tab?.url && <p className="vault-note">{saveable.reason}</p>}
    </section>
  );
}

/** The platform in its own colour (the web app's chips use the same `PLATFORM_COLORS`). */
function PlatformChip({ platform }: { platform: Platform }) {
  const { light, dark, gradient } = PLATFORM_COLORS[platform];
  const style = {
    '--chip-bg': light.bg,
    '--chip-fg': light.fg,
    '--chip-bg-dark': dark.bg,
    '--chip-fg-dark': dark.fg,
    backgroundImage: gradient,
  } as CSSProperties;
  return (
    <p className="vault-platform" aria-label="Platform" style={style}>
      {PLATFORM_LABELS[platform]}
    </p>
  );
}
