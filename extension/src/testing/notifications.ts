import { fakeBrowser } from 'wxt/testing';

export interface ShownNotification {
  id: string;
  title: string;
  message: string;
}

/** The notifications currently shown, oldest first. */
export async function shownNotifications(): Promise<ShownNotification[]> {
  const all = (await fakeBrowser.notifications.getAll()) as Record<
    string,
    { title: string; message: string }
  >;
  return Object.entries(all).map(([id, { title, message }]) => ({ id, title, message }));
}

export async function badgeText(tabId: number): Promise<string> {
  return fakeBrowser.action.getBadgeText({ tabId });
}
