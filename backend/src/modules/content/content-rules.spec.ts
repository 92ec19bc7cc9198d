import { describe, expect, it } from 'vitest';
import { normaliseNote, normaliseTags } from './content-rules.js';

describe('tag rules', () => {
  it('trims and keeps order', () => {
    expect(normaliseTags(['  ai ', 'Reading'])).toEqual(['ai', 'Reading']);
    expect(normaliseTags([])).toBeNull();
    expect(normaliseTags(null)).toBeNull();
  });

  it.each([
    [['ok', '   '], 'Tags cannot be empty'],
    [['x'.repeat(51)], 'at most 50 characters'],
    [['AI', 'ai'], 'already on this item'],
    [Array.from({ length: 31 }, (_, i) => `t${i}`), 'at most 30 tags'],
  ])('refuses %j', (tags, message) => {
    expect(() => normaliseTags(tags)).toThrow(message);
  });
});

describe('note rules', () => {
  it('keeps a note, clears a blank one, refuses one that is too long', () => {
    expect(normaliseNote('remember this')).toBe('remember this');
    expect(normaliseNote('   ')).toBeNull();
    expect(normaliseNote('x'.repeat(10_000))).toHaveLength(10_000);
    expect(() => normaliseNote('x'.repeat(10_001))).toThrow('at most 10,000 characters');
  });
});
