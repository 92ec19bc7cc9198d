import { browser } from 'wxt/browser';

export type BadgeState = 'saving' | 'saved' | 'queued' | 'error';

const BADGES: Record<BadgeState, { text: string; color: string }> = {
  saving: { text: '…', color: '#3182ce' },
  saved: { text: '✓', color: '#2f855a' },
  queued: { text: '…', color: '#dd6b20' },
  error: { text: '!', color: '#c53030' },
};

const TITLES: Record<BadgeState, string> = {
  saving: 'Saving to Vault…',
  saved: 'Saved to Vault',
  queued: 'Waiting for the Vault server',
  error: 'Could not save to Vault',
};

/** How long a final state (saved, error) stays on the tab's button. */
export const BADGE_CLEAR_MS = 5_000;
const DEFAULT_TITLE = 'Save to Vault';

/**
 * Shows a save's progress on the toolbar button of its tab: saving, saved, queued or error.
 * Saved and error clear themselves after a few seconds.
 */
export async function showBadge(state: BadgeState, tabId: number | undefined): Promise<void> {
  if (tabId === undefined || tabId < 0) return;
  const { text, color } = BADGES[state];
  try {
    await Promise.all([
      browser.action.setBadgeBackgroundColor({ tabId, color }),
      browser.action.setBadgeText({ tabId, text }),
      browser.action.setTitle({ tabId, title: TITLES[state] }),
    ]);
  } catch {
    return; // The tab was closed meanwhile.
  }
  if (state === 'saved' || state === 'error') {
    setTimeout(() => void clearBadge(tabId), BADGE_CLEAR_MS);
  }
}

export async function clearBadge(tabId: number): Promise<void> {
  try {
    await Promise.all([
      browser.action.setBadgeText({ tabId, text: '' }),
      browser.action.setTitle({ tabId, title: DEFAULT_TITLE }),
    ]);
  } catch {
    // The tab was closed meanwhile.
  }
}

/** The number of saves waiting for the server, on every tab without a badge of its own. */
export async function showPendingCount(count: number): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ color: BADGES.queued.color });
  await browser.action.setBadgeText({ text: count > 0 ? String(count) : '' });
}
