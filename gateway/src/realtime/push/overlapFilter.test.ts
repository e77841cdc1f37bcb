import { describe, expect, it } from 'vitest';
import { OverlapFilter } from './overlapFilter.js';

describe('OverlapFilter', () => {
  it('drops the second hearing of a message, whichever connection heard it first', () => {
    const f = new OverlapFilter();
    expect(f.repeats('old', 'a')).toBe(false);
    expect(f.repeats('new', 'b')).toBe(false);
    expect(f.repeats('new', 'a')).toBe(true);
    expect(f.repeats('old', 'b')).toBe(true);
  });

  it('keeps the same text sent twice on purpose, heard on both connections', () => {
    const f = new OverlapFilter();
    const heard = [
      ['old', 'x'],
      ['old', 'x'],
      ['new', 'x'],
      ['new', 'x'],
      ['new', 'x'],
    ] as const;
    const relayed = heard.filter(([from, text]) => !f.repeats(from, text));
    // Old heard it twice, new three times: the host sent it three times.
    expect(relayed).toHaveLength(3);
  });

  it('relays what only one connection heard', () => {
    const f = new OverlapFilter();
    // Sent before the new subscription existed, and after the old one was gone.
    expect(f.repeats('old', 'early')).toBe(false);
    expect(f.repeats('new', 'late')).toBe(false);
    expect(f.repeats('new', 'late')).toBe(false);
  });
});
