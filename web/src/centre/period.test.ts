import { describe, expect, it } from 'vitest';
import { periodRange, presetPeriod, readPeriod, writePeriod } from './period';

// 2026-11-24 20:30 in Bangkok is 13:30 UTC; 2026-11-24 23:30 UTC is already the 25th there.
const EVENING = Date.parse('2026-11-24T13:30:00Z');
const AFTER_BANGKOK_MIDNIGHT = Date.parse('2026-11-24T18:30:00Z');

describe('period presets', () => {
  it('count days in the site time zone, today included', () => {
    expect(presetPeriod('last7', EVENING)).toEqual({
      preset: 'last7',
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(presetPeriod('last30', EVENING)).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
    expect(presetPeriod('next7', EVENING)).toMatchObject({ from: '2026-11-24', to: '2026-11-30' });
    expect(presetPeriod('next30', EVENING)).toMatchObject({ from: '2026-11-24', to: '2026-12-23' });
    expect(presetPeriod('today', AFTER_BANGKOK_MIDNIGHT)).toMatchObject({ from: '2026-11-25' });
  });

  it('turn into instants from Bangkok midnight to the last millisecond of the last day', () => {
    expect(periodRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-02' })).toEqual({
      startTime: '2026-10-31T17:00:00.000Z',
      endTime: '2026-11-02T16:59:59.999Z',
    });
  });
});

describe('period in the address', () => {
  it('round-trips a preset by name and a custom range by its dates', () => {
    const preset = writePeriod(
      new URLSearchParams('page=depositv2'),
      presetPeriod('last30', EVENING),
    );
    expect(preset.toString()).toBe('page=depositv2&period=last30');
    expect(readPeriod(preset, EVENING)).toMatchObject({ preset: 'last30', from: '2026-10-26' });

    const custom = writePeriod(preset, { preset: 'custom', from: '2026-01-02', to: '2026-01-05' });
    expect(readPeriod(custom, EVENING)).toEqual({
      preset: 'custom',
      from: '2026-01-02',
      to: '2026-01-05',
    });
  });

  it('falls back on a missing or malformed period and puts reversed dates in order', () => {
    expect(readPeriod(new URLSearchParams('period=forever'), EVENING).preset).toBe('last7');
    expect(
      readPeriod(new URLSearchParams('period=custom&from=yesterday&to=2026-01-01'), EVENING).preset,
    ).toBe('last7');
    expect(
      readPeriod(new URLSearchParams('period=custom&from=2026-02-01&to=2026-01-01'), EVENING),
    ).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });
});
