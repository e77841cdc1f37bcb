import { describe, expect, it } from 'vitest';
import { flameGraphSvg } from './flameGraph.js';

describe('a flame graph from folded stacks', () => {
  const svg = flameGraphSvg(
    ['main;parse 300', 'main;write 600', 'main;tiny 1', 'gc 99'].join('\n'),
    'run',
    0.005,
  );

  it('draws each frame as wide as its time, callees above their callers', () => {
    const rect = (name: string) => {
      const m = new RegExp(
        `<title>${name} \\([^)]*\\)</title><rect x="([\\d.]+)" y="(\\d+)" width="([\\d.]+)"`,
      ).exec(svg);
      if (!m) throw new Error(`no frame ${name}`);
      return { x: Number(m[1]), y: Number(m[2]), width: Number(m[3]) };
    };
    const all = rect('all');
    expect(all.width).toBe(1200);
    expect(rect('main').width).toBeCloseTo((901 / 1000) * 1200, 1);
    expect(rect('write').width).toBeCloseTo(720, 1);
    expect(rect('write').y).toBeLessThan(rect('main').y);
    expect(rect('main').y).toBeLessThan(all.y);
    expect(svg).toContain('<title>write (0.6 ms, 60.0 %)</title>');
  });

  it('leaves out frames narrower than the threshold', () => {
    expect(svg).not.toContain('<title>tiny');
  });
});
