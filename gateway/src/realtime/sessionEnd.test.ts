import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { MEMBER_EVENTS } from './events.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function setUp(env: NodeJS.ProcessEnv = {}): Promise<[FakeUpstream, RunningGateway]> {
  const upstream = await startFakeUpstream();
  upstream.members.set('tok-ann', 'm-ann');
  upstream.members.set('tok-bob', 'm-bob');
  cleanup.push(() => upstream.close());
  const gw = await startGateway({ UPSTREAM_URLS: upstream.url, ...env });
  cleanup.push(() => gw.stop());
  return [upstream, gw];
}

function browser(url: string, token: string, origin?: string) {
  const received: string[] = [];
  const socket: Socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    ...(origin ? { extraHeaders: { Origin: origin } } : {}),
    reconnection: false,
    forceNew: true,
  });
  socket.onAny((event: string) => received.push(event));
  cleanup.push(() => {
    socket.disconnect();
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received, connected };
}

describe('a socket ends with its session', () => {
  it('disconnects the sockets of a token signed out through the gateway, and only those', async () => {
    const [upstream, gw] = await setUp();
    const ann = browser(gw.url, 'tok-ann');
    const ann2 = browser(gw.url, 'tok-ann');
    const bob = browser(gw.url, 'tok-bob');
    await Promise.all([ann.connected, ann2.connected, bob.connected, upstream.waitForStreams(1)]);

    const res = await fetch(`${gw.url}/wps/session/logout`, {
      method: 'DELETE',
      headers: { Authorization: 'tok-ann' },
    });
    expect(res.status).toBe(200);
    await eventually(() => !ann.socket.connected && !ann2.socket.connected);
    upstream.publish('m-ann', MEMBER_EVENTS.balanceChanged, { balance: 1 });
    upstream.publish('m-bob', MEMBER_EVENTS.balanceChanged, { balance: 2 });
    await eventually(() => bob.received.includes(MEMBER_EVENTS.balanceChanged));
    expect(ann.received).not.toContain(MEMBER_EVENTS.balanceChanged);
    expect(bob.socket.connected).toBe(true);
  });

  it('drops a socket whose token the platform refuses on a later call through the gateway', async () => {
    const [upstream, gw] = await setUp();
    const ann = browser(gw.url, 'tok-ann');
    await ann.connected;
    upstream.members.delete('tok-ann');
    const res = await fetch(`${gw.url}/wps/member/info`, { headers: { Authorization: 'tok-ann' } });
    expect(res.status).toBe(401);
    await eventually(() => !ann.socket.connected);
  });

  it('drops a socket whose token the platform refuses when it is checked again', async () => {
    const [upstream, gw] = await setUp({ SOCKET_RECHECK_MS: '100' });
    const ann = browser(gw.url, 'tok-ann');
    const bob = browser(gw.url, 'tok-bob');
    await Promise.all([ann.connected, bob.connected]);
    upstream.members.delete('tok-ann');
    await eventually(() => !ann.socket.connected);
    expect(bob.socket.connected).toBe(true);
  });
});

describe('socket handshakes', () => {
  it("compares the page's scheme, host and port exactly", async () => {
    const [, gw] = await setUp();
    const port = new URL(gw.url).port;
    await browser(gw.url, 'tok-ann', gw.url).connected;
    for (const origin of [
      'http://127.0.0.1:9999',
      'https://127.0.0.1',
      'http://127.0.0.1',
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${port}/`,
      `http://127.0.0.1.evil.example:${port}`,
    ])
      await expect(browser(gw.url, 'tok-ann', origin).connected).rejects.toThrow();
  });

  it('limits refused handshakes per client address, so bad tokens cannot make upstream calls at will', async () => {
    const [upstream, gw] = await setUp({ SOCKET_BAD_HANDSHAKES_PER_MINUTE: '5' });
    // Good tokens do not use the budget up.
    for (let i = 0; i < 8; i += 1) {
      const ok = browser(gw.url, 'tok-ann');
      await ok.connected;
      ok.socket.disconnect();
    }
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => browser(gw.url, `bad-${i}`).connected),
    );
    expect(tries.every((t) => t.status === 'rejected')).toBe(true);
    const lookups = upstream.seen.filter(
      (s) => s.url.startsWith('/wps/member/info') && s.headers.authorization !== 'tok-ann',
    );
    expect(lookups.length).toBeLessThanOrEqual(5);
    // Once the budget is spent, even a good token waits for the next window.
    await expect(browser(gw.url, 'tok-ann').connected).rejects.toThrow();
    // Another client (as the trusted proxy reports it) is not affected.
    const other = connect(gw.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'tok-bob' },
      extraHeaders: { 'X-Forwarded-For': '203.0.113.5' },
      reconnection: false,
      forceNew: true,
    });
    cleanup.push(() => {
      other.disconnect();
    });
    await new Promise<void>((resolve, reject) => {
      other.once('connect', () => resolve());
      other.once('connect_error', reject);
    });
  });

  it('puts the security headers on polling answers', async () => {
    const [, gw] = await setUp();
    const res = await fetch(`${gw.url}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const tls = await fetch(`${gw.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('the upstream event stream', () => {
  it('presents the configured credential on the stream and its interest updates', async () => {
    const [upstream] = await setUp({ UPSTREAM_EVENTS_TOKEN: 'events-token-0123456789' });
    await upstream.waitForStreams(1);
    const stream = upstream.seen.find((s) => s.url.startsWith('/realtime/events'));
    expect(stream?.headers.authorization).toBe('Bearer events-token-0123456789');
  });
});
