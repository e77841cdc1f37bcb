import http from 'node:http';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { makeWebDist } from '../test-support/webDist.js';
import { canonicalTarget } from './canonical.js';

let upstream: FakeUpstream;
let server: http.Server;
let port: number;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  const app = createApp(
    loadConfig({
      UPSTREAM_URLS: upstream.url,
      WEB_DIST: makeWebDist(),
      RATE_LIMIT_SIGN_IN: '1',
      RATE_LIMIT_SMS: '1',
      RATE_LIMIT_CAPTCHA: '1',
    }),
  );
  server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await upstream.close();
});

/**
 * Sends the request line exactly as written (clients would normalise it), as the site's own
 * call (`X-Site-Request`), so an unsafe one is not refused as forged.
 */
function raw(method: string, target: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nX-Site-Request: 1\r\n` +
          'Content-Length: 0\r\nConnection: close\r\n\r\n',
      ),
    );
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1])));
  });
}

describe('canonicalTarget', () => {
  it.each([
    ['/wps//session///login', '/wps/session/login'],
    ['/wps/session/%6Cogin', '/wps/session/login'],
    ['/wps/%7euser/%41%2d', '/wps/~user/A-'],
    ['/wps/a%20b', '/wps/a%20b'],
    ['/wps/a%c3%a9?x=%2F', '/wps/a%C3%A9?x=%2F'],
  ])('%s → %s', (target, expected) => {
    const c = canonicalTarget(target);
    expect(c.ok && c.url).toBe(expected);
  });

  it('folds case only in the key rules compare', () => {
    const c = canonicalTarget('/wps/Session/LOGIN?A=B');
    expect(c).toMatchObject({
      path: '/wps/Session/LOGIN',
      key: '/wps/session/login',
      query: 'A=B',
    });
  });

  it.each([
    '/wps/session/login#x',
    '/wps/a?b#c',
    '/wps/..;/__dev/push-host',
    '/wps/..%2f__dev/push-host',
    '/wps/.%2e/__dev/push-host',
    '/wps/%2e%2E/x',
    '/wps/%2e/x',
    '/wps/./x',
    '/wps/x/..',
    '/wps/a;jsessionid=1',
    '/wps/a%3bb',
    '/wps/a%5cb',
    '/wps/a%00',
    '/wps/a%252e%252e/x',
    '/wps/a%zz',
    '/wps/a\\b',
    '/wps/a"b',
    '/wps/a{b}',
    '/wps/a?x=<script>',
    '/wps/a?x=%',
    'wps/a',
    'http://evil.example/wps/a',
    '*',
  ])('refuses %s', (target) => {
    expect(canonicalTarget(target).ok).toBe(false);
  });
});

describe('canonical paths through the gateway', () => {
  it.each([
    [
      'sign-in',
      'POST',
      '/wps/session/login',
      [
        '/wps/session/LOGIN',
        '/wps/Session/login',
        '/wps//session/login',
        '/wps/session//login',
        '/wps/session/%6Cogin',
      ],
    ],
    [
      'SMS',
      'POST',
      '/wps/verification/sms/noLogin',
      ['/wps/verification/SMS/noLogin', '/wps//verification/sms/noLogin'],
    ],
    [
      'SMS reset',
      'POST',
      '/wps/member/password/sms',
      ['/wps/member/password/SMS', '/wps/member//password/sms'],
    ],
    ['captcha', 'GET', '/wps/captcha', ['/wps/Captcha', '/wps//captcha', '/WPS/captcha']],
  ] as const)(
    'counts every spelling of the %s call against one limit',
    async (_name, method, path, spellings) => {
      expect(await raw(method, path)).toBe(200);
      for (const s of spellings) expect([429, 404]).toContain(await raw(method, s));
      expect(await raw(method, `${path}#x`)).toBe(400);
      expect(upstream.calls()).toHaveLength(1);
    },
  );

  it('forwards the canonical path', async () => {
    expect(await raw('GET', '/wps//system/%73tatus?a=1')).toBe(200);
    expect(upstream.calls()[0]?.url).toBe('/wps/system/status?a=1');
  });

  it.each([
    '/wps/..;/__dev/push-host',
    '/wps/..%2f__dev/push-host',
    '/wps/.%2e/__dev/push-host',
    '/lgw/%2E%2E/__dev/push-host',
    '/lotto/x;y',
  ])('refuses %s with 400 before proxying', async (target) => {
    expect(await raw('GET', target)).toBe(400);
    expect(upstream.calls()).toHaveLength(0);
  });

  it('forwards nothing outside the platform families', async () => {
    await raw('GET', '/rtmsg/info');
    await raw('GET', '/__dev/reset');
    await raw('GET', '/WPS/member/info');
    expect(upstream.calls()).toHaveLength(0);
  });
});
