import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, startGateway } from '../test-support/gatewayHarness.js';
import { sessionCookieFor } from '../test-support/session.js';
import { SESSION_RESYNC } from './events.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** An interest-filtered upstream whose member updates fail while `failUpdates` is set. */
async function filteredUpstream() {
  const state = { failUpdates: true, opened: 0, updates: [] as unknown[] };
  const streams = new Map<string, { res: http.ServerResponse; members: Set<string> }>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/wps/member/info')) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, message: '', value: { id: 'm-ann' } }));
      return;
    }
    if (url === '/realtime/events?interest=members') {
      state.opened += 1;
      const id = `sub-${state.opened}`;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Subscription-Id': id });
      res.write(': open\n\n');
      streams.set(id, { res, members: new Set() });
      res.on('close', () => streams.delete(id));
      return;
    }
    const update = /^\/realtime\/events\/([^/]+)\/members$/.exec(url);
    if (update && req.method === 'POST') {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const change = JSON.parse(body) as { add: string[]; remove: string[] };
        state.updates.push(change);
        const stream = streams.get(update[1] ?? '');
        res.setHeader('Content-Type', 'application/json');
        if (state.failUpdates || !stream) {
          res.statusCode = 500;
          res.end(JSON.stringify({ success: false, message: 'system_error', value: null }));
          return;
        }
        for (const m of change.add) stream.members.add(m);
        res.end(JSON.stringify({ success: true, message: '', value: { members: 1 } }));
      });
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ success: true, message: '', value: null }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r()));
  });
  const publish = (memberId: string, event: string, payload: unknown) => {
    const data = JSON.stringify({ memberId, event, payload });
    for (const { res, members } of streams.values())
      if (members.has(memberId))
        res.write(`id: ${Math.random()}\nevent: member\ndata: ${data}\n\n`);
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state, publish };
}

describe('interest-filtered upstream stream', () => {
  it('reopens the stream when a member update fails, then resyncs and relays', async () => {
    const up = await filteredUpstream();
    const gw = await startGateway({ UPSTREAM_URLS: up.url });
    cleanup.push(() => gw.stop());
    await eventually(() => up.state.opened === 1);

    const cookie = await sessionCookieFor(gw.url, 'tok');
    const socket = connect(gw.url, {
      transports: ['websocket'],
      extraHeaders: { Cookie: cookie },
      reconnection: false,
      forceNew: true,
    });
    cleanup.push(() => {
      socket.disconnect();
    });
    const resyncs: unknown[] = [];
    const balances: unknown[] = [];
    socket.on(SESSION_RESYNC, (p: unknown) => resyncs.push(p));
    socket.on('balance:changed', (p: unknown) => balances.push(p));

    // The add for m-ann fails: the replica gives up that subscription and opens a new one,
    // which it gives the whole set before telling the browser to resync.
    await eventually(() => up.state.updates.length === 1);
    up.state.failUpdates = false;
    await eventually(() =>
      resyncs.some((r) => (r as { reason?: string }).reason === 'upstream-gap'),
    );
    expect(up.state.opened).toBe(2);
    expect(up.state.updates).toEqual([
      { add: ['m-ann'], remove: [] },
      { add: ['m-ann'], remove: [] },
    ]);

    up.publish('m-ann', 'balance:changed', { balance: 7 });
    await eventually(() => balances.length === 1);
    expect(balances[0]).toEqual({ balance: 7 });
  });
});
