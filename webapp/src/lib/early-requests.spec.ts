import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestStartedAt, startEarlyRequests, takeEarlyRequest } from './early-requests';

describe('early requests', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{"id":1}')));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('sends each GET once with the cookies and hands its answer out once', async () => {
    startEarlyRequests(['/api/auth/user']);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    expect(earlyRequestStartedAt('/api/auth/user')).toBe(Date.now());
    const answer = takeEarlyRequest('/api/auth/user');
    await expect(answer?.then((response) => response.json())).resolves.toEqual({ id: 1 });
    expect(takeEarlyRequest('/api/auth/user')).toBeUndefined();
    expect(takeEarlyRequest('/api/content/stats')).toBeUndefined();
  });

  it('drops an answer nobody took in time', () => {
    startEarlyRequests(['/api/content/stats']);
    vi.advanceTimersByTime(16_000);
    expect(earlyRequestStartedAt('/api/content/stats')).toBeUndefined();
    expect(takeEarlyRequest('/api/content/stats')).toBeUndefined();
  });
});
