import { QueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import type { ContentPages } from './content-cache';
import type { ContentFilters } from './content-filters';
import { contentKeys } from './content-keys';
import { forgetItem, syncItem } from './content-sync';
import { makeItem } from './test-content-item';

const ALL: ContentFilters = {};
const UNREAD: ContentFilters = { filter: 'unread' };
const SEARCH: ContentFilters = { search: 'cats' };

function cacheWith(lists: [ContentFilters, ContentItem[]][]): QueryClient {
  const client = new QueryClient();
  for (const [filters, items] of lists) {
    client.setQueryData<ContentPages>(contentKeys.list(filters), {
      pages: [{ items, nextCursor: null }],
      pageParams: [null],
    });
  }
  return client;
}

const idsIn = (client: QueryClient, filters: ContentFilters) =>
  client
    .getQueryData<ContentPages>(contentKeys.list(filters))
    ?.pages.flatMap((page) => page.items.map((item) => item.id));

describe('syncItem', () => {
  it('puts a save at the top of fitting lists and marks searches stale', () => {
    const client = cacheWith([
      [ALL, [makeItem(1)]],
      [UNREAD, [makeItem(1)]],
      [SEARCH, [makeItem(1)]],
    ]);
    syncItem(client, makeItem(2, { extractionStatus: 'queued' }), 'save');
    expect(idsIn(client, ALL)).toEqual([2, 1]);
    expect(idsIn(client, UNREAD)).toEqual([2, 1]);
    expect(idsIn(client, SEARCH)).toEqual([1]);
    expect(client.getQueryState(contentKeys.list(SEARCH))?.isInvalidated).toBe(true);
  });

  it('treats an unknown queued item from the event stream as a new save', () => {
    const client = cacheWith([[ALL, [makeItem(1)]]]);
    syncItem(client, makeItem(2, { extractionStatus: 'queued' }), 'event');
    expect(idsIn(client, ALL)).toEqual([2, 1]);
    syncItem(client, makeItem(3, { extractionStatus: 'completed' }), 'event');
    expect(idsIn(client, ALL)).toEqual([2, 1]);
  });

  it('patches a changed item in place and drops it from lists it no longer fits', () => {
    const client = cacheWith([
      [ALL, [makeItem(2), makeItem(1)]],
      [UNREAD, [makeItem(2), makeItem(1)]],
    ]);
    client.setQueryData(contentKeys.detail(1), makeItem(1));
    const read = makeItem(1, { isRead: true, updatedAt: '2026-01-02T00:00:00.000Z' });
    syncItem(client, read, 'change');
    expect(idsIn(client, ALL)).toEqual([2, 1]);
    expect(idsIn(client, UNREAD)).toEqual([2]);
    expect(client.getQueryData<ContentItem>(contentKeys.detail(1))?.isRead).toBe(true);
  });

  it('asks the favourites list again for an item just favourited that its answer left out', () => {
    const FAVORITES: ContentFilters = { filter: 'favorites' };
    const client = cacheWith([
      [ALL, [makeItem(2)]],
      [FAVORITES, []],
    ]);
    const favourite = makeItem(1, { isFavorite: true, updatedAt: '2026-01-02T00:00:00.000Z' });
    syncItem(client, favourite, 'change');
    expect(client.getQueryState(contentKeys.list(FAVORITES))?.isInvalidated).toBe(true);
    // An item the whole library's loaded pages lack is on an older page: no need to ask.
    expect(client.getQueryState(contentKeys.list(ALL))?.isInvalidated).toBe(false);
  });

  it('asks a favourites list still on its first request again for an item just favourited', async () => {
    const FAVORITES: ContentFilters = { filter: 'favorites' };
    const client = new QueryClient();
    let answers = 0;
    const firstRequest = client.fetchQuery({
      queryKey: contentKeys.list(FAVORITES),
      queryFn: async ({ signal }) => {
        answers += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (signal.aborted) throw new Error('cancelled');
        return { pages: [{ items: [], nextCursor: null }], pageParams: [null] };
      },
    });
    syncItem(client, makeItem(1, { isFavorite: true }), 'change');
    await firstRequest.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryState(contentKeys.list(FAVORITES))?.isInvalidated).toBe(true);
    expect(answers).toBe(1);
  });

  it('asks an open detail page again when work after the extraction changed its item', () => {
    const client = new QueryClient();
    const detail = {
      ...makeItem(1, { extractionStatus: 'completed', updatedAt: '2026-01-01T00:00:00.000Z' }),
      readableHtml: null,
      discussion: null,
      thread: null,
      media: [],
      transcript: null,
      chapters: [],
    };
    client.setQueryData(contentKeys.detail(1), detail);
    syncItem(
      client,
      makeItem(1, { extractionStatus: 'completed', updatedAt: detail.updatedAt }),
      'event',
    );
    expect(client.getQueryState(contentKeys.detail(1))?.isInvalidated).toBe(false);
    syncItem(
      client,
      makeItem(1, { extractionStatus: 'completed', updatedAt: '2026-01-01T00:00:05.000Z' }),
      'event',
    );
    expect(client.getQueryState(contentKeys.detail(1))?.isInvalidated).toBe(true);
  });

  it('never lets a late, older copy undo a newer one', () => {
    const completed = makeItem(1, {
      extractionStatus: 'completed',
      title: 'Extracted',
      updatedAt: '2026-01-01T00:00:02.000Z',
    });
    const client = cacheWith([[ALL, [completed]]]);
    // The answer to the save arrives after the event that extraction finished.
    const answer = makeItem(1, {
      extractionStatus: 'queued',
      title: null,
      updatedAt: '2026-01-01T00:00:01.000Z',
    });
    syncItem(client, answer, 'save');
    const [cached] = client.getQueryData<ContentPages>(contentKeys.list(ALL))!.pages[0]!.items;
    expect(cached).toBe(completed);
  });
});

describe('forgetItem', () => {
  it('removes a deleted item from every list and marks its detail page stale', () => {
    const client = cacheWith([
      [ALL, [makeItem(2), makeItem(1)]],
      [UNREAD, [makeItem(1)]],
    ]);
    client.setQueryData(contentKeys.detail(1), makeItem(1));
    forgetItem(client, 1);
    expect(idsIn(client, ALL)).toEqual([2]);
    expect(idsIn(client, UNREAD)).toEqual([]);
    expect(client.getQueryState(contentKeys.detail(1))?.isInvalidated).toBe(true);
  });
});
