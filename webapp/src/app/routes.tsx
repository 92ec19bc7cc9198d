import { APP_PATHS } from '@vault/contracts';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RequireAdmin } from '../features/admin/RequireAdmin';
import { preloadable, type PreloadableComponent } from '../lib/preloadable';
import { RequireUser } from './layouts/RequireUser';
import { RootLayout } from './layouts/RootLayout';

/**
 * A page loaded on demand when it first renders (inside RootLayout's Suspense). Not the router's
 * `lazy`: that resolves every matched route at start-up, so `/` would download the dashboard for a
 * visitor who then sees the signed-out home, and a prerendered page could not hydrate before its
 * chunk arrived.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return preloadable(() => load().then((module) => module[name]));
}

const DashboardPage = page(() => import('../pages/home/DashboardPage'), 'DashboardPage');
const SettingsPage = page(() => import('../pages/settings/SettingsPage'), 'SettingsPage');
const SETTINGS_PATHS = [
  APP_PATHS.settings,
  APP_PATHS.settingsPlan,
  APP_PATHS.settingsIntegrations,
  APP_PATHS.settingsImportExport,
  APP_PATHS.settingsSecurity,
];

/**
 * The route table of spec 2.1, its addresses from APP_PATHS (the server answers 404 for any other).
 * Pages load on demand, the shell and the gate do not.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RequireUser />,
        children: [
          {
            index: true,
            Component: DashboardPage,
          },
          {
            path: APP_PATHS.pricing,
            Component: page(() => import('../pages/pricing/PricingPage'), 'PricingPage'),
          },
          {
            path: APP_PATHS.upgrade,
            Component: page(() => import('../pages/upgrade/UpgradePage'), 'UpgradePage'),
          },
          {
            path: APP_PATHS.kanban,
            Component: page(() => import('../pages/kanban/KanbanPage'), 'KanbanPage'),
          },
          {
            path: APP_PATHS.privacySettings,
            Component: page(
              () => import('../pages/privacy-settings/PrivacySettingsPage'),
              'PrivacySettingsPage',
            ),
          },
          {
            path: APP_PATHS.highlights,
            Component: page(() => import('../pages/highlights/HighlightsPage'), 'HighlightsPage'),
          },
          {
            path: APP_PATHS.content,
            Component: page(() => import('../pages/content/ContentPage'), 'ContentPage'),
          },
        ],
      },
      {
        // Administrators only: signed out goes to the sign-in card, other users see 'Not authorised'.
        path: APP_PATHS.admin,
        element: <RequireAdmin />,
        children: [
          {
            index: true,
            Component: page(() => import('../pages/admin/AdminPage'), 'AdminPage'),
          },
          {
            path: APP_PATHS.adminUsers,
            Component: page(() => import('../pages/admin-users/AdminUsersPage'), 'AdminUsersPage'),
          },
          {
            path: APP_PATHS.adminCredits,
            Component: page(
              () => import('../pages/admin-credits/AdminCreditsPage'),
              'AdminCreditsPage',
            ),
          },
        ],
      },
      // Open to everyone: signed out, the page itself says 'Please log in' (spec 2.10). One page,
      // a section at each address.
      ...SETTINGS_PATHS.map((path) => ({ path, Component: SettingsPage })),
      {
        // The PWA share target: signed out, the page itself asks to sign in, then saves.
        path: APP_PATHS.share,
        Component: page(() => import('../pages/share/SharePage'), 'SharePage'),
      },
      {
        path: APP_PATHS.login,
        Component: page(() => import('../pages/login/LoginPage'), 'LoginPage'),
      },
      {
        path: APP_PATHS.faqs,
        Component: page(() => import('../pages/faqs/FaqsPage'), 'FaqsPage'),
      },
      {
        path: APP_PATHS.privacy,
        Component: page(() => import('../pages/privacy/PrivacyPage'), 'PrivacyPage'),
      },
      {
        path: APP_PATHS.terms,
        Component: page(() => import('../pages/terms/TermsPage'), 'TermsPage'),
      },
      {
        path: APP_PATHS.cookies,
        Component: page(() => import('../pages/cookies/CookiesPage'), 'CookiesPage'),
      },
      {
        // Kept in step with APP_PATHS: any address here gets this page, and the server a 404.
        path: '*',
        Component: page(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage'),
      },
    ],
  },
];

/**
 * Loads the code of the page shown at `pathname` (start-app.tsx, before the first render, so that
 * render is the page and not a spinner first).
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const preload = (route.Component as Partial<PreloadableComponent> | null)?.preload;
    if (preload) loads.push(preload());
  }
  return Promise.all(loads);
}
