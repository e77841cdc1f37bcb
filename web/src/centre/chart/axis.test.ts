import { describe, expect, it } from 'vitest';
import { barLeft, GROUP_WIDTH, shortLabel, xRange, yRange } from './axis';

describe('chart axes', () => {
  it('shows days as month and day, and leaves category names alone', () => {
    expect(shortLabel('2026-11-24')).toBe('11-24');
    expect(shortLabel('Slots')).toBe('Slots');
  });

  it('centres bars on their point and runs a line from first to last point', () => {
    expect(xRange('bars', 3)).toEqual([-0.5, 2.5]);
    expect(xRange('line', 3)).toEqual([0, 2]);
    expect(xRange('line', 1)).toEqual([-0.5, 0.5]);
  });

  it('puts the bars of one point side by side, inside the point’s step', () => {
    const lefts = [0, 1, 2].map((series) => barLeft(4, series, 3));
    expect(lefts[0]).toBeCloseTo(4 - GROUP_WIDTH / 2);
    expect(lefts[2]! + GROUP_WIDTH / 3).toBeCloseTo(4 + GROUP_WIDTH / 2);
  });

  it('always includes zero, so a loss reads as below the line', () => {
    const [low, high] = yRange([-500, 200]);
    expect(low).toBeLessThan(-500);
    expect(high).toBeGreaterThan(200);
    expect(yRange([100, 300])[0]).toBe(0);
    expect(yRange([0, 0])).toEqual([0, 1]);
  });
});
