/**
 * The site keeps Asia/Bangkok time (GMT+7 all year, no daylight saving), so a "day" on any
 * screen, report, limit or reward is the player's day, not the server's UTC day. Defined once so
 * every domain turns its day over at the same instant.
 */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** The Bangkok midnight that begins the day `at` falls in. */
export function startOfBangkokDay(at: number): number {
  return Math.floor((at + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
}
