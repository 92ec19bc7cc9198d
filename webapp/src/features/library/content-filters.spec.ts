import { describe, expect, it } from 'vitest';
import {
  LIBRARY_CHIPS,
  contentListPath,
  hasAnyFilter,
  matchesFilters,
  toContentFilters,
} from './content-filters';
import { makeItem } from './test-content-item';

describe('library chips', () => {
  it('lists the nine chips of the dashboard in order', () => {
    expect(LIBRARY_CHIPS.map((chip) => chip.label)).toEqual([
      'All Content',
      'LinkedIn',
      'Twitter',
      'TikTok',
      'Instagram',
      'Reddit',
      'YouTube',
      'Favorites',
      'Unread',
    ]);
  });
});

describe('toContentFilters', () => {
  it('turns a chip into a platform or a filter, and trims the search', () => {
    expect(toContentFilters('all', '')).toEqual({});
    expect(toContentFilters('reddit', '')).toEqual({ platform: 'reddit' });
    expect(toContentFilters('favorites', '  ')).toEqual({ filter: 'favorites' });
    expect(toContentFilters('all', ' cats ')).toEqual({ search: 'cats' });
    expect(hasAnyFilter({})).toBe(false);
    expect(hasAnyFilter({ filter: 'unread' })).toBe(true);
  });
});

describe('contentListPath', () => {
  it('asks for a page of 50 with the filters and the cursor', () => {
    expect(contentListPath({}, null)).toBe('/api/content?limit=50');
    expect(contentListPath({ filter: 'unread', platform: 'youtube', search: 'a&b' }, 'abc')).toBe(
      '/api/content?filter=unread&platform=youtube&search=a%26b&limit=50&cursor=abc',
    );
  });
});

describe('matchesFilters', () => {
  it('judges platform, favourite and unread on the client', () => {
    const item = makeItem(1, { platform: 'reddit', isFavorite: true, isRead: false });
    expect(matchesFilters(item, {})).toBe(true);
    expect(matchesFilters(item, { platform: 'reddit', filter: 'favorites' })).toBe(true);
    expect(matchesFilters(item, { platform: 'youtube' })).toBe(false);
    expect(matchesFilters({ ...item, isFavorite: false }, { filter: 'favorites' })).toBe(false);
    expect(matchesFilters({ ...item, isRead: true }, { filter: 'unread' })).toBe(false);
  });

  it('leaves searches to the server', () => {
    expect(matchesFilters(makeItem(1), { search: 'x' })).toBeUndefined();
  });
});

describe('the topic filter', () => {
  it('combines with a chip, goes into the list address, and judges items by their topics', () => {
    const filters = toContentFilters('reddit', '', 'Science');
    expect(filters).toEqual({ platform: 'reddit', topic: 'Science' });
    expect(hasAnyFilter({ topic: 'Food' })).toBe(true);
    expect(contentListPath(filters, null)).toBe(
      '/api/content?platform=reddit&topic=Science&limit=50',
    );
    const item = makeItem(1, { platform: 'reddit', topics: ['Science', 'Health'] });
    expect(matchesFilters(item, filters)).toBe(true);
    expect(matchesFilters({ ...item, topics: ['Health'] }, filters)).toBe(false);
  });
});
