import { describe, expect, it } from 'vitest';
import { formatNoticeDate, formatSiteTime } from './time';

describe('site time', () => {
  it('shows instants in Asia/Bangkok (GMT+7)', () => {
    expect(formatSiteTime('2026-12-31T18:30:00Z')).toBe('2027/01/01 01:30');
  });

  it('dates notices YYYY/MM/DD in site time', () => {
    expect(formatNoticeDate('2026-03-04T20:00:00Z')).toBe('2026/03/05');
  });
});
