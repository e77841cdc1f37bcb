import { describe, expect, it } from 'vitest';
import { formatMinor, parseMoney, toMinor } from './money';

describe('parseMoney', () => {
  it('reads whole amounts, one or two decimals and grouped thousands as minor units', () => {
    expect(parseMoney('100')).toEqual({ ok: true, minor: 10_000 });
    expect(parseMoney(' 100.5 ')).toEqual({ ok: true, minor: 10_050 });
    expect(parseMoney('0.07')).toEqual({ ok: true, minor: 7 });
    expect(parseMoney('1,234.56')).toEqual({ ok: true, minor: 123_456 });
    expect(parseMoney('12.')).toEqual({ ok: true, minor: 1_200 });
  });

  it('refuses three decimals, signs, exponents, hex and words with the matching message', () => {
    expect(parseMoney('10.005')).toEqual({ ok: false, key: 'money_decimals' });
    expect(parseMoney('')).toEqual({ ok: false, key: 'money_required' });
    for (const text of ['-5', '+5', '5e2', '0x10', '0b11', 'ten', '1.2.3', '.5', 'Infinity']) {
      expect(parseMoney(text)).toEqual({ ok: false, key: 'money_invalid' });
    }
  });

  it('refuses amounts too large to count exactly', () => {
    expect(parseMoney('99999999999999999999')).toEqual({ ok: false, key: 'money_invalid' });
  });
});

describe('money shown', () => {
  it('has two decimals and grouped thousands, and converts platform amounts without float noise', () => {
    expect(formatMinor(123_456)).toBe('1,234.56');
    expect(formatMinor(5)).toBe('0.05');
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1_999);
  });
});
