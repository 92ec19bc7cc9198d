import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-query.js';

describe('parseSearch', () => {
  it.each([
    ['react hoo', { text: 'react hoo', head: 'react', prefix: 'hoo', fuzzy: true }],
    ['  Postgres  ', { text: 'Postgres', head: '', prefix: 'postgres', fuzzy: true }],
    ['"open quote', { text: '"open quote', head: '"open quote', prefix: null, fuzzy: false }],
    [
      '"exact phrase" more',
      { text: '"exact phrase" more', head: '"exact phrase"', prefix: 'more', fuzzy: false },
    ],
    ['rust -java', { text: 'rust -java', head: 'rust -java', prefix: null, fuzzy: false }],
    ['c++', { text: 'c++', head: 'c++', prefix: null, fuzzy: true }],
    ['café', { text: 'café', head: '', prefix: 'café', fuzzy: true }],
  ])('%j', (input, expected) => {
    expect(parseSearch(input)).toEqual(expected);
  });

  it('is null for blank input', () => {
    expect(parseSearch('   ')).toBeNull();
  });
});
