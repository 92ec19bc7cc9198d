import { describe, expect, it } from 'vitest';
import { parseLibraryQuery, withoutChip, type LibraryQuery } from './library-query.js';

function parsed(input: string): LibraryQuery {
  const result = parseLibraryQuery(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.error}`);
  return result.query;
}

function refused(input: string): string {
  const result = parseLibraryQuery(input);
  if (result.ok) throw new Error(`expected ${input} to be refused`);
  return result.error;
}

describe('parseLibraryQuery', () => {
  it('leaves plain words, phrases and exclusions to the full-text search', () => {
    const query = parsed('  rust  "borrow checker" -async ');
    expect(query.text).toBe('rust "borrow checker" -async');
    expect(query.chips).toEqual([]);
  });

  it('reads tags, several of them, quoted values and exclusions', () => {
    const query = parsed('tag:ai tag:"machine learning" -tag:old notes');
    expect(query.tags).toEqual(['ai', 'machine learning']);
    expect(query.excludedTags).toEqual(['old']);
    expect(query.text).toBe('notes');
    expect(query.chips.map((chip) => chip.label)).toEqual([
      'Tag: ai',
      'Tag: machine learning',
      'Not tagged: old',
    ]);
  });

  it('reads platforms by name or label, in any case', () => {
    expect(parsed('platform:YouTube').platforms).toEqual(['youtube']);
    expect(parsed('platform:web').platforms).toEqual(['other']);
    expect(refused('platform:myspace')).toMatch(/Unknown platform "myspace": use one of linkedin/);
  });

  it('reads topics in any case and names the known ones for an unknown one', () => {
    expect(parsed('topic:science').topics).toEqual(['Science']);
    expect(refused('topic:astrology')).toMatch(/Unknown topic "astrology".*Technology/);
  });

  it('reads is: states, negated too', () => {
    expect(parsed('is:fav').state).toEqual({ favorite: true });
    expect(parsed('is:favorite is:unread').state).toEqual({ favorite: true, read: false });
    expect(parsed('is:read').state).toEqual({ read: true });
    expect(parsed('is:failed').state).toEqual({ failed: true });
    expect(parsed('-is:fav').state).toEqual({ favorite: false });
    expect(parsed('-is:unread').state).toEqual({ read: true });
    expect(refused('is:starred')).toMatch(/Unknown is:starred: use is:fav, is:unread/);
  });

  it('reads dates and refuses ones that are not real days', () => {
    const query = parsed('after:2025-06-01 before:2026-01-01');
    expect(query.after).toBe('2025-06-01');
    expect(query.before).toBe('2026-01-01');
    expect(refused('before:2026-13-01')).toMatch(
      /before:2026-13-01 is not a date: write it as YYYY-MM-DD/,
    );
    expect(refused('after:2026-02-30')).toMatch(/is not a date/);
    expect(refused('before:yesterday')).toMatch(/is not a date/);
    expect(refused('after:2026-02-01 before:2026-01-01')).toMatch(/not earlier than/);
  });

  it('asks for a value when an operator has none', () => {
    expect(refused('tag:')).toBe('tag: needs a value, for example tag:ai');
    expect(refused('tag:""')).toMatch(/needs a value/);
  });

  it('refuses exclusions of operators that cannot be excluded', () => {
    expect(refused('-platform:youtube')).toMatch(/cannot be excluded/);
  });

  it('keeps unknown keys and links as words', () => {
    const query = parsed('https://example.test/a note:x');
    expect(query.text).toBe('https://example.test/a note:x');
    expect(query.chips).toEqual([]);
  });

  it('does not take an operator out of the middle of a word', () => {
    expect(parsed('mytag:ai').text).toBe('mytag:ai');
  });

  it('gives each chip its place in the input, so removing it leaves the rest', () => {
    const input = 'rust tag:ai is:fav "exact words"';
    const query = parsed(input);
    const tag = query.chips.find((chip) => chip.operator === 'tag')!;
    expect(tag.raw).toBe('tag:ai');
    expect(withoutChip(input, tag)).toBe('rust is:fav "exact words"');
    const fav = query.chips.find((chip) => chip.operator === 'is')!;
    expect(withoutChip(input, fav)).toBe('rust tag:ai "exact words"');
  });
});
