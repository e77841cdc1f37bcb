import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { formatNoticeDate, formatSiteTime } from './time';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('site time', () => {
  it('shows instants in Asia/Bangkok (GMT+7)', () => {
    expect(formatSiteTime('2026-12-31T18:30:00Z')).toBe('2027/01/01 01:30');
  });

  it('dates notices YYYY/MM/DD in site time', () => {
    expect(formatNoticeDate('2026-03-04T20:00:00Z')).toBe('2026/03/05');
  });

  it('reads and formats every instant the screens show as the zone database does', () => {
    const patterns = ['YYYY/MM/DD HH:mm', 'YYYY/MM/DD', 'YYYY/MM/DD HH:mm:ss', 'MM/DD HH:mm'];
    const instants: (string | Date)[] = [
      '2026-12-31T16:59:59Z',
      '2026-12-31T17:00:00Z',
      '2024-02-29T20:15:07.123+07:00',
      '2026-03-29T01:30:00', // the platform's zone-less form: read as dayjs reads it
      '1999-12-31 23:59:59',
      new Date(Date.UTC(2030, 5, 30, 23, 0, 5)),
    ];
    for (let day = 0; day < 400; day += 7)
      instants.push(new Date(Date.UTC(2026, 0, 1) + day * 86_400_017));
    for (const instant of instants)
      for (const pattern of patterns)
        expect(formatSiteTime(instant, pattern), `${String(instant)} ${pattern}`).toBe(
          dayjs(instant).tz('Asia/Bangkok').format(pattern),
        );
  });
});
