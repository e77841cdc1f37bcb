import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { SITE_CALL } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';

let upstream: FakeUpstream;
let server: http.Server;
let port: number;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  const app = createApp(
    loadConfig({
      UPSTREAM_URLS: upstream.url,
      WEB_DIST: makeWebDist(),
      BODY_LIMIT_BYTES: '1024',
      UPLOAD_BODY_LIMIT_BYTES: '4096',
      BODY_TIMEOUT_MS: '300',
    }),
  );
  server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await upstream.close();
});

const base = () => `http://127.0.0.1:${port}`;

/** No stack traces, file paths or library names in what a browser gets back. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/at \w+ \(|node:|\/src\/|Error:|express|<html/i);
}

describe('malformed input', () => {
  it('answers bad JSON with a clean 400 envelope and does not forward it', async () => {
    const res = await request(base())
      .post('/wps/member/password')
      .set(SITE_CALL)
      .set('Content-Type', 'application/json')
      .send('{"data":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'request_param_err', value: null });
    expectNoInternals(res.text);
    expect(upstream.calls()).toHaveLength(0);
  });

  it('lets the receipt-proof upload carry more than other calls, up to its own limit', async () => {
    const proof = (size: number) =>
      request(base())
        .post('/wps/relay/MCSFE_processC2CTransaction')
        .set(SITE_CALL)
        .set('Content-Type', 'text/plain')
        .send('p'.repeat(size));
    expect((await proof(3_000)).status).toBe(200);
    expect(upstream.calls()).toHaveLength(1);
    const tooBig = await proof(5_000);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('request_too_large');
  });

  it('refuses an oversized body, declared or streamed, with 413', async () => {
    const declared = await request(base())
      .post('/wps/member/password')
      .set(SITE_CALL)
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(5_000));
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe('request_too_large');

    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${base()}/wps/member/password`,
        { method: 'POST', headers: { ...SITE_CALL, 'Content-Type': 'text/plain' } },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('y'.repeat(800));
      req.write('y'.repeat(800));
      req.end();
    });
    expect(streamed.status).toBe(413);
    expectNoInternals(streamed.body);
    expect(upstream.calls()).toHaveLength(0);
  });

  it('refuses paths that try to climb out of the platform families', async () => {
    for (const path of ['/wps/../__dev/reset', '/wps/%2e%2e/x', '/lgw/a\\b']) {
      const status = await new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1])));
      });
      expect(status).toBe(400);
    }
    expect(upstream.calls()).toHaveLength(0);
  });

  it('cuts off a body that trickles in too slowly and keeps serving others meanwhile', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const closed = new Promise((r) => socket.on('close', r));
    socket.write(
      'POST /wps/member/password HTTP/1.1\r\nHost: x\r\nX-Site-Request: 1\r\n' +
        'Content-Type: text/plain\r\nContent-Length: 100\r\n\r\nabc',
    );

    const other = await request(base()).get('/wps/system/status');
    expect(other.status).toBe(200);

    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"message":"request_timeout"');
    expect(upstream.calls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('answers an undecodable URL cleanly and stays up', async () => {
    const res = await request(base()).get('/assets/%E0%A4%A.js');
    expect([400, 404]).toContain(res.status);
    expectNoInternals(res.text);
    expect((await request(base()).get('/healthz')).status).toBe(200);
  });
});
