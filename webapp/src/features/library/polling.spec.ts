import { REFRESH_INTERVALS_MS } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { refreshInterval } from './polling';
import { makeItem } from './test-content-item';

const done = makeItem(1);
const queued = makeItem(2, { extractionStatus: 'queued' });
const processing = makeItem(3, { extractionStatus: 'processing' });
const failed = makeItem(4, { extractionStatus: 'failed' });

describe('refreshInterval', () => {
  it('polls while an item on screen is queued or processing and the stream is down', () => {
    expect(refreshInterval('content', { streamConnected: false, items: [done, queued] })).toBe(
      REFRESH_INTERVALS_MS.content,
    );
    expect(refreshInterval('stats', { streamConnected: false, items: [processing] })).toBe(
      REFRESH_INTERVALS_MS.stats,
    );
  });

  it('does not poll while the event stream is connected', () => {
    expect(refreshInterval('content', { streamConnected: true, items: [queued] })).toBe(false);
  });

  it('does not poll when every item is settled, or there are none', () => {
    expect(refreshInterval('content', { streamConnected: false, items: [done, failed] })).toBe(
      false,
    );
    expect(refreshInterval('stats', { streamConnected: false, items: [] })).toBe(false);
  });
});
