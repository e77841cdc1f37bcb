import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startGateway,
  type RunningGateway,
} from '../../test-support/gatewayHarness.js';
import { SITE_CALL, sessionCookieFor } from '../../test-support/session.js';
import { MEMBER_EVENTS, SESSION_RESYNC } from '../events.js';

/** The stand-in's own source, loaded at run time so the two workspaces stay separately compiled. */
const mocksEntry = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../mocks/src/index.ts',
);

interface HostStats {
  state: string;
  open: { v1: number; v2: number };
  subscriptions: { v1: number; v2: number };
  connects: { v1: number; v2: number };
  disconnectsWithReceipt: number;
  endedByClient: number;
}

interface StandIn {
  createApp(options: { dev?: boolean }): {
    app: http.RequestListener;
    store: {
      accounts: { byAccount(account: string): { id: string } | undefined };
      sessions: { create(memberId: string): string; revoke(token: string): void };
      push: {
        toMember(memberId: string, body: Record<string, unknown>): void;
        toMemberSite(memberId: string, body: Record<string, unknown>): void;
      };
    };
  };
  attachPushHost(server: http.Server, store: unknown): { stats(): HostStats; close(): void };
  pushLedgerOf(store: unknown): {
    receiveLogs: Map<string, { memberId: string; count: number }>;
    deliveries: Map<string, { memberId: string; events: string[] }>;
    speedTests: { taskId: string; success: boolean; elapsed: number; memberId: string }[];
  };
}

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
  const { app, store } = mocks.createApp({ dev: true });
  const server = http.createServer(app);
  const host = mocks.attachPushHost(server, store);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    host.close();
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r()));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** A signed-in member of the stand-in: their id and a session token. */
  const member = (account: string) => {
    const id = store.accounts.byAccount(account)?.id ?? '';
    expect(id).not.toBe('');
    return { id, token: store.sessions.create(id) };
  };
  const setHost = (state: 'up' | 'down') =>
    request(url).post('/__dev/push-host').send({ state }).expect(200);
  return { url, store, host, member, ledger: mocks.pushLedgerOf(store), setHost };
}

/** The member's connections are open and their SUBSCRIBEs have reached the push host. */
async function subscribed(host: { stats(): HostStats }, members = 1) {
  await eventually(() => {
    const s = host.stats().subscriptions;
    return s.v1 === 2 * members && s.v2 === members;
  });
}

async function gatewayOver(url: string, env: NodeJS.ProcessEnv = {}) {
  const gw = await startGateway({ UPSTREAM_URLS: url, ...env });
  cleanup.push(() => gw.stop());
  return gw;
}

/**
 * A browser tab whose handshake carries the session cookie; `ready` resolves at the first
 * resync (the greeting the web waits for), from when on events must reach it.
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
  return { socket, ready, of, received };
}

describe('live events from the stand-in’s push host', () => {
  it('greets the tab once its member is subscribed, and relays a deposit with its receipt', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    expect(tab.of(SESSION_RESYNC)).toEqual([{ reason: 'connected' }]);
    await subscribed(up.host);
    expect(up.host.stats()).toMatchObject({ open: { v1: 1, v2: 1 }, connects: { v1: 1, v2: 1 } });

    up.store.push.toMember(ann.id, {
      type: 'DEPOSIT',
      sendId: 'send-deposit-1',
      data: { amount: 150.5, time: 1_790_000_000_000, success: true, isFirstDeposit: true },
    });
    await eventually(() => tab.of(MEMBER_EVENTS.depositArrived).length === 1);
    expect(tab.of(MEMBER_EVENTS.depositArrived)[0]).toEqual({
      amount: 150.5,
      time: 1_790_000_000_000,
      firstDeposit: true,
    });
    await eventually(() => up.ledger.receiveLogs.has('send-deposit-1'));
    expect(up.ledger.receiveLogs.get('send-deposit-1')).toEqual({ memberId: ann.id, count: 1 });

    // A type the platform's client does not know is acknowledged, counted and not relayed.
    up.store.push.toMember(ann.id, { type: 'CONTRACT_REQUEST', sendId: 'send-unknown-1' });
    await eventually(() => up.ledger.receiveLogs.has('send-unknown-1'));
    const metrics = await gw.gateway.metrics.registry.metrics();
    expect(metrics).toMatch(/gateway_push_messages_ignored_total\{type="unknown"\} 1/);
    expect(tab.received.map((r) => r.event)).toEqual([
      SESSION_RESYNC,
      MEMBER_EVENTS.depositArrived,
    ]);
  });

  it('relays a member-site message with its redirect and reports it delivered', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    await subscribed(up.host);

    up.store.push.toMemberSite(ann.id, {
      messageType: 'PROMOTION',
      websocketDeliveryId: 'delivery-1',
      title: '<b>Weekend</b>',
      body: 'Double points',
      notificationRedirection: 'PROMO',
      redirectPromotionId: 'promo-7',
    });
    await eventually(() => tab.of(MEMBER_EVENTS.siteMessage).length === 1);
    expect(tab.of(MEMBER_EVENTS.siteMessage)[0]).toEqual({
      deliveryId: 'delivery-1',
      messageType: 'PROMOTION',
      title: '<b>Weekend</b>',
      body: 'Double points',
      redirect: { to: 'PROMO', promotionId: 'promo-7' },
    });
    await eventually(() => up.ledger.deliveries.has('delivery-1'));
    expect(up.ledger.deliveries.get('delivery-1')?.events).toEqual(['DELIVERED']);
  });

  it('gives each member only their own messages, once per tab, across two gateways', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const bob = up.member('player2');
    const a = await gatewayOver(up.url);
    const b = await gatewayOver(up.url);
    const annOnA = browser(a, await sessionCookieFor(a.url, ann.token));
    const annOnB = browser(b, await sessionCookieFor(b.url, ann.token));
    const bobOnA = browser(a, await sessionCookieFor(a.url, bob.token));
    await Promise.all([annOnA.ready, annOnB.ready, bobOnA.ready]);
    await subscribed(up.host, 3);

    up.store.push.toMember(bob.id, { type: 'INBOX', popup: true, title: 'for bob' });
    for (let n = 1; n <= 3; n += 1)
      up.store.push.toMember(ann.id, { type: 'ONLINE_MSG', title: `n${n}`, message: 'hi' });
    up.store.push.toMember(ann.id, { type: 'INBOX', popup: false, title: 'last' });
    await eventually(
      () =>
        annOnA.of(MEMBER_EVENTS.mailNew).length === 1 &&
        annOnB.of(MEMBER_EVENTS.mailNew).length === 1 &&
        bobOnA.of(MEMBER_EVENTS.mailNew).length === 1,
    );
    for (const tab of [annOnA, annOnB]) {
      expect(tab.of(MEMBER_EVENTS.onlineMessage)).toEqual([
        { title: 'n1', message: 'hi' },
        { title: 'n2', message: 'hi' },
        { title: 'n3', message: 'hi' },
      ]);
      expect(tab.of(MEMBER_EVENTS.mailNew)).toEqual([{ title: 'last', popup: false }]);
    }
    expect(bobOnA.of(MEMBER_EVENTS.onlineMessage)).toEqual([]);
    expect(bobOnA.of(MEMBER_EVENTS.mailNew)).toEqual([{ title: 'for bob', popup: true }]);
  });

  it('sends DISCONNECT with a receipt when the member signs out', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const cookie = await sessionCookieFor(gw.url, ann.token);
    const tab = browser(gw, cookie);
    await tab.ready;
    await subscribed(up.host);

    const out = await fetch(`${gw.url}/wps/session/logout`, {
      method: 'DELETE',
      headers: { Cookie: cookie, ...SITE_CALL },
    });
    expect(out.status).toBe(200);
    await eventually(() => up.host.stats().disconnectsWithReceipt === 2, 1_500);
    expect(up.host.stats()).toMatchObject({ open: { v1: 0, v2: 0 }, endedByClient: 0 });
  });

  it('disconnects when the member’s last tab here closes, not before', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const cookie = await sessionCookieFor(gw.url, ann.token);
    const first = browser(gw, cookie);
    const second = browser(gw, cookie);
    await Promise.all([first.ready, second.ready]);
    await subscribed(up.host);
    first.socket.disconnect();
    await eventually(async () => (await gw.gateway.realtime.io.fetchSockets()).length === 1);
    expect(up.host.stats().open).toEqual({ v1: 1, v2: 1 });

    second.socket.disconnect();
    await eventually(() => up.host.stats().disconnectsWithReceipt === 2);
    expect(up.host.stats().connects).toEqual({ v1: 1, v2: 1 });
  });

  it('moves to another session’s token when the one in use ends', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const phone = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await phone.ready;
    const laptopCookie = await sessionCookieFor(gw.url, up.member('player1').token);
    const laptop = browser(gw, laptopCookie);
    await laptop.ready;
    await subscribed(up.host);

    // The phone's session (whose token the connections use) ends: they move to the laptop's.
    phone.socket.disconnect();
    await eventually(() => up.host.stats().connects.v1 === 2 && up.host.stats().connects.v2 === 2);
    await subscribed(up.host);
    up.store.push.toMember(ann.id, { type: 'RAFFLE', data: { raffleId: 'rain-1' } });
    await eventually(() => laptop.of(MEMBER_EVENTS.raffle).length === 1);
    expect(laptop.of(MEMBER_EVENTS.raffle)).toEqual([{ raffleId: 'rain-1' }]);
  });

  it('answers the speed test on the session topic from the gateway', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    await subscribed(up.host);
    const res = await request(up.url).post('/__dev/push-speed-test').send({ memberId: ann.id });
    expect(res.body.value.tasks).toHaveLength(1);
    await eventually(() => up.ledger.speedTests.length === 1);
    expect(up.ledger.speedTests[0]).toMatchObject({
      taskId: res.body.value.tasks[0],
      success: true,
      memberId: ann.id,
    });
  });

  it('reconnects after the push host comes back, resyncs the tab and relays what follows', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    await subscribed(up.host);

    await up.setHost('down');
    await eventually(() => gw.gateway.push.status().failing);
    const status = await request(gw.gateway.adminApp).get('/push');
    expect(status.body).toMatchObject({ members: 1, failing: true });
    expect(status.body.connections.v1.failing).toBe(1);
    // A dead push host costs live events, not the gateway's place in rotation; /readyz says why.
    const ready = await request(gw.gateway.adminApp).get('/readyz').expect(200);
    expect(ready.body.checks.push.reason).toMatch(
      /^every push connection of the 1 members here is failing \(v[12]: .+\); members get no live events$/,
    );

    await up.setHost('up');
    // Retried 5 s after the failure, plus up to 2 s of jitter.
    await eventually(() => tab.of(SESSION_RESYNC).length >= 2, 15_000);
    expect(tab.of(SESSION_RESYNC)[1]).toEqual({ reason: 'upstream-gap' });
    await subscribed(up.host);
    up.store.push.toMember(ann.id, {
      type: 'WITHDRAW',
      data: { amount: 20, time: 1, success: false, remarks: 'name mismatch' },
    });
    await eventually(() => tab.of(MEMBER_EVENTS.withdrawalRejected).length === 1);
    expect(tab.of(MEMBER_EVENTS.withdrawalRejected)[0]).toEqual({
      amount: 20,
      time: 1,
      remarks: 'name mismatch',
    });
    const metrics = await gw.gateway.metrics.registry.metrics();
    expect(metrics).toMatch(/gateway_push_connections\{endpoint="v1",state="open"\} 1/);
    expect(metrics).toMatch(/gateway_push_messages_total\{type="WITHDRAW"\} 1/);
    // Both endpoints failed and retried, yet operators read one error line for the minute.
    expect(
      gw.logs.lines.filter((l) => l.includes('every connection attempt is failing')),
    ).toHaveLength(1);
  }, 30_000);

  it('rebuilds each connection on schedule without a gap or a repeat', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url, { PUSH_REBUILD_SECONDS: '1' });
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    await subscribed(up.host);
    await eventually(() => up.host.stats().connects.v1 >= 2 && up.host.stats().connects.v2 >= 2);
    await subscribed(up.host);
    up.store.push.toMember(ann.id, { type: 'PROMOTION_CLAIM', title: 'T', message: 'M' });
    await eventually(() => tab.of(MEMBER_EVENTS.promoClaimed).length === 1);
    // The replaced connections signed out properly, and the browser was never told to resync.
    expect(up.host.stats().disconnectsWithReceipt).toBeGreaterThanOrEqual(2);
    expect(up.host.stats().endedByClient).toBe(0);
    expect(tab.of(SESSION_RESYNC)).toEqual([{ reason: 'connected' }]);
    expect(tab.of(MEMBER_EVENTS.promoClaimed)).toHaveLength(1);
  });

  it('ends the session when the push host refuses its token and the platform signed it out', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const gw = await gatewayOver(up.url);
    const tab = browser(gw, await sessionCookieFor(gw.url, ann.token));
    await tab.ready;
    await subscribed(up.host);
    const ended = new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));

    // Signed out on the platform's side; the next CONNECT (after the host restarts) is refused.
    up.store.sessions.revoke(ann.token);
    await up.setHost('down');
    await up.setHost('up');
    expect(await ended).toBe('io server disconnect');
    await eventually(() => !gw.gateway.push.has(ann.id));
  }, 30_000);
});
