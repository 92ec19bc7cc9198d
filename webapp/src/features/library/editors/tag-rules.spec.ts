import { LIMITS } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-rules';

describe('addTag', () => {
  it('adds a trimmed tag at the end', () => {
    expect(addTag(['a'], '  research ')).toEqual({ ok: true, tags: ['a', 'research'] });
  });

  it('refuses blank tags and duplicates, ignoring case', () => {
    expect(addTag([], '   ').ok).toBe(false);
    expect(addTag(['Research'], 'research')).toEqual({
      ok: false,
      reason: '"research" is already a tag',
    });
  });

  it('keeps to the length and count limits', () => {
    expect(addTag([], 'x'.repeat(LIMITS.tagMaxLength + 1)).ok).toBe(false);
    const full = Array.from({ length: LIMITS.tagsPerItemMax }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more').ok).toBe(false);
  });
});

describe('removeTag', () => {
  it('removes exactly that tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
});
