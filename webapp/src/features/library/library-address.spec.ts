import { describe, expect, it } from 'vitest';
import { readLibraryAddress, writeLibraryAddress } from './library-address';

describe('the library address', () => {
  it('reads and writes the search, chip, topic and view', () => {
    const address = readLibraryAddress(
      '?q=tag%3Aai%20is%3Afav&chip=youtube&topic=Science&view=list',
    );
    expect(address).toEqual({
      search: 'tag:ai is:fav',
      chip: 'youtube',
      topic: 'Science',
      view: 'list',
    });
    expect(writeLibraryAddress(address)).toBe(
      '?q=tag%3Aai%20is%3Afav&chip=youtube&topic=Science&view=list',
    );
  });

  it('leaves out what is the default, and ignores values it does not know', () => {
    expect(readLibraryAddress('?chip=myspace&topic=Astrology&view=cards')).toEqual({
      search: '',
      chip: 'all',
      topic: null,
      view: null,
    });
    expect(writeLibraryAddress({ search: ' ', chip: 'all', topic: null, view: 'grid' })).toBe('');
  });
});
