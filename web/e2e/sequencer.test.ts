// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitByTime } from './sequencer';

describe('splitByTime', () => {
  const seconds = { 'long.e2e.test.ts': 200, 'a.e2e.test.ts': 60, 'b.e2e.test.ts': 50 };

  it('gives the long file a group of its own and the rest to the other', () => {
    const groups = splitByTime(
      ['a.e2e.test.ts', 'b.e2e.test.ts', 'long.e2e.test.ts', 'c.e2e.test.ts'],
      2,
      { ...seconds, 'c.e2e.test.ts': 40 },
    );
    expect(groups).toEqual([
      ['long.e2e.test.ts'],
      ['a.e2e.test.ts', 'b.e2e.test.ts', 'c.e2e.test.ts'],
    ]);
  });

  it('puts every file in exactly one group, an untimed one as a middling one', () => {
    const names = ['new.e2e.test.ts', 'b.e2e.test.ts', 'long.e2e.test.ts', 'a.e2e.test.ts'];
    const groups = splitByTime(names, 2, seconds);
    expect(groups.flat().sort()).toEqual([...names].sort());
    // 200 against 60 + 60 (the new file, weighed as the middle timing) + 50.
    expect(groups[0]).toEqual(['long.e2e.test.ts']);
  });

  it('gives the same groups whatever order the files are found in', () => {
    const names = Object.keys(seconds);
    expect(splitByTime([...names].reverse(), 2, seconds)).toEqual(splitByTime(names, 2, seconds));
  });
});
