import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, startGateway } from '../test-support/gatewayHarness.js';

/** The stand-in's own source, loaded at run time so the two workspaces stay separately compiled. */
const mocksEntry = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../mocks/src/index.ts',
);

interface StandIn {
  createApp(options: { dev?: boolean }): {
    app: http.RequestListener;
    store: {
      accounts: { byAccount(account: string): { id: string } | undefined };
      sessions: { createWithToken(memberId: string, token: string): string };
      events: { publish(memberId: string, event: string, payload: unknown): void };
    };
  };
}

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

describe('realtime against the stand-in', () => {
  it('relays an event the stand-in publishes to the signed-in member’s browser', async () => {
    const mocks = (await import(mocksEntry)) as StandIn;
    const { app, store } = mocks.createApp({ dev: true });
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanup.push(() => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    });
    const member = store.accounts.byAccount('player1');
    expect(member).toBeDefined();
    const token = store.sessions.createWithToken(member?.id ?? '', 'realtime-test-token');

    const gw = await startGateway({
      UPSTREAM_URLS: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    cleanup.push(() => gw.stop());
    await eventually(async () => {
      const m = await gw.gateway.metrics.registry.getSingleMetricAsString(
        'gateway_upstream_event_stream_up',
      );
      return m.includes('gateway_upstream_event_stream_up 1');
    });

    const socket = connect(gw.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    cleanup.push(() => {
      socket.disconnect();
    });
    const balances: unknown[] = [];
    socket.on('balance:changed', (p: unknown) => balances.push(p));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

    store.events.publish(member?.id ?? '', 'balance:changed', { balance: 1234.5 });
    await eventually(() => balances.length === 1);
    expect(balances[0]).toEqual({ balance: 1234.5 });
  });
});
