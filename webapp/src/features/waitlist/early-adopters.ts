import { formatNumber } from '../../lib/format';

/** The hero's social-proof line, only when the real count passed the threshold (null below it). */
export function earlyAdoptersLine(count: number | null | undefined): string | null {
  if (count === null || count === undefined || count <= 0) return null;
  return `Join ${formatNumber(count)} early adopters already on the list`;
}
