import { describe, expect, it } from 'vitest';
import { mirrorOrigin, pingMirror, pingSite } from './sitePing';

function recordingFetch(status = 200) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(null, { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('pingSite', () => {
  it('asks the site itself with a request no cache can answer', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await pingSite(fetchImpl);
    await pingSite(fetchImpl);
    expect(calls.map((c) => c.init?.method)).toEqual(['HEAD', 'HEAD']);
    expect(calls.every((c) => c.init?.cache === 'no-store')).toBe(true);
    expect(calls.every((c) => c.url.startsWith('/config.json?speed='))).toBe(true);
    expect(calls[0]?.url).not.toBe(calls[1]?.url);
  });

  it('fails when the site answers with an error, so the line shows as failed', async () => {
    const { fetchImpl } = recordingFetch(502);
    await expect(pingSite(fetchImpl)).rejects.toThrow('HTTP 502');
  });
});

describe('pingMirror', () => {
  it('asks a mirror for its health answer, never from a cache and without credentials', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await pingMirror('m1.example', fetchImpl, 'https:');
    await pingMirror('http://m2.example:8080/', fetchImpl, 'https:');
    expect(calls[0]?.url).toMatch(/^https:\/\/m1\.example\/healthz\?speed=\w+$/);
    expect(calls[1]?.url).toMatch(/^http:\/\/m2\.example:8080\/healthz\?speed=/);
    expect(calls.every((c) => c.init?.cache === 'no-store' && c.init.credentials === 'omit')).toBe(
      true,
    );
  });

  it('keeps a scheme the status call gave and uses the page scheme otherwise', () => {
    expect(mirrorOrigin(' m.example ', 'https:')).toBe('https://m.example');
    expect(mirrorOrigin('HTTP://m.example/', 'https:')).toBe('HTTP://m.example');
  });
});
