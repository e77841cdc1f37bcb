// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemberEvent, SESSION_RESYNC } from './events';
import { Realtime, type RealtimeState } from './Realtime';

const PATH = '/socket.io';

/**
 * A gateway look-alike: the session cookie in the handshake, a greeting resync, events on demand.
 * It records what each handshake carried, to show that the page sends nothing of its own.
 */
let httpServer: http.Server;
let ioServer: Server;
let url: string;
let liveSessions: Set<string>;
let connections: ServerSocket[];
let handshakes: { cookie: string | undefined; auth: unknown }[];
/** Off: the look-alike holds its greeting, as the gateway does until the upstream relays. */
let greet: boolean;

beforeEach(async () => {
  liveSessions = new Set(['good-session']);
  connections = [];
  handshakes = [];
  greet = true;
  httpServer = http.createServer();
  ioServer = new Server(httpServer, { path: PATH, serveClient: false });
  ioServer.use((socket, next) => {
    const cookie = socket.handshake.headers.cookie;
    handshakes.push({ cookie, auth: socket.handshake.auth });
    const session = /(?:^|;\s*)ph_session=([^;]+)/.exec(cookie ?? '')?.[1];
    if (session && liveSessions.has(session)) next();
    else next(new Error('please_login_first'));
  });
  ioServer.on('connection', (socket) => {
    connections.push(socket);
    if (greet) socket.emit(SESSION_RESYNC, { reason: 'connected' });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => ioServer.close(() => resolve()));
});

/**
 * The socket of a browser whose cookie jar holds `session`: a browser sends the gateway's
 * HttpOnly cookie with the handshake by itself; Node's client is told to, as that browser would.
 */
function realtime(
  session: () => string,
  extra: Partial<ConstructorParameters<typeof Realtime>[0]> = {},
) {
  return new Realtime({
    url,
    path: PATH,
    reconnectionDelayMaxMs: 200,
    connect: (address, options) =>
      io(address, { ...options, extraHeaders: { cookie: `ph_session=${session()}` } }),
    ...extra,
  });
}

function next<T>(subscribe: (resolve: (value: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve) => subscribe(resolve));
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

async function untilConnections(count: number): Promise<ServerSocket> {
  while (connections.length < count) await new Promise((r) => setTimeout(r, 10));
  return connections[count - 1]!;
}

describe('Realtime', () => {
  it('is let in by the session cookie alone, and delivers typed member events', async () => {
    const rt = realtime(() => 'good-session');
    const amount = next<number | undefined>((resolve) =>
      rt.subscribe(MemberEvent.DepositArrived, (p) => resolve(p.amount)),
    );
    rt.connect();
    const serverSide = await untilConnections(1);
    serverSide.emit('deposit:arrived', { amount: 1250.5, firstDeposit: false });
    expect(await amount).toBe(1250.5);
    // Nothing of the page's own in the handshake: no token, no auth payload at all.
    expect(handshakes).toEqual([{ cookie: 'ph_session=good-session', auth: {} }]);
    rt.disconnect();
  });

  it('raises a resync when the gateway first relays, and one after each reconnection', async () => {
    const rt = realtime(() => 'good-session');
    const reasons: string[] = [];
    let resolveThird: () => void = () => {};
    const third = new Promise<void>((resolve) => (resolveThird = resolve));
    rt.subscribe(SESSION_RESYNC, (p) => {
      reasons.push(p.reason);
      if (reasons.length === 3) resolveThird();
    });
    rt.connect();
    const first = await untilConnections(1);
    // The transport drops (a network blip); socket.io reconnects on its own, twice.
    first.conn.close();
    (await untilConnections(2)).conn.close();
    await untilConnections(3);
    await third;
    // The first: whatever was pushed while the page read what it shows, before the gateway relayed.
    expect(reasons).toEqual(['connected', 'reconnected', 'reconnected']);
    expect(rt.state).toBe('live');
    rt.disconnect();
    expect(rt.state).toBe('idle');
  });

  it('is live, and resyncs after a drop, only once the gateway says it relays again', async () => {
    const states: RealtimeState[] = [];
    const rt = realtime(() => 'good-session', { onStateChange: (s) => states.push(s) });
    const reasons: string[] = [];
    rt.subscribe(SESSION_RESYNC, (p) => reasons.push(p.reason));
    rt.connect();
    const first = await untilConnections(1);
    await until(() => rt.state === 'live');
    greet = false;
    first.conn.close();
    const second = await untilConnections(2);
    await until(() => rt.state === 'connected');
    // Handshake done, the upstream not yet relaying: a refetch now could miss what comes next.
    await new Promise((r) => setTimeout(r, 50));
    expect(reasons).toEqual(['connected']);
    second.emit(SESSION_RESYNC, { reason: 'connected' });
    await until(() => reasons.length === 2);
    expect(reasons).toEqual(['connected', 'reconnected']);
    expect(states).toEqual([
      'connecting',
      'connected',
      'live',
      'reconnecting',
      'connected',
      'live',
    ]);
    rt.disconnect();
  });

  it('passes on a resync the gateway raises mid-connection (an upstream gap)', async () => {
    const rt = realtime(() => 'good-session');
    const gap = next<string>((resolve) =>
      rt.subscribe(SESSION_RESYNC, (p) => {
        if (p.reason !== 'connected') resolve(p.reason);
      }),
    );
    rt.connect();
    (await untilConnections(1)).emit(SESSION_RESYNC, { reason: 'upstream-gap' });
    expect(await gap).toBe('upstream-gap');
    rt.disconnect();
  });

  it('stops and reports when the gateway finds no live session behind the cookie', async () => {
    const states: RealtimeState[] = [];
    const refused = next<true>((resolve) => {
      const rt = realtime(() => 'ended-session', {
        onRefused: () => resolve(true),
        onStateChange: (s) => states.push(s),
      });
      rt.connect();
    });
    await refused;
    expect(states.at(-1)).toBe('refused');
    expect(connections).toHaveLength(0);
  });

  it('reconnects on its own and no longer delivers to an unsubscribed handler', async () => {
    const rt = realtime(() => 'good-session');
    const seen: string[] = [];
    const unsubscribe = rt.subscribe(MemberEvent.MailNew, (p) => seen.push(p.title ?? ''));
    const kept = next<string>((resolve) =>
      rt.subscribe(MemberEvent.MailNew, (p) => resolve(p.title ?? '')),
    );
    rt.connect();
    const first = await untilConnections(1);
    unsubscribe();
    first.conn.close();
    const second = await untilConnections(2);
    second.emit('mail:new', { id: '9', title: 'Deposit received' });
    expect(await kept).toBe('Deposit received');
    expect(seen).toEqual([]);
    expect(handshakes).toHaveLength(2);
    rt.disconnect();
  });
});
