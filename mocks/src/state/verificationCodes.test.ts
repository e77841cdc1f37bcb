import { describe, expect, it } from 'vitest';
import { VerificationCodes } from './verificationCodes.js';

describe('verification codes cannot be guessed', () => {
  it('locks a code after 5 wrong tries: the right code then fails too, until a new one is sent', () => {
    let now = 1_000_000;
    const codes = new VerificationCodes(() => now);
    codes.place('815556666', 'password-reset', '123456', 300_000);
    for (let i = 0; i < 5; i += 1)
      expect(codes.check('815556666', 'password-reset', '000000')).toBe('invalid');
    expect(codes.check('815556666', 'password-reset', '123456')).toBe('invalid');
    now += 61_000;
    codes.issue('815556666', 'password-reset');
    const fresh = codes.lastCode('815556666') ?? '';
    expect(codes.check('815556666', 'password-reset', fresh)).toBe('ok');
  });

  it('still accepts the right code after 4 wrong tries', () => {
    const codes = new VerificationCodes(() => 1_000_000);
    codes.place('815556666', 'login', '654321', 300_000);
    for (let i = 0; i < 4; i += 1) codes.check('815556666', 'login', '000000');
    expect(codes.check('815556666', 'login', '654321')).toBe('ok');
  });
});
