import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { handleCommand } from '../background/commands';
import { exposeE2eHooks } from '../background/e2e-hooks';
import { handleMenuClick, registerMenus } from '../background/menus';
import { onMessage } from '../background/messages';
import { logFailure } from '../background/log';
import { openNotificationTarget } from '../background/notifications';
import { FLUSH_ALARM } from '../background/offline-queue';
import { flushPending } from '../background/save-service';

/** Wires browser events to the background modules; the work happens in `src/background/`. */
export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    registerMenus().catch(logFailure('creating the menu'));
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    handleMenuClick(info, tab).catch(logFailure('saving from the menu'));
  });
  browser.commands.onCommand.addListener((command, tab) => {
    handleCommand(command, tab).catch(logFailure('saving from the shortcut'));
  });
  // webextension-polyfill sends the promise's value as the answer; WXT's types are Chrome's,
  // which know only sendResponse.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  browser.runtime.onMessage.addListener(onMessage);
  browser.notifications.onClicked.addListener((id) => {
    openNotificationTarget(id).catch(logFailure('opening the notification'));
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FLUSH_ALARM) flushPending().catch(logFailure('sending waiting saves'));
  });
  // Each start of the worker (browser start, any event) sends what waited for the server.
  flushPending().catch(logFailure('sending waiting saves'));

  if (import.meta.env.MODE === 'e2e') exposeE2eHooks();
});
