import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { makeWebDist } from '../test-support/webDist.js';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('an upstream answer that stalls after its headers', () => {
  it('is cut off, closing the upstream connection instead of holding it open', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((r) => (upstreamClosed = r));
    const upstream = await listen((req, res) => {
      if (req.url?.startsWith('/wps/system/status')) {
        res.end(JSON.stringify({ success: true, message: '', value: {} }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"success":true,');
      res.on('close', () => upstreamClosed());
    });
    const gateway = await listen(
      createApp(
        loadConfig({
          UPSTREAM_URLS: upstream,
          WEB_DIST: makeWebDist(),
          UPSTREAM_BODY_IDLE_MS: '200',
          ADMIN_PORT: '0',
        }),
      ),
    );

    const outcome = await new Promise<string>((resolve) => {
      http
        .get(`${gateway}/wps/relay/MCSFE_getInbox`, (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve('complete'));
          res.on('error', () => resolve('cut off'));
          res.on('aborted', () => resolve('cut off'));
        })
        .on('error', () => resolve('cut off'));
    });
    expect(outcome).toBe('cut off');
    await closed;
  });
});
