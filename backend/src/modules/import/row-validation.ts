import { LIMITS } from '@vault/contracts';
import { canonicalizeUrl, parseWebUrl } from '@vault/urls';
import { looksLikeFormula } from './formula.js';
import type { RawRow } from './formats/raw-row.js';

/** A row ready to store: a checked web URL, trimmed text, tags and note within the limits. */
export interface CheckedRow {
  line: number;
  url: string;
  canonicalUrl: string;
  title: string | null;
  tags: string[];
  favorite: boolean;
  read: boolean;
  note: string | null;
  savedAt: Date | null;
}

export type RowCheck = { ok: true; row: CheckedRow } | { ok: false; reason: string };

const UNSAFE_SCHEMES = /^\s*(javascript|data|file|vbscript|blob|about|chrome|ftp):/i;

function clean(value: string | null, max: number): string | null {
  if (value === null) return null;
  // Control characters (other than line breaks and tabs) never belong in a title or note.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const text = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  return text ? text.slice(0, max) : null;
}

/** Tags as Vault keeps them: trimmed, at most 50 characters, no duplicates, at most 30. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = clean(raw, LIMITS.tagMaxLength);
    if (!tag) continue;
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
    if (kept.length === LIMITS.tagsPerItemMax) break;
  }
  return kept;
}

/**
 * Checks one row: unsafe schemes are refused with a reason, and so are spreadsheet formulas in
 * rows of a CSV file (`fromSpreadsheet`); everything else is cleaned. In HTML or JSON a title
 * starting with "=" is only text, and Vault's own exports must import again unchanged.
 */
export function checkRow(row: RawRow, fromSpreadsheet: boolean): RowCheck {
  const rawUrl = row.url.trim();
  if (!rawUrl) return { ok: false, reason: 'No URL' };
  const scheme = UNSAFE_SCHEMES.exec(rawUrl);
  if (scheme) return { ok: false, reason: `${scheme[1]!.toLowerCase()}: links are not saved` };
  const cells = [rawUrl, row.title ?? '', row.note ?? '', ...row.tags];
  if (fromSpreadsheet && cells.some(looksLikeFormula))
    return { ok: false, reason: 'A cell holds a spreadsheet formula' };
  const parsed = parseWebUrl(rawUrl);
  if (!parsed.ok) return { ok: false, reason: 'Not a web address (http or https)' };
  return {
    ok: true,
    row: {
      line: row.line,
      url: parsed.url,
      canonicalUrl: canonicalizeUrl(parsed.url),
      title: clean(row.title, LIMITS.importTitleMaxLength),
      tags: cleanTags(row.tags),
      favorite: row.favorite,
      read: row.read,
      note: clean(row.note, LIMITS.noteMaxLength),
      savedAt: row.savedAt,
    },
  };
}
