import { describe, expect, it } from 'vitest';
import { lastClosedPeriod } from './contracts.js';

const iso = (p: { from: number; to: number }) => [
  new Date(p.from).toISOString(),
  new Date(p.to).toISOString(),
];

describe('contract periods (Asia/Bangkok)', () => {
  it('closes real-time salary every 5 minutes', () => {
    expect(iso(lastClosedPeriod('REALTIME_SALARY', Date.parse('2026-11-20T03:07:30Z')))).toEqual([
      '2026-11-20T03:00:00.000Z',
      '2026-11-20T03:05:00.000Z',
    ]);
  });

  it('pays daily and hourly salary for the previous Bangkok day', () => {
    // 23:30 UTC on the 19th is already the 20th in Bangkok.
    const now = Date.parse('2026-11-19T23:30:00Z');
    for (const type of ['DAILY_SALARY', 'HOUR_SALARY'] as const) {
      expect(iso(lastClosedPeriod(type, now))).toEqual([
        '2026-11-18T17:00:00.000Z',
        '2026-11-19T17:00:00.000Z',
      ]);
    }
  });

  it('pays dividends by half month, across a year end', () => {
    expect(iso(lastClosedPeriod('DIVIDEND', Date.parse('2026-11-20T03:00:00Z')))).toEqual([
      '2026-10-31T17:00:00.000Z',
      '2026-11-15T17:00:00.000Z',
    ]);
    expect(iso(lastClosedPeriod('DIVIDEND', Date.parse('2027-01-05T03:00:00Z')))).toEqual([
      '2026-12-15T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
  });
});
