/**
 * Money as the site shows it everywhere: two decimals, grouped thousands (`1,234.50`).
 *
 * One format, made at the first amount shown and kept: `toLocaleString` with options builds a
 * new number format at every call, which costs a phone tens of milliseconds at each amount of the
 * home page's first screen (the jackpot and the latest wins).
 */
let format: Intl.NumberFormat | undefined;
function moneyFormat(): Intl.NumberFormat {
  format ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format;
}

/** `1234.5` → `1,234.50`: major units, as the platform sends them. */
export function formatMajor(major: number): string {
  return moneyFormat().format(major);
}

/** `123456` → `1,234.56`: integer minor units, as screens keep them. */
export function formatMinor(minor: number): string {
  return moneyFormat().format(minor / 100);
}
