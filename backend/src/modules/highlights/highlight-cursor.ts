import { PG_INTEGER_MAX } from '../../common/http/integer-range.js';

/** The Load More cursor of the highlights list: a keyset position (created_at, id). */
export interface HighlightCursor {
  createdAt: Date;
  id: number;
}

export function encodeHighlightCursor(cursor: HighlightCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeHighlightCursor(value: string): HighlightCursor | null {
  const raw = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/.exec(raw);
  if (!match) return null;
  const createdAt = new Date(match[1]!);
  const id = Number(match[2]);
  return Number.isNaN(createdAt.getTime()) || id > PG_INTEGER_MAX ? null : { createdAt, id };
}
