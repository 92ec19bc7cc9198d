import type { ContentItem } from '@vault/contracts';

/** A complete content item for unit tests, with the given fields changed. */
export function makeItem(id: number, changes: Partial<ContentItem> = {}): ContentItem {
  return {
    id,
    url: `https://example.com/${id}`,
    platform: 'other',
    title: `Item ${id}`,
    author: null,
    text: null,
    textTruncated: false,
    summary: null,
    topics: [],
    imageUrl: null,
    extractionStatus: 'completed',
    extractionError: null,
    isFavorite: false,
    isRead: false,
    quickNote: null,
    customTags: null,
    hasAttachments: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    metadata: {},
    ...changes,
  };
}
