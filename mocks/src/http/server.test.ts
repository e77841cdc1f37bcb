import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createServer } from './server.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('the stand-in server', () => {
  it('cuts off a body that stalls, and keeps answering others', async () => {
    const { app } = createApp();
    const server = createServer(app, { requestTimeoutMs: 300 });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    close = () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      });
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /wps/relay/GCS_requestDeposit HTTP/1.1\r\nHost: x\r\nMerchant: PH01\r\n' +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"am',
        ),
      );
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
