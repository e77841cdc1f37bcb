import dayjs from 'dayjs';

export const SITE_TIMEZONE = 'Asia/Bangkok';

/**
 * The site's zone is a fixed GMT+7: Asia/Bangkok has kept that offset, without summer time,
 * since 1920. So site time is the instant moved by 7 hours and read in UTC. (dayjs's timezone
 * plugin asks the browser's Intl for the offset on every call: its first use loads the browser's
 * time-zone data, about 100 ms on a phone, inside the header clock's first render, and both
 * plugins cost 2 KiB of the home route's critical script.)
 */
const SITE_OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats an instant in the site's time zone (GMT+7), as the header clock shows it. The pattern
 * takes dayjs's tokens YYYY, MM, DD, HH, mm and ss; the instant is read as dayjs reads it.
 */
export function formatSiteTime(instant: string | Date, pattern = 'YYYY/MM/DD HH:mm'): string {
  const ms = dayjs(instant).valueOf();
  if (Number.isNaN(ms)) return 'Invalid Date';
  const site = new Date(ms + SITE_OFFSET_MS);
  const parts: Record<string, string> = {
    YYYY: pad(site.getUTCFullYear(), 4),
    MM: pad(site.getUTCMonth() + 1),
    DD: pad(site.getUTCDate()),
    HH: pad(site.getUTCHours()),
    mm: pad(site.getUTCMinutes()),
    ss: pad(site.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** Notices and announcements are dated YYYY/MM/DD in the site's time zone. */
export function formatNoticeDate(instant: string | Date): string {
  return formatSiteTime(instant, 'YYYY/MM/DD');
}
