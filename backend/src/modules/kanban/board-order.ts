/**
 * Pure ordering rules of boards. Every change rewrites a list as 0..n-1, so positions stay dense
 * even after rows left it without renumbering (a content item deleted elsewhere cascades away).
 */

/** Inserts `value` at `position`, clamped to the list: past the end means last. */
export function insertAt<T>(list: readonly T[], value: T, position: number): T[] {
  const index = Math.max(0, Math.min(position, list.length));
  return [...list.slice(0, index), value, ...list.slice(index)];
}

/** Moves the first element equal to `value` to `position` (clamped) within the same list. */
export function moveWithin<T>(list: readonly T[], value: T, position: number): T[] {
  const rest = list.filter((entry) => entry !== value);
  return insertAt(rest, value, position);
}

const KEY_MAX_LENGTH = 40;

/**
 * The id a new column gets from its title ('In Review' → 'in-review'), made unique on its board
 * with a numeric suffix. Titles without letters or digits give 'column'.
 */
export function columnKeyFor(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, KEY_MAX_LENGTH)
      .replace(/-+$/g, '') || 'column';
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
