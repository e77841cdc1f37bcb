import { describe, expect, it } from 'vitest';
import { amountField } from '../routes/ours.js';
import { toMinor } from './wallet.js';

describe('wire amounts', () => {
  it.each([
    [12.34, 1234],
    ['12.34', 1234],
    ['0.1', 10],
    ['0.10', 10],
    ['150', 150_00],
    [150.5, 150_50],
    ['-5.5', -5_50],
    [0, 0],
    ['9999999999999.99', 999_999_999_999_999],
  ])('reads %j as %d minor units', (wire, minor) => {
    expect(toMinor(wire)).toBe(minor);
  });

  it.each([
    '0x10',
    '0X1f',
    '0b11',
    '0o7',
    '5e-1',
    '1e3',
    '1E2',
    ' 5',
    '5 ',
    '5.',
    '.5',
    '+5',
    '',
    '1.005',
    '1,5',
    'Infinity',
    'NaN',
    '١٢',
    '99999999999999999999',
    '10000000000001',
    1.005,
    1e300,
    -1e300,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    null,
    undefined,
    [5],
    { amount: 5 },
  ])('refuses %j', (wire) => {
    expect(toMinor(wire)).toBeNull();
  });

  it('answers amount_invalid for every refused form, huge values included', () => {
    for (const wire of ['0x10', '0b11', '5e-1', '99999999999999999999', 1e300, -3, 0]) {
      const parsed = amountField.safeParse(wire);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('amount_invalid');
    }
    expect(amountField.parse('16.00')).toBe(1600);
  });
});
