/**
 * Turns a count as pages show it ("1.2K", "3,456", "1.2M likes", "7,3 K", "1.077.715
 * visualizaciones", "12 mil", "3,4 Mio.", "1.2万") into a whole number, or null when the text
 * holds no count. Decimal and grouping separators differ by locale, so they are told apart by
 * their shape rather than by a locale setting.
 */

// Multipliers by the word or letter that follows the number, lower-cased; longest names first.
const MULTIPLIERS: ReadonlyArray<readonly [string, number]> = [
  ['billion', 1e9],
  ['milliard', 1e9],
  ['milliards', 1e9],
  ['mrd', 1e9],
  ['bn', 1e9],
  ['b', 1e9],
  ['million', 1e6],
  ['millions', 1e6],
  ['millones', 1e6],
  ['millón', 1e6],
  ['milhões', 1e6],
  ['milhão', 1e6],
  ['milioni', 1e6],
  ['mln', 1e6],
  ['mio', 1e6],
  ['mi', 1e6],
  ['m', 1e6],
  ['thousand', 1e3],
  ['tausend', 1e3],
  ['mil', 1e3],
  ['tsd', 1e3],
  ['k', 1e3],
  ['億', 1e8],
  ['亿', 1e8],
  ['万', 1e4],
  ['萬', 1e4],
  ['만', 1e4],
  ['천', 1e3],
  ['千', 1e3],
];

const MULTIPLIER_NAMES = MULTIPLIERS.map(([name]) => name)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

// A number with optional separators (",", ".", "'", thin or no-break spaces) and an optional
// multiplier word right after it ("1,2 K", "3.4 Mio.", "12 mil", "1.2万").
const COUNT = new RegExp(
  `(\\d+(?:[.,'\u00a0\u202f ]\\d+)*)\\s*(${MULTIPLIER_NAMES})?(?![\\p{L}])`,
  'iu',
);

function multiplierOf(word: string | undefined): number {
  if (!word) return 1;
  const lower = word.toLowerCase();
  return MULTIPLIERS.find(([name]) => name === lower)?.[1] ?? 1;
}

/** The number's value before its multiplier, reading each separator as decimal or grouping. */
function numericValue(raw: string, hasMultiplier: boolean): number | null {
  const compact = raw.replace(/[\u00a0\u202f ']/g, (space) => (space === "'" ? ',' : ','));
  const parts = compact.split(/[.,]/);
  const separators = compact.match(/[.,]/g) ?? [];
  if (separators.length === 0) return Number(compact);
  const last = parts[parts.length - 1] ?? '';
  const distinct = new Set(separators);
  // "1,234.5" / "1.234,5": the last separator differs from the others, so it is the decimal one.
  const lastIsDecimal =
    (distinct.size > 1 && separators[separators.length - 1] !== separators[0]) ||
    // "7,3 K" or "1.2M": a multiplier follows, so a single separator is a decimal point.
    (hasMultiplier && separators.length === 1) ||
    // "1.5" / "2,75": groups always hold three digits.
    (separators.length === 1 && last.length !== 3);
  const groups = parts.slice(0, lastIsDecimal ? -1 : undefined);
  if (groups.slice(1).some((group) => group.length !== 3)) {
    // Not a grouped number ("1.2.3"): read only what comes before the first separator.
    return Number(parts[0]);
  }
  const whole = groups.join('');
  const value = Number(lastIsDecimal ? `${whole}.${last}` : whole);
  return Number.isFinite(value) ? value : null;
}

export function parseCount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? Math.round(text) : null;
  if (typeof text !== 'string') return null;
  const match = COUNT.exec(text.normalize('NFKC'));
  if (!match?.[1]) return null;
  const value = numericValue(match[1].trim(), match[2] !== undefined);
  if (value === null || Number.isNaN(value)) return null;
  return Math.round(value * multiplierOf(match[2]));
}

/**
 * Every "<count> <label>" pair in a list such as "3 replies, 1 repost, 7 likes, 3692 views" or
 * "7 Me gusta"; labels are lower-cased and may be several words (up to the next comma).
 */
export function labelledCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const pair = new RegExp(
    `(\\d+(?:[.,'\u00a0\u202f ]\\d+)*\\s*(?:${MULTIPLIER_NAMES})?)\\s+(\\p{L}[\\p{L}’' ]*)`,
    'giu',
  );
  for (const match of text.normalize('NFKC').matchAll(pair)) {
    const value = parseCount(match[1]);
    const label = match[2]?.trim().replace(/\s+/g, ' ').toLowerCase();
    if (value !== null && label && !counts.has(label)) counts.set(label, value);
  }
  return counts;
}
