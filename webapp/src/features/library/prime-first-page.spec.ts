import { NEXT_CURSOR_HEADER } from '@vault/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '../../lib/early-requests';
import { createQueryClient } from '../../lib/query-client';
import { contentKeys } from './content-keys';
import { CONTENT_STATS_PATH, LIBRARY_FIRST_REQUESTS, UNFILTERED } from './content-filters';
import { LIBRARY_PRIME_WAIT_MS, primeLibraryFirstPage } from './prime-first-page';
import { makeItem } from './test-content-item';

const items = [makeItem(2), makeItem(1)];
const stats = { total: 2, thisMonth: 1 };

function answerFor(input: RequestInfo | URL): Response {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url === CONTENT_STATS_PATH) return new Response(JSON.stringify(stats));
  return new Response(JSON.stringify(items), { headers: { [NEXT_CURSOR_HEADER]: 'next-page' } });
}

describe('primeLibraryFirstPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("puts the entry script's answers where the dashboard reads them, asking once each", async () => {
    fetchMock.mockImplementation((url) => Promise.resolve(answerFor(url)));
    startEarlyRequests(LIBRARY_FIRST_REQUESTS);
    const client = createQueryClient();
    await primeLibraryFirstPage(client);
    const list = client.getQueryData<{ pages: { items: unknown[]; nextCursor: string | null }[] }>(
      contentKeys.list(UNFILTERED),
    );
    expect(list?.pages).toHaveLength(1);
    expect(list?.pages[0]?.items).toEqual(items);
    // Load More still knows where the next page starts.
    expect(list?.pages[0]?.nextCursor).toBe('next-page');
    expect(client.getQueryData(contentKeys.stats())).toEqual(stats);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing on a page whose entry script did not ask for the library', async () => {
    const client = createQueryClient();
    await primeLibraryFirstPage(client);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(contentKeys.list(UNFILTERED))).toBeUndefined();
  });

  it('leaves a failed answer for the dashboard to ask again', async () => {
    fetchMock.mockResolvedValue(new Response('Server error', { status: 500 }));
    startEarlyRequests(LIBRARY_FIRST_REQUESTS);
    const client = createQueryClient();
    await primeLibraryFirstPage(client);
    expect(client.getQueryData(contentKeys.list(UNFILTERED))).toBeUndefined();
    expect(client.getQueryState(contentKeys.list(UNFILTERED))?.status).toBe('error');
  });

  it('stops waiting for a slow answer, which still arrives in the cache', async () => {
    vi.useFakeTimers();
    const answers: (() => void)[] = [];
    fetchMock.mockImplementation(
      (url) => new Promise<Response>((resolve) => answers.push(() => resolve(answerFor(url)))),
    );
    startEarlyRequests(LIBRARY_FIRST_REQUESTS);
    const client = createQueryClient();
    let primed = false;
    const priming = primeLibraryFirstPage(client).then(() => (primed = true));
    await vi.advanceTimersByTimeAsync(LIBRARY_PRIME_WAIT_MS - 1);
    expect(primed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await priming;
    expect(client.getQueryData(contentKeys.stats())).toBeUndefined();
    for (const answer of answers) answer();
    await vi.waitFor(() => expect(client.getQueryData(contentKeys.stats())).toEqual(stats));
  });
});
