import { BANGKOK_OFFSET_MS, DAY_MS } from './siteTime.js';

/**
 * Calendar windows in the site's time zone (Asia/Bangkok, GMT+7 all year, no daylight saving),
 * so "per day" means the player's day, not the server's UTC day.
 */

export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

export interface Window {
  from: number;
  /** Exclusive: the instant the window resets. */
  to: number;
}

/** The day, week (Monday to Sunday) or calendar month that `at` falls in, in GMT+7. */
export function windowOf(period: LimitPeriod, at: number): Window {
  const local = at + BANGKOK_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (period === 'DAY')
    return { from: day * DAY_MS - BANGKOK_OFFSET_MS, to: (day + 1) * DAY_MS - BANGKOK_OFFSET_MS };
  if (period === 'WEEK') {
    // Day 0 (1970-01-01) was a Thursday; Monday is weekday 0 here.
    const weekday = (day + 3) % 7;
    const start = day - weekday;
    return {
      from: start * DAY_MS - BANGKOK_OFFSET_MS,
      to: (start + 7) * DAY_MS - BANGKOK_OFFSET_MS,
    };
  }
  const date = new Date(local);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  return {
    from: Date.UTC(y, m, 1) - BANGKOK_OFFSET_MS,
    to: Date.UTC(y, m + 1, 1) - BANGKOK_OFFSET_MS,
  };
}

/** Adds calendar months in GMT+7 (a self-exclusion of 6 months ends on the same date). */
export function addMonths(at: number, months: number): number {
  const date = new Date(at + BANGKOK_OFFSET_MS);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime() - BANGKOK_OFFSET_MS;
}
