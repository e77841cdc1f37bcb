import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { sessionCookieFor } from '../test-support/session.js';
import { SESSION_RESYNC } from './events.js';
import type { UpstreamMemberEvent } from './upstreamEvents.js';

/** The stand-in's own source, loaded at run time so the two workspaces stay separately compiled. */
const mocksEntry = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../mocks/src/index.ts',
);

interface StandIn {
  createApp(options: { dev?: boolean; eventsToken?: string }): {
    app: http.RequestListener;
    store: {
      accounts: { byAccount(account: string): { id: string } | undefined };
      sessions: { createWithToken(memberId: string, token: string): string };
      events: { publish(memberId: string, event: string, payload: unknown): void };
    };
  };
}

/** The credential the stand-in's event stream requires, configured on both sides. */
const EVENTS_TOKEN = `test-${randomUUID()}`;

let mocks: StandIn;
// Loading the stand-in's source takes seconds on a busy machine; it is not what the tests time.
beforeAll(async () => {
  mocks = (await import(mocksEntry)) as StandIn;
}, 60_000);

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function standIn() {
  const { app, store } = mocks.createApp({ dev: true, eventsToken: EVENTS_TOKEN });
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r()));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** A signed-in member of the stand-in: their id and a session token. */
  const member = (account: string) => {
    const id = store.accounts.byAccount(account)?.id ?? '';
    expect(id).not.toBe('');
    return { id, token: store.sessions.createWithToken(id, `rt-${account}-${randomUUID()}`) };
  };
  return { url, store, member };
}

async function gatewayOver(url: string, env: NodeJS.ProcessEnv = {}) {
  const gw = await startGateway({
    UPSTREAM_URLS: url,
    UPSTREAM_EVENTS_TOKEN: EVENTS_TOKEN,
    ...env,
  });
  cleanup.push(() => gw.stop());
  /** Every member event the upstream stream brought this replica. */
  const heard: UpstreamMemberEvent[] = [];
  gw.gateway.upstreamEvents.on('event', (e) => heard.push(e));
  await eventually(async () => {
    const m = await gw.gateway.metrics.registry.getSingleMetricAsString(
      'gateway_upstream_event_stream_up',
    );
    return m.includes('gateway_upstream_event_stream_up 1');
  });
  return { ...gw, heard };
}

/**
 * A browser tab whose handshake carries the session cookie (as `sessionCookieFor` gives it);
 * `ready` resolves at the first resync, from when on events must reach it.
 */
function browser(gw: RunningGateway, cookie: string) {
  const socket: Socket = connect(gw.url, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    reconnection: false,
    forceNew: true,
  });
  cleanup.push(() => {
    socket.disconnect();
  });
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  const ready = new Promise<void>((resolve, reject) => {
    socket.once(SESSION_RESYNC, () => resolve());
    socket.once('connect_error', reject);
  });
  const of = (event: string) => received.filter((r) => r.event === event).map((r) => r.payload);
  return { socket, ready, of };
}

describe('realtime against the stand-in', () => {
  it('relays an event the stand-in publishes to the signed-in member’s browser', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;

    up.store.events.publish(ann.id, 'balance:changed', { balance: 1234.5 });
    await eventually(() => tab.of('balance:changed').length === 1);
    expect(tab.of('balance:changed')[0]).toEqual({ balance: 1234.5 });
  });

  it('receives from the upstream only the events of members with a browser on this replica', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const bob = up.member('player2');
    const gw = await gatewayOver(up.url);
    const annTab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await annTab.ready;

    up.store.events.publish(bob.id, 'mail:new', { id: 'for-bob' });
    up.store.events.publish(ann.id, 'mail:new', { id: 'for-ann' });
    await eventually(() => annTab.of('mail:new').length === 1);
    // The stream keeps the upstream's order, so bob's event would have come first.
    expect(gw.heard.map((e) => e.memberId)).toEqual([ann.id]);

    annTab.socket.disconnect();
    const bobTab = browser(gw, await sessionCookieFor(gw.url, bob.token));
    await bobTab.ready;
    await eventually(async () => (await gw.gateway.realtime.io.fetchSockets()).length === 1);
    // Ann's interest is withdrawn in the same kind of update that added bob's, or just after it.
    await eventually(() => {
      up.store.events.publish(ann.id, 'mail:new', { id: 'ann-again' });
      up.store.events.publish(bob.id, 'mail:new', { id: 'bob-marker' });
      const last = gw.heard.slice(-2).map((e) => e.memberId);
      return last.length === 2 && last[0] === bob.id && last[1] === bob.id;
    });
    expect(bobTab.of('mail:new').length).toBeGreaterThan(0);
  });

  it('resyncs the browsers after the stream came back, with their members subscribed again', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    // Drop the replica's stream the way a network fault would.
    gw.gateway.upstreamEvents.stop();
    gw.gateway.upstreamEvents.start();
    await eventually(() => tab.of(SESSION_RESYNC).length === 2);
    expect(tab.of(SESSION_RESYNC)[1]).toEqual({ reason: 'upstream-gap' });

    up.store.events.publish(ann.id, 'deposit:arrived', { amount: 10 });
    await eventually(() => tab.of('deposit:arrived').length === 1);
  });
});

describe('scaled out with Redis, over the stand-in', () => {
  const redisEnv = () => ({
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test-${randomUUID()}`,
  });

  it('delivers each event once to every tab of a member with tabs on both replicas', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const env = redisEnv();
    const a = await gatewayOver(up.url, env);
    const b = await gatewayOver(up.url, env);
    // One browser, load-balanced: its session, kept in Redis, holds on both replicas.
    const cookie = await sessionCookieFor(a.url, ann.token);
    const onA = browser(a, cookie);
    const onB = browser(b, cookie);
    await Promise.all([onA.ready, onB.ready]);

    for (let n = 1; n <= 3; n += 1) up.store.events.publish(ann.id, 'deposit:failed', { n });
    up.store.events.publish(ann.id, 'mail:new', { last: true });
    await eventually(() => onA.of('mail:new').length === 1 && onB.of('mail:new').length === 1);
    for (const tab of [onA, onB])
      expect(tab.of('deposit:failed')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('keeps delivering to a member whose browser moved to the other replica', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const env = redisEnv();
    const a = await gatewayOver(up.url, env);
    const b = await gatewayOver(up.url, env);
    const cookie = await sessionCookieFor(a.url, ann.token);
    const first = browser(a, cookie);
    await first.ready;
    up.store.events.publish(ann.id, 'balance:changed', { balance: 1 });
    await eventually(() => first.of('balance:changed').length === 1);

    first.socket.disconnect();
    const moved = browser(b, cookie);
    await moved.ready;
    up.store.events.publish(ann.id, 'balance:changed', { balance: 2 });
    up.store.events.publish(ann.id, 'mail:new', { last: true });
    await eventually(() => moved.of('mail:new').length === 1);
    expect(moved.of('balance:changed')).toEqual([{ balance: 2 }]);
    expect(first.of('balance:changed')).toEqual([{ balance: 1 }]);
  });
});
