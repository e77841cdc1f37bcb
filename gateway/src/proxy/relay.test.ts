import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
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

const WHOLE = JSON.stringify({ success: true, message: '', value: { n: 1 } });
const PARTS = ['{"success":true,', '"message":"",', '"value":{"n":2}}'];
const LARGE = JSON.stringify({ success: true, message: '', value: 'x'.repeat(200_000) });

/** An upstream that answers at once, in parts with pauses, chunked, or with a large body. */
async function upstream(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    const path = req.url?.split('?')[0];
    if (path === '/wps/parts') {
      const length = Buffer.byteLength(PARTS.join(''));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': length });
      const rest = [...PARTS];
      const next = () => {
        const part = rest.shift();
        if (part === undefined) res.end();
        else {
          res.write(part);
          setTimeout(next, 5);
        }
      };
      next();
      return;
    }
    if (path === '/wps/chunked') {
      // No length: the upstream sends it chunked, in one go.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write(PARTS[0]);
      res.end(PARTS.slice(1).join(''));
      return;
    }
    if (path === '/wps/large') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(LARGE);
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(WHOLE),
    });
    res.end(WHOLE);
  });
  server.on('connection', () => (connections += 1));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
  };
}

describe('relaying platform answers', () => {
  it('passes every answer on intact, however it arrives, over one upstream connection', async () => {
    const up = await upstream();
    const app = createApp(loadConfig({ UPSTREAM_URLS: up.url, WEB_DIST: makeWebDist() }));
    for (let round = 0; round < 3; round += 1) {
      const whole = await request(app).get('/wps/whole');
      expect(whole.status).toBe(200);
      expect(whole.text).toBe(WHOLE);
      expect(whole.headers['content-length']).toBe(String(Buffer.byteLength(WHOLE)));
      const parts = await request(app).get('/wps/parts');
      expect(parts.text).toBe(PARTS.join(''));
      const chunked = await request(app).get('/wps/chunked');
      expect(chunked.text).toBe(PARTS.join(''));
      const large = await request(app).get('/wps/large');
      expect(large.text).toBe(LARGE);
      expect(large.headers['content-type']).toBe('application/json');
    }
    expect(up.connections()).toBe(1);
  });

  it('answers HEAD with the headers only', async () => {
    const up = await upstream();
    const app = createApp(loadConfig({ UPSTREAM_URLS: up.url, WEB_DIST: makeWebDist() }));
    const head = await request(app).head('/wps/whole');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(WHOLE)));
    expect(head.text ?? '').toBe('');
    const after = await request(app).get('/wps/whole');
    expect(after.text).toBe(WHOLE);
  });
});
