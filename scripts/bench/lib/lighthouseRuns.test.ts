import { describe, expect, it } from 'vitest';
import { formatSpread, missedTargets, parseCpuLine, spread, stealShare } from './lighthouseRuns.js';

describe('spread', () => {
  it('gives the middle run, or the mean of the two middle runs, with the range', () => {
    expect(spread([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, n: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 });
  });

  it('leaves failed runs (NaN) out rather than letting them decide the median', () => {
    expect(spread([Number.NaN, 5, 7])).toEqual({ median: 6, min: 5, max: 7, n: 2 });
    expect(spread([]).n).toBe(0);
  });
});

describe('formatSpread', () => {
  it('shows the median with the lowest and highest run in the metric’s unit', () => {
    expect(formatSpread('lcp', spread([1220, 1030, 1340]))).toBe('1.22 s (1.03–1.34)');
    expect(formatSpread('tbt', spread([68, 83, 68]))).toBe('68 ms (68–83)');
    expect(formatSpread('tbt', spread([68]))).toBe('68 ms');
  });
});

describe('missedTargets', () => {
  it('judges public routes by the median against every target of issue #21', () => {
    expect(missedTargets('public', { score: 97, lcp: 1900, tbt: 200, cls: 0.02 })).toEqual([]);
    expect(missedTargets('public', { score: 94, lcp: 1900, tbt: 201, cls: 0 })).toEqual([
      'score 94 (target ≥ 95)',
      'tbt 201 ms (target ≤ 200 ms)',
    ]);
  });

  it('holds signed-in pages to LCP 1.5 s and CLS 0.02, and counts a missing figure as missed', () => {
    expect(missedTargets('signedIn', { lcp: 1600, cls: 0.01 })).toEqual([
      'lcp 1.60 s (target ≤ 1.50 s)',
    ]);
    expect(missedTargets('signedIn', { lcp: Number.NaN, cls: 0 })).toHaveLength(1);
  });
});

describe('CPU steal', () => {
  it('is the share of all CPU time the hypervisor took between two readings', () => {
    const before = parseCpuLine('cpu  100 0 50 800 10 0 0 40 0 0\ncpu0 1 2 3');
    const after = parseCpuLine('cpu  150 0 70 900 10 0 0 60 0 0\n');
    expect(before).toEqual({ total: 1000, steal: 40 });
    expect(stealShare(before, after)).toBeCloseTo(20 / 190);
  });
});
