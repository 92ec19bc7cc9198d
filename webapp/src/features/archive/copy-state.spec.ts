import type { PageCopyStatus } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { copyView, storedSize } from './copy-state';

const status = (changes: Partial<PageCopyStatus>): PageCopyStatus => ({
  state: 'none',
  planKeepsCopies: true,
  source: null,
  bytes: null,
  hasScreenshot: false,
  createdAt: null,
  error: null,
  ...changes,
});

describe('copyView', () => {
  it('shows the copy once it is ready, whatever the plan is now', () => {
    expect(copyView(status({ state: 'ready', planKeepsCopies: false }), false)).toBe('ready');
  });

  it('asks the free plan to upgrade', () => {
    expect(copyView(status({ planKeepsCopies: false }), false)).toBe('upgrade');
  });

  it('says the copy is being made while it waits or the extraction runs', () => {
    expect(copyView(status({ state: 'pending' }), false)).toBe('making');
    expect(copyView(status({}), true)).toBe('making');
  });

  it('tells a failed copy from an item saved before copies were kept', () => {
    expect(copyView(status({ state: 'failed', error: 'x' }), false)).toBe('failed');
    expect(copyView(status({}), false)).toBe('none');
  });
});

describe('storedSize', () => {
  it('reads as bytes, kilobytes or megabytes', () => {
    expect(storedSize(900)).toBe('900 B');
    expect(storedSize(20_480)).toBe('20 kB');
    expect(storedSize(5 * 1024 * 1024 + 200_000)).toBe('5.2 MB');
  });
});
