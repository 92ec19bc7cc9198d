import { isPaidPlan, type User } from '@vault/contracts';

export interface NavEntry {
  label: string;
  to: string;
}

type MenuUser = Pick<User, 'subscriptionPlan' | 'subscriptionStatus' | 'role'>;

const SETTINGS: NavEntry = { label: 'Settings', to: '/settings' };
const HIGHLIGHTS: NavEntry = { label: 'Highlights', to: '/highlights' };
const KANBAN: NavEntry = { label: 'Kanban Boards', to: '/kanban' };
const ANALYTICS: NavEntry = { label: 'Analytics', to: '/admin' };
const PRIVACY: NavEntry = { label: 'Privacy & Data', to: '/privacy-settings' };
const UPGRADE: NavEntry = { label: 'Upgrade', to: '/pricing' };
const DASHBOARD: NavEntry = { label: 'Dashboard', to: '/' };

/**
 * The avatar menu (spec 2.5): Highlights for everyone, Kanban for paid plans, Analytics for
 * admins, Upgrade for free.
 */
export function accountMenuEntries(user: MenuUser): NavEntry[] {
  const paid = isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
  return [
    HIGHLIGHTS,
    SETTINGS,
    ...(paid ? [KANBAN] : []),
    ...(user.role === 'admin' ? [ANALYTICS] : []),
    PRIVACY,
    ...(paid ? [] : [UPGRADE]),
  ];
}

/** The mobile side menu (spec 2.5), with the admin and privacy entries the avatar menu also has. */
export function mobileMenuEntries(user: MenuUser): NavEntry[] {
  const paid = isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
  return [
    DASHBOARD,
    HIGHLIGHTS,
    ...(paid ? [KANBAN] : []),
    SETTINGS,
    PRIVACY,
    ...(user.role === 'admin' ? [ANALYTICS] : []),
    ...(paid ? [] : [UPGRADE]),
  ];
}
