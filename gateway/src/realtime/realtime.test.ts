import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { SESSION_RESYNC } from './events.js';

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

describe('browser sockets', () => {
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

  it('greets a socket even when the push host cannot be reached, and says so to operators', async () => {
    // The fake upstream answers CSP_ImUrl with no host: the member's connections cannot be made.
    const upstream = await upstreamWithMembers();
    const gw = await gatewayOver(upstream);
    const ann = browser(gw.url, await sessionCookieFor(gw.url, 'tok-ann'));
    await eventually(() => ann.of(SESSION_RESYNC).length === 1);
    expect(ann.of(SESSION_RESYNC)[0]?.payload).toEqual({ reason: 'connected' });
    await eventually(() => gw.gateway.push.status().failing);
    expect(upstream.calls().some((c) => c.url === '/wps/relay/CSP_ImUrl')).toBe(true);
    const imUrl = upstream.calls().find((c) => c.url === '/wps/relay/CSP_ImUrl');
    expect(imUrl?.headers.merchant).toBe('PH01');
    expect(imUrl?.headers.authorization).toBeUndefined();
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
