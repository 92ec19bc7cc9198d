import type { User } from '@vault/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '../../lib/early-requests';
import { createQueryClient } from '../../lib/query-client';
import { CURRENT_USER_KEY } from './auth-api';
import { PRIME_WAIT_MS, primeCurrentUser } from './prime-current-user';

const user = { id: 7, username: 'ada' } as unknown as User;

describe('primeCurrentUser', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("puts the entry script's answer in the cache, asking the server only once", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(user)));
    startEarlyRequests([CURRENT_USER_KEY[0]]);
    const client = createQueryClient();
    await primeCurrentUser(client);
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a signed-out answer as null', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    startEarlyRequests([CURRENT_USER_KEY[0]]);
    const client = createQueryClient();
    await primeCurrentUser(client);
    expect(client.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('asks nothing when the entry script did not ask', async () => {
    const client = createQueryClient();
    await primeCurrentUser(client);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
  });

  it('stops waiting for a slow answer, which still arrives in the cache', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyRequests([CURRENT_USER_KEY[0]]);
    const client = createQueryClient();
    let primed = false;
    const priming = primeCurrentUser(client).then(() => (primed = true));
    await vi.advanceTimersByTimeAsync(PRIME_WAIT_MS - 1);
    expect(primed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await priming;
    expect(client.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
    answer(new Response(JSON.stringify(user)));
    await vi.waitFor(() => expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(user));
  });
});
