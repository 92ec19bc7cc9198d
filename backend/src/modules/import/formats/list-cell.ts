/**
 * A list in one cell, as exports write them: `a|b` (Pocket), `a,b` (bookmarks), `["a","b"]`
 * (Instapaper), `['a', 'b']` (Readwise, a Python list).
 */
export function parseListCell(value: string | null | undefined, separators = /[|,]/): string[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[') && text.endsWith(']')) {
    const quoted = [...text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    if (quoted.length) return quoted.map((tag) => tag.trim()).filter(Boolean);
    return text
      .slice(1, -1)
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  }
  return text
    .split(separators)
    .map((tag) => tag.trim())
    .filter(Boolean);
}
