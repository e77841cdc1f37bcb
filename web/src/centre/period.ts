import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIMEZONE } from '../i18n/time';

// Periods are counted in site days, whose bounds need the zone's arithmetic (here, not in the
// header clock's path: see i18n/time.ts).
dayjs.extend(utc);
dayjs.extend(timezone);

/** The spec's period presets; `custom` takes the dates the member picks. */
export const PERIOD_PRESETS = ['today', 'last7', 'last30', 'next7', 'next30', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  preset: PeriodPreset;
  /** Site-local calendar days (Asia/Bangkok), `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

export interface PeriodRange {
  /** ISO instants: the start of `from` and the end of `to` in the site's time zone. */
  startTime: string;
  endTime: string;
}

const DAY = 'YYYY-MM-DD';

/** The clock presets count from; screens read it once when they open, and on each choice. */
export const currentTime = (): number => Date.now();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function siteToday(now: number): dayjs.Dayjs {
  return dayjs(now).tz(SITE_TIMEZONE).startOf('day');
}

/** The days a preset covers, counted in the site's time zone from `now`. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: number): Period {
  const today = siteToday(now);
  const span = (from: dayjs.Dayjs, to: dayjs.Dayjs): Period => ({
    preset,
    from: from.format(DAY),
    to: to.format(DAY),
  });
  switch (preset) {
    case 'today':
      return span(today, today);
    case 'last7':
      return span(today.subtract(6, 'day'), today);
    case 'last30':
      return span(today.subtract(29, 'day'), today);
    case 'next7':
      return span(today, today.add(6, 'day'));
    case 'next30':
      return span(today, today.add(29, 'day'));
  }
}

/**
 * The period named in the address (`period=last7`, or `period=custom&from=…&to=…`); anything
 * missing or malformed falls back to `fallback`, and reversed custom dates are put in order.
 */
export function readPeriod(
  params: URLSearchParams,
  now: number,
  fallback: Exclude<PeriodPreset, 'custom'> = 'last7',
): Period {
  const preset = params.get('period');
  if (preset === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (DATE.test(from) && DATE.test(to) && dayjs(from).isValid() && dayjs(to).isValid()) {
      return from <= to ? { preset, from, to } : { preset, from: to, to: from };
    }
  }
  if (preset && preset !== 'custom' && (PERIOD_PRESETS as readonly string[]).includes(preset)) {
    return presetPeriod(preset as Exclude<PeriodPreset, 'custom'>, now);
  }
  return presetPeriod(fallback, now);
}

/** Writes the period into the address: presets by name, so a shared link moves with the days. */
export function writePeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('period', period.preset);
  if (period.preset === 'custom') {
    next.set('from', period.from);
    next.set('to', period.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

/** The instants a report call takes for the period (site midnight to the last millisecond). */
export function periodRange(period: Period): PeriodRange {
  const start = dayjs.tz(period.from, SITE_TIMEZONE).startOf('day');
  const end = dayjs.tz(period.to, SITE_TIMEZONE).endOf('day');
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}
