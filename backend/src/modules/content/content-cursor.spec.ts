import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './content-cursor.js';

describe('content cursor', () => {
  it('round-trips keyset and offset cursors', () => {
    const savedAt = new Date('2026-11-20T10:11:12.345Z');
    expect(decodeCursor(encodeCursor({ kind: 'keyset', savedAt, id: 42 }))).toEqual({
      kind: 'keyset',
      savedAt,
      id: 42,
    });
    expect(decodeCursor(encodeCursor({ kind: 'offset', offset: 150 }))).toEqual({
      kind: 'offset',
      offset: 150,
    });
  });

  it.each([
    '',
    'garbage',
    Buffer.from('k:yesterday:1').toString('base64url'),
    Buffer.from('o:-5').toString('base64url'),
  ])('rejects %j', (value) => {
    expect(decodeCursor(value)).toBeNull();
  });
});
