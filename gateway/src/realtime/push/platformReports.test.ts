import { describe, expect, it } from 'vitest';
import { pingUrl } from './platformReports.js';

describe('the speed test’s target', () => {
  it('is the fixed ping file on an http(s) origin, whatever path the task names', () => {
    expect(pingUrl('https://m1.example.com')).toBe(
      'https://m1.example.com/common/v.1.0.1/ping.json',
    );
    expect(pingUrl('http://10.0.0.5:8080/any/path?x=1')).toBe(
      'http://10.0.0.5:8080/common/v.1.0.1/ping.json',
    );
    // A bare host name is taken as https, as the platform's clients take it.
    expect(pingUrl('m2.example.com')).toBe('https://m2.example.com/common/v.1.0.1/ping.json');
  });

  it('is nothing for other schemes or a URL carrying credentials', () => {
    expect(pingUrl('file:///etc/passwd')).toBeUndefined();
    expect(pingUrl('ftp://m1.example.com')).toBeUndefined();
    expect(pingUrl('https://user:secret@m1.example.com')).toBeUndefined();
    expect(pingUrl('not a url at all')).toBeUndefined();
  });
});
