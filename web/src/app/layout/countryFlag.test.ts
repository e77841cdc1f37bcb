import { describe, expect, it } from 'vitest';
import { countryCode, countryName } from './countryFlag';

describe('the header country mark', () => {
  it('shows a valid code as its letters, not as emoji that need an emoji font', () => {
    expect(countryCode(' th ')).toBe('TH');
    expect(countryCode('THA')).toBe('');
    expect(countryCode('')).toBe('');
  });

  it("names the country in the player's language", () => {
    expect(countryName('TH', 'en')).toBe('Thailand');
    expect(countryName('TH', 'zh-Hans')).toBe('泰国');
  });
});
