import { describe, expect, it } from 'vitest';
import { previewText } from './text-preview';

describe('previewText', () => {
  it('keeps a text within the limit whole', () => {
    expect(previewText('short', 5)).toEqual({ preview: 'short', truncated: false });
    expect(previewText('', 5)).toEqual({ preview: '', truncated: false });
  });

  it('cuts a longer text at the limit and adds an ellipsis', () => {
    expect(previewText('abcdefgh', 5)).toEqual({ preview: 'abcde…', truncated: true });
    expect(previewText('abcd efgh', 5)).toEqual({ preview: 'abcd…', truncated: true });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(previewText('😀😀😀', 3).truncated).toBe(false);
    expect(previewText('😀😀😀😀', 3).preview).toBe('😀😀😀…');
  });
});
