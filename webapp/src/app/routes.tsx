import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { RequireAdmin } from '../features/admin/RequireAdmin';
import { RequireUser } from './layouts/RequireUser';
import { RootLayout } from './layouts/RootLayout';

/** The route table of spec 2.1. Pages load on demand; the shell, gate and signed-out home do not. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageSpinner,
    children: [
      {
        element: <RequireUser />,
        children: [
          {
            index: true,
            lazy: () =>
              import('../pages/home/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: 'pricing',
            lazy: () =>
              import('../pages/pricing/PricingPage').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: 'upgrade',
            lazy: () =>
              import('../pages/upgrade/UpgradePage').then((m) => ({ Component: m.UpgradePage })),
          },
          {
            path: 'kanban',
            lazy: () =>
              import('../pages/kanban/KanbanPage').then((m) => ({ Component: m.KanbanPage })),
          },
          {
            path: 'privacy-settings',
            lazy: () =>
              import('../pages/privacy-settings/PrivacySettingsPage').then((m) => ({
                Component: m.PrivacySettingsPage,
              })),
          },
          {
            path: 'content/:id',
            lazy: () =>
              import('../pages/content/ContentPage').then((m) => ({ Component: m.ContentPage })),
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
            lazy: () =>
              import('../pages/admin/AdminPage').then((m) => ({ Component: m.AdminPage })),
          },
          {
            path: 'users',
            lazy: () =>
              import('../pages/admin-users/AdminUsersPage').then((m) => ({
                Component: m.AdminUsersPage,
              })),
          },
          {
            path: 'credits',
            lazy: () =>
              import('../pages/admin-credits/AdminCreditsPage').then((m) => ({
                Component: m.AdminCreditsPage,
              })),
          },
        ],
      },
      {
        // Open to everyone: signed out, the page itself says 'Please log in' (spec 2.10).
        path: 'settings',
        lazy: () =>
          import('../pages/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        // The PWA share target: signed out, the page itself asks to sign in, then saves.
        path: 'share',
        lazy: () => import('../pages/share/SharePage').then((m) => ({ Component: m.SharePage })),
      },
      {
        path: 'login',
        lazy: () => import('../pages/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'faqs',
        lazy: () => import('../pages/faqs/FaqsPage').then((m) => ({ Component: m.FaqsPage })),
      },
      {
        path: 'privacy',
        lazy: () =>
          import('../pages/privacy/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../pages/terms/TermsPage').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'cookies',
        lazy: () =>
          import('../pages/cookies/CookiesPage').then((m) => ({ Component: m.CookiesPage })),
      },
      {
        path: '*',
        lazy: () =>
          import('../pages/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
