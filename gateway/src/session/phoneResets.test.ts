import { describe, expect, it } from 'vitest';
import { maskFits, PhoneResets } from './phoneResets.js';

describe('a masked mobile number', () => {
  it.each([
    ['81****678', '812345678', true],
    ['081****678', '812345678', true],
    ['+66 81****678', '812345678', true],
    ['81****678', '66812345678', true],
    ['81****679', '812345678', false],
    ['82****678', '812345678', false],
    ['*******78', '812345678', false],
    ['*****', '812345678', false],
  ])('%s fits %s: %s', (mask, digits, fits) => {
    expect(maskFits(mask, digits)).toBe(fits);
  });
});

describe('resets by phone', () => {
  it('give the number only to the address that asked for the code, once, within the window', () => {
    let now = 0;
    const resets = new PhoneResets(() => now);
    resets.codeSent('10.0.0.1', '812345678');
    expect(resets.done('10.0.0.2')).toBeUndefined();
    expect(resets.done('10.0.0.1')).toBe('812345678');
    expect(resets.done('10.0.0.1')).toBeUndefined();
    resets.codeSent('10.0.0.1', '812345678');
    now += 16 * 60_000;
    expect(resets.done('10.0.0.1')).toBeUndefined();
  });

  it('remember a bounded number of addresses, forgetting the oldest first', () => {
    const resets = new PhoneResets();
    for (let i = 0; i <= 10_000; i++) resets.codeSent(`a${i}`, '812345678');
    expect(resets.done('a0')).toBeUndefined();
    expect(resets.done('a10000')).toBe('812345678');
  });
});
