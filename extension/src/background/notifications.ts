import { browser } from 'wxt/browser';

/** What a notification tells the person, for saves made without the popup open. */
export type Notice =
  | { kind: 'saved'; title: string; itemUrl: string }
  | { kind: 'already_saved'; title: string; itemUrl: string }
  | { kind: 'limit_reached'; message: string; upgradeUrl: string }
  | { kind: 'not_signed_in' }
  | { kind: 'unreachable'; serverUrl: string }
  | { kind: 'sent_pending'; count: number; dashboardUrl: string }
  | { kind: 'unsaveable'; reason: string }
  | { kind: 'highlighted'; quote: string; itemUrl: string }
  | { kind: 'highlight_failed'; quote: string; reason: string }
  | { kind: 'error'; message: string };

/** Opens the options page (where one signs in) instead of a web address. */
const OPTIONS_TARGET = 'options';
const ID_PREFIX = 'vault';
let counter = 0;

function describe(notice: Notice): { title: string; message: string; target?: string } {
  switch (notice.kind) {
    case 'saved':
      return { title: 'Saved to Vault', message: notice.title, target: notice.itemUrl };
    case 'already_saved':
      return { title: 'Already in your Vault', message: notice.title, target: notice.itemUrl };
    case 'limit_reached':
      return {
        title: 'Monthly limit reached',
        message: `${notice.message} Click to upgrade.`,
        target: notice.upgradeUrl,
      };
    case 'not_signed_in':
      return {
        title: 'Not signed in to Vault',
        message: 'Click to sign in, then save again.',
        target: OPTIONS_TARGET,
      };
    case 'unreachable':
      return {
        title: 'Vault server unreachable',
        message: `Kept for later: it will be saved when ${notice.serverUrl} answers again.`,
      };
    case 'sent_pending':
      return {
        title: 'Saved to Vault',
        message:
          notice.count === 1
            ? 'The page that was waiting has been saved.'
            : `The ${notice.count} pages that were waiting have been saved.`,
        target: notice.dashboardUrl,
      };
    case 'unsaveable':
      return { title: 'Cannot save this page', message: notice.reason };
    case 'highlighted':
      return { title: 'Highlighted in Vault', message: notice.quote, target: notice.itemUrl };
    case 'highlight_failed':
      return {
        title: 'Could not save the highlight',
        message: `${notice.reason} The passage: “${notice.quote}”`,
      };
    case 'error':
      return { title: 'Could not save to Vault', message: notice.message };
  }
}

/**
 * Shows a notification. Its id carries where a click leads, so the click still works after the
 * background worker was stopped and started again.
 */
export async function notify(notice: Notice): Promise<string> {
  const { title, message, target } = describe(notice);
  counter += 1;
  const id = `${ID_PREFIX}|${Date.now().toString(36)}-${counter}|${target ?? ''}`;
  return browser.notifications.create(id, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title,
    message,
  });
}

/** Where a click on the notification `id` leads: a web address, `options`, or nothing. */
export function notificationTarget(id: string): string | null {
  const [prefix, , ...rest] = id.split('|');
  const target = rest.join('|');
  return prefix === ID_PREFIX && target !== '' ? target : null;
}

export async function openNotificationTarget(id: string): Promise<void> {
  const target = notificationTarget(id);
  await browser.notifications.clear(id);
  if (target === OPTIONS_TARGET) await browser.runtime.openOptionsPage();
  else if (target !== null && /^https?:\/\//.test(target))
    await browser.tabs.create({ url: target });
}
