import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMajor, formatMinor, formatWhole } from './money';

const intlMoney = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Intl writes "-0.00" for a small negative amount; the site never shows a player minus zero. */
const withoutMinusZero = (s: string) => (/^-0(\.0+)?$/.test(s) ? s.slice(1) : s);

describe('money as shown', () => {
  it('has two decimals and grouped thousands, from major or minor units', () => {
    expect(formatMajor(0)).toBe('0.00');
    expect(formatMajor(1000000.5)).toBe('1,000,000.50');
    expect(formatMajor(-1234.5)).toBe('-1,234.50');
    expect(formatMinor(123_456)).toBe('1,234.56');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-5)).toBe('-0.05');
  });

  it('rounds to the cent rather than cutting', () => {
    expect(formatMajor(2.675)).toBe('2.68');
    expect(formatMajor(0.005)).toBe('0.01');
    expect(formatMajor(-2.665)).toBe('-2.67');
  });

  it('never shows minus zero', () => {
    expect(formatMajor(-0.004)).toBe('0.00');
    expect(formatMajor(-0)).toBe('0.00');
    expect(formatWhole(-0.4)).toBe('0');
  });

  it('writes every amount as Intl.NumberFormat en-US does', () => {
    const amounts = fc.oneof(
      // What the platform sends: cents as major units.
      fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
      // Anything a calculation leaves behind, ties at the half cent included.
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(amounts, (major) => {
        expect(formatMajor(major)).toBe(withoutMinusZero(intlMoney.format(major)));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(formatMinor(minor)).toBe(withoutMinusZero(intlMoney.format(minor / 100)));
      }),
      { numRuns: 2000 },
    );
  });

  it('groups whole numbers (points) as Intl.NumberFormat en-US does', () => {
    expect(formatWhole(1234567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(formatWhole(value)).toBe(withoutMinusZero(intlWhole.format(value)));
      }),
      { numRuns: 3000 },
    );
  });
});
