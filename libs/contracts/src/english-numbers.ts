/**
 * Numbers as English readers expect them ('1,234', '$4.99', '1.2K'), written out rather than
 * taken from `Intl`: a page's first `Intl` object loads the locale data, 45-65 ms of a throttled
 * phone's main thread in Chromium, which every signed-in page paid before its first paint for a
 * price or a count. Each function gives what `Intl` gives for 'en-US' (english-numbers.spec.ts
 * compares them over wide ranges); a value outside what it handles goes to `Intl` itself.
 */

/** An integer with thousands separators: 1234567 -> '1,234,567'. */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat('en-US').format(value);
  const digits = String(Math.abs(value));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  }
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * Whole cents of a price, rounded half away from zero on the number's shortest decimal form, as
 * `Intl` does: 4.005 (stored as 4.00499…) is 401 cents, 4.5649999999999995 is 456.
 */
function centsOf(price: number): number {
  const magnitude = Math.abs(price);
  // Below a millionth the decimal form has an exponent; such a price is no cents at all.
  if (magnitude < 1e-6) return 0;
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2]! >= '5' ? 1 : 0);
  return price < 0 ? -cents : cents;
}

/**
 * A price in US dollars: whole dollars alone ('$9'), else with its cents ('$4.99'; '$4.50' with
 * `keepZeroCents`, else '$4.5').
 */
export function formatDollars(price: number, keepZeroCents: boolean): string {
  if (!Number.isFinite(price) || Math.abs(price) >= 1e13) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price);
  }
  const cents = centsOf(price);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  if (fraction === 0) return `${sign}$${groupDigits(whole)}`;
  const shown =
    keepZeroCents || fraction % 10 !== 0
      ? String(fraction).padStart(2, '0')
      : String(fraction / 10);
  return `${sign}$${groupDigits(whole)}.${shown}`;
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A count in short form with at most one decimal: 950, 1.2K, 15.7K, 2.5M ('en-US', compact
 * notation). Counts are whole numbers; anything else goes to `Intl`.
 */
export function formatCompactCount(value: number): string {
  if (!Number.isSafeInteger(value)) {
    return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(
      value,
    );
  }
  const magnitude = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (let index = 0; index < COMPACT_UNITS.length; index += 1) {
    const { size, suffix } = COMPACT_UNITS[index]!;
    if (magnitude < size) continue;
    // Tenths of the unit, rounded half up: exact for whole numbers (a half is a binary fraction).
    const tenths = Math.round(magnitude / (size / 10));
    // 999,950 rounds to 1000.0K, which reads as the next unit: 1M.
    const larger = COMPACT_UNITS[index - 1];
    if (larger && tenths >= 10_000) return `${sign}1${larger.suffix}`;
    const whole = Math.floor(tenths / 10);
    const tenth = tenths % 10;
    // Compact notation groups only from five digits on: 1000T, 10,000T.
    const wholeText = whole >= 10_000 ? groupDigits(whole) : String(whole);
    return `${sign}${wholeText}${tenth ? `.${tenth}` : ''}${suffix}`;
  }
  return `${sign}${magnitude}`;
}
