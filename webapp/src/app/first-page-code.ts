import { showsAppToKnownVisitor, type FirstLocation } from './first-requests';

/**
 * The signed-in pages a visit most often opens on, by the first segment of their path. Only a head
 * start: routes.tsx routes the pages and loads them the same way (the browser fetches a module
 * once), so a page missing here is still shown, one round trip later.
 */
const PAGE_CODE: Readonly<Record<string, () => Promise<unknown>>> = {
  '': () => import('../pages/home/DashboardPage'),
  settings: () => import('../pages/settings/SettingsPage'),
  'privacy-settings': () => import('../pages/privacy-settings/PrivacySettingsPage'),
  kanban: () => import('../pages/kanban/KanbanPage'),
  content: () => import('../pages/content/ContentPage'),
};

/** The first segments of the pages above, for the build to list their chunks (first-screen-chunk.ts). */
export const FIRST_PAGE_SEGMENTS: readonly string[] = Object.keys(PAGE_CODE);

/**
 * What main.tsx starts downloading beside the app's code for a signed-in first screen: the page's
 * own chunk, which the app would otherwise ask for only once it has started (a whole round trip
 * later on a phone network).
 */
export function firstPageCode(location: FirstLocation): (() => Promise<unknown>) | undefined {
  if (!showsAppToKnownVisitor(location)) return undefined;
  const segment = location.pathname.split('/')[1] ?? '';
  return Object.hasOwn(PAGE_CODE, segment) ? PAGE_CODE[segment] : undefined;
}
