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

/** The route table of spec 2.1. Pages load on demand, the shell and the gate do not. */
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
            path: 'pricing',
            Component: page(() => import('../pages/pricing/PricingPage'), 'PricingPage'),
          },
          {
            path: 'upgrade',
            Component: page(() => import('../pages/upgrade/UpgradePage'), 'UpgradePage'),
          },
          {
            path: 'kanban',
            Component: page(() => import('../pages/kanban/KanbanPage'), 'KanbanPage'),
          },
          {
            path: 'privacy-settings',
            Component: page(
              () => import('../pages/privacy-settings/PrivacySettingsPage'),
              'PrivacySettingsPage',
            ),
          },
          {
            path: 'content/:id',
            Component: page(() => import('../pages/content/ContentPage'), 'ContentPage'),
          },
        ],
      },
      {
        // Administrators only: signed out goes to the sign-in card, other users see 'Not authorised'.
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            index: true,
            Component: page(() => import('../pages/admin/AdminPage'), 'AdminPage'),
          },
          {
            path: 'users',
            Component: page(() => import('../pages/admin-users/AdminUsersPage'), 'AdminUsersPage'),
          },
          {
            path: 'credits',
            Component: page(
              () => import('../pages/admin-credits/AdminCreditsPage'),
              'AdminCreditsPage',
            ),
          },
        ],
      },
      {
        // Open to everyone: signed out, the page itself says 'Please log in' (spec 2.10).
        path: 'settings',
        Component: page(() => import('../pages/settings/SettingsPage'), 'SettingsPage'),
      },
      {
        // The PWA share target: signed out, the page itself asks to sign in, then saves.
        path: 'share',
        Component: page(() => import('../pages/share/SharePage'), 'SharePage'),
      },
      {
        path: 'login',
        Component: page(() => import('../pages/login/LoginPage'), 'LoginPage'),
      },
      {
        path: 'faqs',
        Component: page(() => import('../pages/faqs/FaqsPage'), 'FaqsPage'),
      },
      {
        path: 'privacy',
        Component: page(() => import('../pages/privacy/PrivacyPage'), 'PrivacyPage'),
      },
      {
        path: 'terms',
        Component: page(() => import('../pages/terms/TermsPage'), 'TermsPage'),
      },
      {
        path: 'cookies',
        Component: page(() => import('../pages/cookies/CookiesPage'), 'CookiesPage'),
      },
      {
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
