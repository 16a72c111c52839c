/**
 * Count badges (reads, praises, comments) as the spec's section 9 shows them:
 * below 1000 as is, 1000–9999 as `Nk+`, 10000 and above as `Nw+` (w = 万, ten thousand).
 *
 * Every step rounds down. The `+` promises "at least this many", so rounding up would overstate:
 * 9999 must read `9k+`, never `10k+`, and 19999 must read `1w+`, never `2w+`.
 */

const THOUSAND = 1_000;
const TEN_THOUSAND = 10_000;
const READ_COUNT_CAP = 100_000;

/** The default cap of comment counts (spec section 9: "capped at 999+ by default"). */
export const DEFAULT_COMMENT_CAP = 999;

// Counts arrive from untrusted JSON, sometimes as numeric strings, so anything that is not a plain
// non-negative decimal number becomes null and displays as '0'. Hex, exponent and empty strings are
// rejected on purpose: Number('') is 0 and Number('0x10') is 16, neither of which a server meant.
const DECIMAL = /^\d+(?:\.\d+)?$/;

function toCount(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) n = Number(value.trim());
  else return null;
  // Fractions are not meaningful for counts; flooring keeps the "at least" reading.
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

function abbreviate(n: number): string {
  if (n < THOUSAND) return String(n);
  if (n < TEN_THOUSAND) return `${Math.floor(n / THOUSAND)}k+`;
  return `${Math.floor(n / TEN_THOUSAND)}w+`;
}

/** `formatCount(999)` → '999', `formatCount(1000)` → '1k+', `formatCount(25000)` → '2w+'. Bad input → '0'. */
export function formatCount(value: unknown): string {
  const n = toCount(value);
  return n === null ? '0' : abbreviate(n);
}

/** Like {@link formatCount}, but every count of 100000 and above reads '10w+'. */
export function formatReadCount(value: unknown): string {
  const n = toCount(value);
  if (n === null) return '0';
  return n >= READ_COUNT_CAP ? '10w+' : abbreviate(n);
}

/** Comment counts are shown in full up to `cap`, then as `${cap}+`; they are never abbreviated. */
export function formatCommentCount(value: unknown, cap: number = DEFAULT_COMMENT_CAP): string {
  const n = toCount(value);
  if (n === null) return '0';
  return n > cap ? `${cap}+` : String(n);
}
