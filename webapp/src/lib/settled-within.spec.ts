import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const track = (wait: Promise<void>) => {
    const state = { settled: false };
    void wait.then(() => (state.settled = true));
    return state;
  };

  it('resolves when the work does, or when it fails', async () => {
    const fine = track(settledWithin(Promise.resolve('x'), 1_000));
    const failed = track(settledWithin(Promise.reject(new Error('no')), 1_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(fine.settled).toBe(true);
    expect(failed.settled).toBe(true);
  });

  it('stops waiting after the given time', async () => {
    const slow = track(settledWithin(new Promise(() => undefined), 1_000));
    await vi.advanceTimersByTimeAsync(999);
    expect(slow.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.settled).toBe(true);
  });
});
