import { PG_INTEGER_MAX } from '../../common/http/integer-range.js';

/**
 * The Load More cursor. For the newest-first list it is a keyset position (saved_at, id): a page at
 * any depth costs the same. For a search, ordered by relevance, it is the next offset.
 */
export type ContentCursor =
  { kind: 'keyset'; savedAt: Date; id: number } | { kind: 'offset'; offset: number };

export function encodeCursor(cursor: ContentCursor): string {
  const raw =
    cursor.kind === 'keyset'
      ? `k:${cursor.savedAt.toISOString()}:${cursor.id}`
      : `o:${cursor.offset}`;
  return Buffer.from(raw).toString('base64url');
}

export function decodeCursor(value: string): ContentCursor | null {
  const raw = Buffer.from(value, 'base64url').toString('utf8');
  const keyset = /^k:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z):(\d{1,10})$/.exec(raw);
  if (keyset) {
    const savedAt = new Date(keyset[1]!);
    return Number.isNaN(savedAt.getTime()) || Number(keyset[2]) > PG_INTEGER_MAX
      ? null
      : { kind: 'keyset', savedAt, id: Number(keyset[2]) };
  }
  const offset = /^o:(\d{1,7})$/.exec(raw);
  return offset ? { kind: 'offset', offset: Number(offset[1]) } : null;
}
