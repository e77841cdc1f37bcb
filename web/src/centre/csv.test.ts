import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvField('1,234.50')).toBe('"1,234.50"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
  });

  it('keeps negative amounts as numbers but stops formulas', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-1,000.00')).toBe('"-1,000.00"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
  });

  it('writes the header and CRLF-ended rows in any script', () => {
    expect(toCsv(['เวลา', 'จำนวน'], [['2026/11/20 12:00', '-1,000.00']])).toBe(
      'เวลา,จำนวน\r\n2026/11/20 12:00,"-1,000.00"\r\n',
    );
  });
});
