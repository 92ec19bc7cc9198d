import { describe, expect, it } from 'vitest';
import { decideGate, hasDevQuery, isPublicPath, type GateInput } from './preview-gate';

const base: GateInput = {
  pathname: '/',
  search: '',
  storedBypass: null,
  sessionBypass: false,
  launchMode: 'preview',
  configPending: false,
};

describe('preview gate', () => {
  it('shows the waitlist on every non-public path in preview mode', () => {
    for (const pathname of ['/', '/pricing', '/settings', '/admin/users', '/content/3', '/nope']) {
      expect(decideGate({ ...base, pathname })).toBe('waitlist');
    }
  });

  it('keeps the four public pages reachable in preview mode', () => {
    for (const pathname of ['/faqs', '/privacy', '/terms', '/cookies', '/faqs/']) {
      expect(decideGate({ ...base, pathname })).toBe('app');
    }
    expect(isPublicPath('/privacy-settings')).toBe(false);
    expect(isPublicPath('/faqs/extra')).toBe(false);
  });

  it('opens the app when the stored flag is exactly "true"', () => {
    expect(decideGate({ ...base, storedBypass: 'true' })).toBe('app');
    expect(decideGate({ ...base, storedBypass: 'false' })).toBe('waitlist');
    expect(decideGate({ ...base, storedBypass: '1' })).toBe('waitlist');
  });

  it('opens the app with dev=true in the query string, or after it was seen in this tab', () => {
    expect(decideGate({ ...base, search: '?dev=true' })).toBe('app');
    expect(decideGate({ ...base, search: '?utm=x&dev=true' })).toBe('app');
    expect(decideGate({ ...base, search: '?dev=false' })).toBe('waitlist');
    expect(decideGate({ ...base, sessionBypass: true })).toBe('app');
    expect(hasDevQuery('?dev=TRUE')).toBe(false);
  });

  it('is off for everyone in live mode', () => {
    expect(decideGate({ ...base, launchMode: 'live', pathname: '/settings' })).toBe('app');
  });

  it('waits for the config, and stays on when the config could not be read', () => {
    expect(decideGate({ ...base, launchMode: undefined, configPending: true })).toBe('pending');
    expect(decideGate({ ...base, launchMode: undefined, configPending: false })).toBe('waitlist');
    expect(
      decideGate({ ...base, launchMode: undefined, configPending: true, pathname: '/terms' }),
    ).toBe('app');
  });
});
