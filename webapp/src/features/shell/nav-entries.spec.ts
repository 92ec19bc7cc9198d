import { describe, expect, it } from 'vitest';
import { accountMenuEntries, mobileMenuEntries } from './nav-entries';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('account menu entries', () => {
  it('offers Upgrade and hides Kanban on the free plan', () => {
    const user = { subscriptionPlan: 'free', subscriptionStatus: 'active', role: 'user' as const };
    expect(labels(accountMenuEntries(user))).toEqual([
      'Highlights',
      'Settings',
      'Privacy & Data',
      'Upgrade',
    ]);
    expect(labels(mobileMenuEntries(user))).toEqual([
      'Dashboard',
      'Highlights',
      'Settings',
      'Privacy & Data',
      'Upgrade',
    ]);
  });

  it('offers Kanban to paid plans, whatever the capitalisation', () => {
    const user = {
      subscriptionPlan: 'Premium',
      subscriptionStatus: 'active',
      role: 'user' as const,
    };
    expect(labels(accountMenuEntries(user))).toEqual([
      'Highlights',
      'Settings',
      'Kanban Boards',
      'Privacy & Data',
    ]);
  });

  it('treats a lapsed subscription as free', () => {
    const user = { subscriptionPlan: 'pro', subscriptionStatus: 'past_due', role: 'user' as const };
    expect(labels(accountMenuEntries(user))).toContain('Upgrade');
    expect(labels(accountMenuEntries(user))).not.toContain('Kanban Boards');
  });

  it('shows Analytics to admins only', () => {
    const admin = { subscriptionPlan: 'pro', subscriptionStatus: 'active', role: 'admin' as const };
    expect(labels(accountMenuEntries(admin))).toEqual([
      'Highlights',
      'Settings',
      'Kanban Boards',
      'Analytics',
      'Privacy & Data',
    ]);
    expect(labels(mobileMenuEntries(admin))).toContain('Analytics');
  });
});
