import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';

let upstream: FakeUpstream;

beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  await upstream.close();
});

function gateway() {
  return createApp(
    loadConfig({ UPSTREAM_URLS: upstream.url, MERCHANT_CODE: 'PH01', WEB_DIST: makeWebDist() }),
  );
}

function lastCall() {
  const call = upstream.calls().at(-1);
  if (!call) throw new Error('nothing reached the upstream');
  return call;
}

describe('platform headers', () => {
  it('passes the platform headers through untouched, but not the site header', async () => {
    await request(gateway())
      .post('/wps/session/login')
      .set({
        ...SITE_CALL,
        Language: 'KM',
        Device: 'web',
        'X-Gateway-Version': '3',
        Encryption: 'cnNhLWtleQ==',
        'Content-Type': 'text/plain',
      })
      .send('ZGVzLWJvZHk=');
    const h = lastCall().headers;
    expect(h['x-site-request']).toBeUndefined();
    expect(h.language).toBe('KM');
    expect(h.device).toBe('web');
    expect(h['x-gateway-version']).toBe('3');
    expect(h.encryption).toBe('cnNhLWtleQ==');
    expect(h['content-type']).toBe('text/plain');
    expect(lastCall().body).toBe('ZGVzLWJvZHk=');
  });

  it("adds the session's token and drops an Authorization the browser sends", async () => {
    upstream.members.set('tok-abc', 'm-1');
    const app = gateway();
    const cookie = await sessionCookieFor(app, 'tok-abc');
    const send = (headers: Record<string, string>) =>
      request(app).post('/wps/member/update').set(SITE_CALL).set(headers).send({ data: {} });

    await send({ Cookie: cookie, Authorization: 'tok-other' });
    expect(lastCall().headers.authorization).toBe('tok-abc');
    // Without a session a token of the browser's own reaches nothing.
    await send({ Authorization: 'tok-other' });
    expect(lastCall().headers.authorization).toBeUndefined();
  });

  it('strips hop-by-hop headers, including those named in Connection', async () => {
    await request(gateway())
      .get('/wps/system/status')
      .set('Connection', 'keep-alive, X-Secret-Hop')
      .set('X-Secret-Hop', 'drop me')
      .set('Proxy-Authorization', 'Basic eDp5')
      .set('TE', 'trailers')
      .set('X-Kept', 'yes');
    const h = lastCall().headers;
    expect(h['x-secret-hop']).toBeUndefined();
    expect(h['proxy-authorization']).toBeUndefined();
    expect(h.te).toBeUndefined();
    expect(h['x-kept']).toBe('yes');
  });

  it('sets X-Forwarded-* and a request id, echoing the id to the browser', async () => {
    const res = await request(gateway()).get('/lgw/games/game_menus').set('Host', 'play.example');
    const h = lastCall().headers;
    expect(h['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(h['x-forwarded-proto']).toBe('http');
    expect(h['x-forwarded-host']).toBe('play.example');
    expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(h['x-request-id']);
  });

  it('keeps a well-formed request id from the load balancer and replaces a malformed one', async () => {
    await request(gateway()).get('/wps/system/status').set('X-Request-Id', 'lb-123.abc');
    expect(lastCall().headers['x-request-id']).toBe('lb-123.abc');
    await request(gateway()).get('/wps/system/status').set('X-Request-Id', 'bad id <script>');
    expect(lastCall().headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('does not hand out CORS grants the upstream may send', async () => {
    upstream.behaviour.headers = { 'Access-Control-Allow-Origin': '*' };
    const res = await request(gateway())
      .get('/wps/system/status')
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reuses upstream connections (keep-alive)', async () => {
    const app = gateway();
    for (let i = 0; i < 20; i += 1) await request(app).get('/wps/system/status');
    expect(upstream.calls()).toHaveLength(20);
    expect(upstream.connections).toBe(1);
  });
});

describe('browsers that leave', () => {
  it('keeps the upstream connection when a browser gives up waiting', async () => {
    upstream.behaviour.delayMs = 100;
    const server = http.createServer(gateway()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as net.AddressInfo;
    const abandoned = http.get(`http://127.0.0.1:${port}/wps/system/status`);
    abandoned.on('error', () => undefined);
    for (let i = 0; i < 100 && upstream.calls().length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    abandoned.destroy();
    // Give the upstream time to answer the abandoned call.
    await new Promise((r) => setTimeout(r, 250));
    upstream.behaviour.delayMs = 0;
    const next = await request(server).get('/wps/system/status');
    server.close();
    expect(next.status).toBe(200);
    expect(upstream.calls()).toHaveLength(2);
    expect(upstream.connections).toBe(1);
  });
});

describe('merchant override', () => {
  it('replaces a merchant header', async () => {
    await request(gateway()).get('/wps/system/status').set('Merchant', 'OTHER');
    expect(lastCall().headers.merchant).toBe('PH01');
  });

  it('replaces merchant and merchantCode in the query and keeps other parameters byte for byte', async () => {
    await request(gateway()).get(
      '/wps/system/status?merchant=OTHER&a=%20x+y&MerchantCode=EVIL&b=1',
    );
    expect(lastCall().url).toBe('/wps/system/status?merchant=PH01&a=%20x+y&MerchantCode=PH01&b=1');
  });

  it('replaces a merchant in a form body', async () => {
    await request(gateway())
      .post('/wps/member/password/email')
      .set(SITE_CALL)
      .type('form')
      .send('username=ann&merchantCode=EVIL&email=a%40b.c');
    expect(lastCall().body).toBe('username=ann&merchantCode=PH01&email=a%40b.c');
    expect(lastCall().headers['content-length']).toBe(String(lastCall().body.length));
  });

  it('replaces a merchant in a JSON body, at the top and inside data', async () => {
    await request(gateway())
      .post('/wps/verification/sms/noLogin')
      .set(SITE_CALL)
      .send({ merchant: 'EVIL', data: { mobileNum: '0812', merchantCode: 'EVIL' } });
    expect(JSON.parse(lastCall().body)).toEqual({
      merchant: 'PH01',
      data: { mobileNum: '0812', merchantCode: 'PH01' },
    });
  });

  it('leaves an encrypted body as it is', async () => {
    await request(gateway())
      .post('/wps/session/login')
      .set(SITE_CALL)
      .set('Encryption', 'a2V5')
      .set('Content-Type', 'application/json')
      .send('"bWVyY2hhbnQ9RVZJTA=="');
    expect(lastCall().body).toBe('"bWVyY2hhbnQ9RVZJTA=="');
  });
});

describe('brand configuration', () => {
  it('gives the PWA everything brand-specific in /config.json', async () => {
    const res = await request(gateway()).get('/config.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      merchantCode: 'PH01',
      platform: 'WEB',
      lotteryType: 'Lott',
      rsaPublicKey: expect.stringMatching(
        /^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/,
      ),
      supportedLanguages: ['CN', 'EN', 'KM'],
      defaultLanguage: 'EN',
      socketPath: '/socket.io',
    });
  });
});

describe('raw HTTP', () => {
  it('refuses a header with a line break instead of passing it on', async () => {
    const app = gateway();
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'GET /wps/system/status HTTP/1.1\r\nHost: x\r\nLanguage: EN\rMerchant: EVIL\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      socket.on('end', () => socket.end());
    });
    server.close();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(upstream.calls()).toHaveLength(0);
  });
});
