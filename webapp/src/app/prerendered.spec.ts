import { describe, expect, it } from 'vitest';
import { expectedPrerenderedPage, type VisitFacts } from './prerendered';

const visit = (facts: Partial<VisitFacts>): VisitFacts => ({
  pathname: '/',
  search: '',
  storedBypass: null,
  sessionBypass: false,
  launchMode: 'preview',
  signedOut: true,
  ...facts,
});

describe('which prerendered page a visit shows first', () => {
  it('the landing page for any gated path in preview mode', () => {
    expect(expectedPrerenderedPage(visit({}))).toBe('landing');
    expect(expectedPrerenderedPage(visit({ pathname: '/kanban' }))).toBe('landing');
  });

  it('the public pages by path, in either mode', () => {
    expect(expectedPrerenderedPage(visit({ pathname: '/faqs' }))).toBe('faqs');
    expect(expectedPrerenderedPage(visit({ pathname: '/Terms/', launchMode: 'live' }))).toBe(
      'terms',
    );
  });

  it('the signed-out home only at / for a visitor the server saw signed out', () => {
    expect(expectedPrerenderedPage(visit({ search: '?dev=true' }))).toBe('home');
    expect(expectedPrerenderedPage(visit({ storedBypass: 'true' }))).toBe('home');
    expect(expectedPrerenderedPage(visit({ launchMode: 'live' }))).toBe('home');
    expect(expectedPrerenderedPage(visit({ launchMode: 'live', signedOut: false }))).toBeNull();
    expect(expectedPrerenderedPage(visit({ launchMode: 'live', pathname: '/kanban' }))).toBeNull();
  });

  it('none while the launch mode is unknown', () => {
    expect(expectedPrerenderedPage(visit({ launchMode: undefined }))).toBeNull();
  });
});
