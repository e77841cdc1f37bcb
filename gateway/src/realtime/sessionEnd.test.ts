import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
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

/** A browser tab; its handshake carries the session cookie, as a page's does. */
function browser(url: string, cookie: string, headers: Record<string, string> = {}) {
  const received: string[] = [];
  const socket: Socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie, ...headers },
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
  it('disconnects the sockets of a session signed out through the gateway, and only those', async () => {
    const [, gw] = await setUp();
    // Two tabs of one browser share its session; ann's phone has a session of its own.
    const annBrowser = await sessionCookieFor(gw.url, 'tok-ann');
    const annPhone = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    const ann = browser(gw.url, annBrowser);
    const ann2 = browser(gw.url, annBrowser);
    const bob = browser(gw.url, await sessionCookieFor(gw.url, 'tok-bob'));
    await Promise.all([ann.connected, ann2.connected, annPhone.connected, bob.connected]);

    const res = await fetch(`${gw.url}/wps/session/logout`, {
      method: 'DELETE',
      headers: { ...SITE_CALL, Cookie: annBrowser },
    });
    expect(res.status).toBe(200);
    await eventually(() => !ann.socket.connected && !ann2.socket.connected);
    // What the member's push connection brings now reaches only the sockets still open.
    gw.gateway.realtime.emitToMember('m-ann', MEMBER_EVENTS.mailNew, { popup: false });
    gw.gateway.realtime.emitToMember('m-bob', MEMBER_EVENTS.mailNew, { popup: false });
    await eventually(
      () =>
        bob.received.includes(MEMBER_EVENTS.mailNew) &&
        annPhone.received.includes(MEMBER_EVENTS.mailNew),
    );
    expect(ann.received).not.toContain(MEMBER_EVENTS.mailNew);
    expect(ann2.received).not.toContain(MEMBER_EVENTS.mailNew);
    expect(bob.socket.connected).toBe(true);
    expect(annPhone.socket.connected).toBe(true);
  });

  it('drops a socket whose token the platform refuses on a later call through the gateway', async () => {
    const [upstream, gw] = await setUp();
    const cookie = await sessionCookieFor(gw.url, 'tok-ann');
    const ann = browser(gw.url, cookie);
    await ann.connected;
    upstream.members.delete('tok-ann');
    const res = await fetch(`${gw.url}/wps/member/info`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(401);
    await eventually(() => !ann.socket.connected);
  });

  it('drops a socket whose token the platform refuses when it is checked again', async () => {
    const [upstream, gw] = await setUp({ SOCKET_RECHECK_MS: '100' });
    const ann = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    const bob = browser(gw.url, await sessionCookieFor(gw.url, 'tok-bob'));
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
    const cookie = await sessionCookieFor(gw.url, 'tok-ann');
    await browser(gw.url, cookie, { Origin: gw.url }).connected;
    for (const origin of [
      'http://127.0.0.1:9999',
      'https://127.0.0.1',
      'http://127.0.0.1',
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${port}/`,
      `http://127.0.0.1.evil.example:${port}`,
    ])
      await expect(browser(gw.url, cookie, { Origin: origin }).connected).rejects.toThrow();
  });

  it('limits refused handshakes per client address; made-up session ids cost no upstream call', async () => {
    const [upstream, gw] = await setUp({ SOCKET_BAD_HANDSHAKES_PER_MINUTE: '5' });
    const ann = await sessionCookieFor(gw.url, 'tok-ann');
    const bob = await sessionCookieFor(gw.url, 'tok-bob');
    // Live sessions do not use the budget up.
    for (let i = 0; i < 8; i += 1) {
      const ok = browser(gw.url, ann);
      await ok.connected;
      ok.socket.disconnect();
    }
    const lookupsBefore = upstream.seen.length;
    const tries = await Promise.allSettled(
      Array.from(
        { length: 20 },
        (_, i) => browser(gw.url, `ph_session=${String(i).padStart(43, 'x')}`).connected,
      ),
    );
    expect(tries.every((t) => t.status === 'rejected')).toBe(true);
    expect(upstream.seen.slice(lookupsBefore).filter((s) => s.url.startsWith('/wps/'))).toEqual([]);
    // Once the budget is spent, even a live session waits for the next window.
    await expect(browser(gw.url, ann).connected).rejects.toThrow();
    // Another client (as the trusted proxy reports it) is not affected.
    await browser(gw.url, bob, { 'X-Forwarded-For': '203.0.113.5' }).connected;
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
