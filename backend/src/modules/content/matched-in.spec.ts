import { describe, expect, it } from 'vitest';
import { matchedIn } from './matched-in.js';

const none = { in_title: false, in_tags: false, in_note: false };

describe('matchedIn', () => {
  it('names the short fields that matched', () => {
    expect(matchedIn({ ...none, in_title: true, in_note: true }, true, false)).toEqual([
      'title',
      'note',
    ]);
  });

  it('credits the text when the document matched and no short field did', () => {
    expect(matchedIn(none, true, false)).toEqual(['text']);
  });

  it('says an item found only through its highlights was found there', () => {
    expect(matchedIn(none, false, true)).toEqual(['highlight']);
  });
});
