/**
 * Numbers as English readers expect them ('1,234', '$4.99', '1.2K') whatever the browser's
 * language, through `Intl.NumberFormat` for 'en-US'. Each formatter is made on first use and kept:
 * making one is the costly part, formatting with it is cheap.
 */

function cached(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let formatter: Intl.NumberFormat | undefined;
  return () => (formatter ??= new Intl.NumberFormat('en-US', options));
}

const grouped = cached({});
const dollars = cached({ style: 'currency', currency: 'USD' });
const shortDollars = cached({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const compact = cached({ notation: 'compact', maximumFractionDigits: 1 });

/** A number with thousands separators: 1234567 -> '1,234,567'. */
export function groupDigits(value: number): string {
  // `|| 0`: no '-0' for a count.
  return grouped().format(value || 0);
}

/**
 * A price in US dollars: whole dollars alone ('$9'), else with its cents ('$4.99'; '$4.50' with
 * `keepZeroCents`, else '$4.5').
 */
export function formatDollars(price: number, keepZeroCents: boolean): string {
  const short = shortDollars().format(price || 0);
  return keepZeroCents && short.includes('.') ? dollars().format(price) : short;
}

/** A count in short form with at most one decimal: 950, 1.2K, 15.7K, 2.5M. */
export function formatCompactCount(value: number): string {
  return compact().format(value || 0);
}
