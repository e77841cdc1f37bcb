import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SITE_TIMEZONE = 'Asia/Bangkok';

/** Formats an instant in the site's time zone (GMT+7), as the header clock shows it. */
export function formatSiteTime(instant: string | Date, pattern = 'YYYY/MM/DD HH:mm'): string {
  return dayjs(instant).tz(SITE_TIMEZONE).format(pattern);
}

/** Notices and announcements are dated YYYY/MM/DD in the site's time zone. */
export function formatNoticeDate(instant: string | Date): string {
  return formatSiteTime(instant, 'YYYY/MM/DD');
}
