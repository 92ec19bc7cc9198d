import { describe, expect, it, vi } from 'vitest';
import { INTERACTION_EVENTS, onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it.each(INTERACTION_EVENTS)('starts on %s, once', (type) => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInteraction(target, start);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start on events that are not the visitor acting', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInteraction(target, start);
    for (const type of ['load', 'resize', 'visibilitychange', 'message']) {
      target.dispatchEvent(new Event(type));
    }
    expect(start).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInteraction(target, start)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});
