import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { MEMBER_EVENTS, SESSION_RESYNC } from './events.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function upstreamWithMembers(): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream();
  upstream.members.set('tok-ann', 'm-ann');
  upstream.members.set('tok-bob', 'm-bob');
  cleanup.push(() => upstream.close());
  return upstream;
}

async function gatewayOver(
  upstream: FakeUpstream,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningGateway> {
  const gw = await startGateway({ UPSTREAM_URLS: upstream.url, ...env });
  cleanup.push(() => gw.stop());
  return gw;
}

/**
 * A browser: socket.io client over WebSocket, recording every event it gets. Its handshake
 * carries the session cookie (`Cookie` header, as `sessionCookieFor` gives it), as a page's does.
 */
function browser(url: string, cookie?: string, origin?: string) {
  const received: { event: string; payload: unknown }[] = [];
  const socket: Socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
    reconnection: false,
    forceNew: true,
  });
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  cleanup.push(() => {
    socket.disconnect();
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const of = (event: string) => received.filter((r) => r.event === event);
  return { socket, received, connected, of };
}

describe('socket.io relay', () => {
  it('refuses a handshake without a live session', async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    await expect(browser(gw.url).connected).rejects.toThrow('please_login_first');
    const madeUp = `ph_session=${'A'.repeat(43)}`;
    await expect(browser(gw.url, madeUp).connected).rejects.toThrow('please_login_first');
    // A token the platform refuses opens no session to begin with; the platform was asked.
    await expect(sessionCookieFor(gw.url, 'tok-unknown')).rejects.toThrow('no session');
    const info = upstream.seen.find((s) => s.url === '/wps/member/info');
    expect(info?.headers.authorization).toBe('tok-unknown');
    expect(info?.headers.merchant).toBe('PH01');
    // A session that was signed out opens no socket either.
    const cookie = await sessionCookieFor(gw.url, 'tok-ann');
    await browser(gw.url, cookie).connected;
    const out = await fetch(`${gw.url}/wps/session/logout`, {
      method: 'DELETE',
      headers: { ...SITE_CALL, Cookie: cookie },
    });
    expect(out.status).toBe(200);
    await expect(browser(gw.url, cookie).connected).rejects.toThrow('please_login_first');
  });

  it("accepts sockets from the site's own pages and refuses pages of other origins", async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream, { SOCKET_ALLOWED_ORIGINS: 'https://app.example.com' });
    const ann = await sessionCookieFor(gw.url, 'tok-ann');
    await browser(gw.url, ann, gw.url).connected;
    await browser(gw.url, ann, 'https://app.example.com').connected;
    await expect(browser(gw.url, ann, 'https://evil.example').connected).rejects.toThrow();
  });

  it('relays an upstream event to the member it is for, and only to them', async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    const ann = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    const bob = browser(gw.url, await sessionCookieFor(gw.url, 'tok-bob'));
    await Promise.all([ann.connected, bob.connected, upstream.waitForStreams(1)]);

    upstream.publish('m-ann', MEMBER_EVENTS.balanceChanged, { balance: 1234.5 });
    upstream.publish('m-bob', MEMBER_EVENTS.mailNew, { id: 'mail-1', title: 'Hi' });
    await eventually(
      () => ann.of('balance:changed').length === 1 && bob.of('mail:new').length === 1,
    );

    expect(ann.of('balance:changed')[0]?.payload).toEqual({ balance: 1234.5 });
    expect(ann.of('mail:new')).toHaveLength(0);
    expect(bob.of('balance:changed')).toHaveLength(0);
  });

  it('tells a socket to resync as soon as it connects, and again on reconnect', async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    const first = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    await first.connected;
    await eventually(() => first.of(SESSION_RESYNC).length === 1);
    first.socket.disconnect();
    first.socket.connect();
    await eventually(() => first.of(SESSION_RESYNC).length === 2);
  });

  it('tells every browser to resync after the upstream stream broke and came back', async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    const ann = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    await Promise.all([ann.connected, upstream.waitForStreams(1)]);
    await eventually(() => ann.of(SESSION_RESYNC).length === 1);
    upstream.dropStreams();
    await eventually(() => ann.of(SESSION_RESYNC).length === 2);
    expect(ann.of(SESSION_RESYNC)[1]?.payload).toEqual({ reason: 'upstream-gap' });
  });

  it('drops events with unknown names or malformed data', async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    const ann = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    await Promise.all([ann.connected, upstream.waitForStreams(1)]);
    upstream.publish('m-ann', 'admin:takeover', {});
    upstream.publish('m-ann', MEMBER_EVENTS.depositArrived, { amount: 10 });
    await eventually(() => ann.of('deposit:arrived').length === 1);
    expect(ann.of('admin:takeover')).toHaveLength(0);
    expect(gw.logs.text).toContain('unknown upstream event');
  });

  it('counts open sockets in the metrics', async () => {
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    const ann = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    await ann.connected;
    const metrics = await gw.gateway.metrics.registry.getSingleMetricAsString(
      'gateway_socket_connections',
    );
    expect(metrics).toMatch(/gateway_socket_connections 1/);
  });
});

describe('scaled out with Redis', () => {
  const redisEnv = () => ({
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test-${randomUUID()}`,
  });

  it('delivers an event that reached one instance to a browser connected to the other', async () => {
    const env = redisEnv();
    const withEvents = await upstreamWithMembers();
    const quiet = await upstreamWithMembers();
    const a = await gatewayOver(withEvents, env);
    const b = await gatewayOver(quiet, env);
    const ann = browser(b.url, await sessionCookieFor(b.url, 'tok-ann'));
    await Promise.all([ann.connected, withEvents.waitForStreams(1), quiet.waitForStreams(1)]);
    // The adapter subscribes asynchronously; wait until instance A sees B's socket in the room.
    await eventually(
      async () => (await a.gateway.realtime.io.in('member:m-ann').fetchSockets()).length === 1,
    );

    withEvents.publish('m-ann', MEMBER_EVENTS.withdrawalApproved, { amount: 50 });
    await eventually(() => ann.of('withdrawal:approved').length === 1);
    expect(ann.of('withdrawal:approved')[0]?.payload).toEqual({ amount: 50 });
  });

  it('delivers once when one instance hears the event itself and the other forwards it', async () => {
    const env = redisEnv();
    const upA = await upstreamWithMembers();
    const upB = await upstreamWithMembers();
    const a = await gatewayOver(upA, env);
    const b = await gatewayOver(upB, env);
    const onB = browser(b.url, await sessionCookieFor(b.url, 'tok-ann'));
    await Promise.all([onB.connected, upA.waitForStreams(1), upB.waitForStreams(1)]);
    await eventually(
      async () => (await a.gateway.realtime.io.in('member:m-ann').fetchSockets()).length === 1,
    );

    // Both streams carry the same events (same ids); A holds no socket of ann's and forwards.
    for (const n of [1, 2]) {
      upA.publish('m-ann', MEMBER_EVENTS.withdrawalRejected, { n }, `evt-${n}`);
      upB.publish('m-ann', MEMBER_EVENTS.withdrawalRejected, { n }, `evt-${n}`);
    }
    // Reaches B only through A's forwards, which keep their order: the copies came first.
    upA.publish('m-ann', MEMBER_EVENTS.mailNew, { marker: true });
    await eventually(() => onB.of('mail:new').length === 1);
    expect(onB.of('withdrawal:rejected').map((r) => r.payload)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('delivers once, not once per instance, when both instances hear the same event', async () => {
    const env = redisEnv();
    const upstream = await upstreamWithMembers();
    const a = await gatewayOver(upstream, env);
    const b = await gatewayOver(upstream, env);
    // One browser, its tabs on both replicas: the session, kept in Redis, holds on either.
    const cookie = await sessionCookieFor(a.url, 'tok-ann');
    const onA = browser(a.url, cookie);
    const onB = browser(b.url, cookie);
    await Promise.all([onA.connected, onB.connected, upstream.waitForStreams(2)]);
    await eventually(
      async () => (await a.gateway.realtime.io.in('member:m-ann').fetchSockets()).length === 2,
    );
    await eventually(
      async () => (await b.gateway.realtime.io.in('member:m-ann').fetchSockets()).length === 2,
    );

    upstream.publish('m-ann', MEMBER_EVENTS.depositFailed, { n: 1 });
    upstream.publish('m-ann', MEMBER_EVENTS.depositFailed, { n: 2 });
    upstream.publish('m-ann', MEMBER_EVENTS.contractRequestNew, { last: true });
    await eventually(
      () =>
        onA.of('contract:request-new').length >= 1 && onB.of('contract:request-new').length >= 1,
    );
    // One more round trip through both instances, so a duplicate would have arrived by now.
    upstream.publish('m-ann', MEMBER_EVENTS.mailNew, { flush: true });
    await eventually(() => onA.of('mail:new').length >= 1 && onB.of('mail:new').length >= 1);

    for (const client of [onA, onB]) {
      expect(client.of('deposit:failed').map((r) => r.payload)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(client.of('contract:request-new')).toHaveLength(1);
    }
  });
});
