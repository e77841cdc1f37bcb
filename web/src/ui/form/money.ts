/**
 * Money as the site handles it: the platform sends major units (`12.5`), screens keep integer
 * minor units (`1250`) while a player types, and everything is shown with two decimals.
 */

export type MoneyParse = { ok: true; minor: number } | { ok: false; key: MoneyProblem };

/** Message keys of the shared locale files. */
export type MoneyProblem = 'money_required' | 'money_invalid' | 'money_decimals';

/** Plain decimals only: no sign, exponent, hex or grouping the player did not see. */
const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** Reads what a player typed. Thousands separators (`1,000.50`) are accepted. */
export function parseMoney(text: string): MoneyParse {
  const cleaned = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (cleaned === '') return { ok: false, key: 'money_required' };
  const match = DECIMAL.exec(cleaned);
  if (!match) return { ok: false, key: 'money_invalid' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, key: 'money_decimals' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, key: 'money_invalid' };
  return { ok: true, minor };
}

/** Major units from the platform to minor units, rounding away float noise (`0.1 + 0.2`). */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

export { formatMajor, formatMinor } from '../../i18n/money';
