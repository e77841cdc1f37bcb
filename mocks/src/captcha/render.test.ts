import { describe, expect, it } from 'vitest';
import { readCaptcha } from '../test-support/readCaptcha.js';
import { captchaPngBase64 } from './render.js';

describe('captcha image', () => {
  it('is a PNG whose drawn digits read back as the code', () => {
    for (const code of ['0123', '4567', '8901', '2580']) {
      expect(readCaptcha(captchaPngBase64(code))).toBe(code);
    }
  });

  it('differs byte for byte between two draws of the same code', () => {
    expect(captchaPngBase64('1234')).not.toBe(captchaPngBase64('1234'));
  });
});
