import { describe, expect, it } from 'vitest';
import { formatMajor, formatMinor } from './money';

describe('money as shown', () => {
  it('has two decimals and grouped thousands, from major or minor units', () => {
    expect(formatMajor(0)).toBe('0.00');
    expect(formatMajor(1000000.5)).toBe('1,000,000.50');
    expect(formatMinor(123_456)).toBe('1,234.56');
    expect(formatMinor(5)).toBe('0.05');
  });

  it('rounds to the cent rather than cutting', () => {
    expect(formatMajor(2.675)).toBe('2.68');
    expect(formatMajor(0.005)).toBe('0.01');
  });
});
