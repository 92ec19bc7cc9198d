import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstPaint from './use-first-paint-done';

describe('onFirstPaint', () => {
  let frames: (() => void)[];
  let onFirstPaint: typeof FirstPaint.onFirstPaint;

  beforeEach(async () => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    // The paint is remembered per page load: each test starts from a fresh module.
    vi.resetModules();
    ({ onFirstPaint } = await import('./use-first-paint-done'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const paint = async () => {
    for (const frame of frames.splice(0)) frame();
    await vi.advanceTimersByTimeAsync(0);
  };

  it('waits until the first paint is on screen (the next frame), then tells everyone who asked, once', async () => {
    const header = vi.fn();
    const stream = vi.fn();
    onFirstPaint(header);
    onFirstPaint(stream);
    expect(header).not.toHaveBeenCalled();
    await paint();
    expect(header).not.toHaveBeenCalled();
    await paint();
    expect(header).toHaveBeenCalledTimes(1);
    expect(stream).toHaveBeenCalledTimes(1);
    await paint();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(header).toHaveBeenCalledTimes(1);
  });

  it('answers at once after the first paint, and not at all when no longer wanted', async () => {
    const unmounted = vi.fn();
    const cancel = onFirstPaint(unmounted);
    cancel();
    await paint();
    await paint();
    expect(unmounted).not.toHaveBeenCalled();
    const later = vi.fn();
    onFirstPaint(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });
});
