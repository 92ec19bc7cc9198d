/** One link as read from a file, before it is checked: every field as the source had it. */
export interface RawRow {
  /** 1-based line (CSV, text) or entry number (HTML, JSON) in the file, for the report. */
  line: number;
  url: string;
  title: string | null;
  tags: string[];
  favorite: boolean;
  read: boolean;
  note: string | null;
  savedAt: Date | null;
}

export function rawRow(
  line: number,
  url: string,
  fields: Partial<Omit<RawRow, 'line' | 'url'>> = {},
): RawRow {
  return {
    line,
    url,
    title: fields.title ?? null,
    tags: fields.tags ?? [],
    favorite: fields.favorite ?? false,
    read: fields.read ?? false,
    note: fields.note ?? null,
    savedAt: fields.savedAt ?? null,
  };
}
