import { describe, expect, it } from 'vitest';
import { decodeHighlightCursor, encodeHighlightCursor } from './highlight-cursor.js';

describe('highlight cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = { createdAt: new Date('2026-05-01T10:00:00.123Z'), id: 42 };
    expect(decodeHighlightCursor(encodeHighlightCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else', () => {
    expect(decodeHighlightCursor('not-a-cursor')).toBeNull();
    expect(
      decodeHighlightCursor(
        Buffer.from('2026-05-01T10:00:00.123Z|99999999999').toString('base64url'),
      ),
    ).toBeNull();
  });
});
