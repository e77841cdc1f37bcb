import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp, defaultParts } from '../app.js';
import { loadConfig } from '../config.js';
import { LogCapture, startGateway } from '../test-support/gatewayHarness.js';
import { clientFacts } from './trustProxy.js';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';
import { gatewayOverFake } from '../test-support/gatewayOverFake.js';

const fake = gatewayOverFake();
const gateway = fake.gateway;

describe('security headers', () => {
  it('allows images from the image CDNs and frames only from game-launch hosts', async () => {
    const res = await request(
      gateway({
        IMAGE_CDN_HOSTS: 'https://img.cdn.example',
        GAME_LAUNCH_HOSTS: 'https://*.games.example',
      }),
    ).get('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("img-src 'self' data: blob: https://img.cdn.example");
    expect(csp).toContain("frame-src 'self' https://*.games.example");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('img.cdn.example;frame');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the page time the configured mirror domains, and nothing else, with requests', async () => {
    const plain = await request(gateway()).get('/');
    expect(plain.headers['content-security-policy']).toContain("connect-src 'self';");
    const res = await request(
      gateway({ SITE_MIRROR_ORIGINS: 'https://m1.example,https://m2.example' }),
    ).get('/');
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' https://m1.example https://m2.example;",
    );
  });

  it('lets a sister mirror time the health answer, and only that answer', async () => {
    const app = gateway();
    const health = await request(app).get('/healthz?speed=abc');
    expect(health.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(health.headers['cache-control']).toBe('no-store');
    const config = await request(app).get('/config.json');
    expect(config.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const app = gateway();
    const plain = await request(app).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  // A JSON answer is read by the page's script and never rendered, so the headers that govern a
  // rendered page are left off it (OWASP REST Security Cheat Sheet): what stays stops sniffing,
  // framing and use by other sites, and would block everything if it ever were rendered.
  const DOCUMENT_ONLY = [
    'permissions-policy',
    'reporting-endpoints',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  function expectDataHeaders(res: request.Response, tls: boolean) {
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    if (tls)
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(res.headers['strict-transport-security']).toBeUndefined();
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
  }

  it("gives the platform's JSON answers the headers data needs, not a page's", async () => {
    const app = gateway();
    const api = await request(app).get('/wps/system/status').set('X-Forwarded-Proto', 'https');
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ success: true });
    expectDataHeaders(api, true);
    expect(fake.upstream.calls()[0]?.headers['x-forwarded-proto']).toBe('https');
    expectDataHeaders(await request(app).get('/lgw/games'), false);
    fake.upstream.behaviour.headers = { 'Content-Type': 'application/problem+json; charset=utf-8' };
    expectDataHeaders(await request(app).get('/lotto/lgw/games'), false);
  });

  it('gives anything else the platform sends the full document headers', async () => {
    const app = gateway();
    const site = await request(app).get('/');
    // An SVG can run script when opened on its own; an answer without a type may be sniffed.
    for (const type of ['image/svg+xml', 'text/html; charset=utf-8', 'text/plain']) {
      fake.upstream.behaviour.headers = { 'Content-Type': type };
      const res = await request(app).get('/wps/member/avatar').set('X-Forwarded-Proto', 'https');
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['permissions-policy']).toBe(site.headers['permissions-policy']);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  // A script, style or picture the page loads is never rendered on its own nor run as a worker:
  // the page's policy governs nothing on it, and on a first visit it was about 1 KB per file.
  it("gives the site's scripts, styles and pictures only the headers a loaded file needs", async () => {
    const app = gateway();
    const site = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    const script = await request(app)
      .get('/assets/index-abc123.js')
      .set('X-Forwarded-Proto', 'https');
    expect(script.status).toBe(200);
    expect(script.text).toBe('console.log(1);');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', ...DOCUMENT_ONLY])
      expect(script.headers[name], name).toBeUndefined();
    // A file that is not there is the JSON not-found, still without a page's policy to need.
    const missing = await request(app).get('/assets/gone-000.css');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');

    // The worker takes its policy from its own script; pages and SVGs can run script.
    for (const path of ['/sw.js', '/', '/index.html', '/icons.svg', '/no-such-page']) {
      const res = await request(app).get(path).set('X-Forwarded-Proto', 'https');
      expect(res.headers['content-security-policy'], path).toBe(
        site.headers['content-security-policy'],
      );
      expect(res.headers['permissions-policy'], path).toBe(site.headers['permissions-policy']);
    }
  });

  it("puts the data headers on the gateway's own answers to platform calls", async () => {
    const app = gateway({ BODY_LIMIT_BYTES: '64', RATE_LIMIT_SIGN_IN: '1' });
    const tooBig = await request(app)
      .post('/wps/member/update')
      .set(SITE_CALL)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ note: 'x'.repeat(200) }));
    expect(tooBig.status).toBe(413);
    expectDataHeaders(tooBig, false);
    // Rate-limited calls go through the site's router: the same headers, forwarded or refused.
    const signIn = () =>
      request(app).post('/wps/session/login').set(SITE_CALL).set('X-Forwarded-Proto', 'https');
    const allowed = await signIn();
    expect(allowed.status).toBe(200);
    expectDataHeaders(allowed, true);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    for (const name of DOCUMENT_ONLY) expect(refused.headers[name], name).toBeUndefined();
    expect(refused.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(refused.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends no CORS headers, even to a preflight', async () => {
    const app = gateway();
    const pre = await request(app)
      .options('/wps/system/status')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await request(app).get('/config.json').set('Origin', 'https://evil.example');
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it.each([
    ['sign-in', 'post', '/wps/session/login', 'RATE_LIMIT_SIGN_IN'],
    ['SMS code', 'post', '/wps/verification/sms/noLogin', 'RATE_LIMIT_SMS'],
    ['SMS code (trailing slash)', 'post', '/wps/member/password/sms/', 'RATE_LIMIT_SMS'],
    ['SMS code (security centre)', 'post', '/wps/v2/verification/sms/send', 'RATE_LIMIT_SMS'],
    ['SMS code (own mobile)', 'post', '/wps/v2/verification/sms/send-verified', 'RATE_LIMIT_SMS'],
    ['phone-auth code', 'post', '/wps/relay/PHONEAUTH_sendcode', 'RATE_LIMIT_SMS'],
    [
      'password-reset code check',
      'post',
      '/wps/member/password/verification',
      'RATE_LIMIT_CODE_CHECKS',
    ],
    ['captcha', 'get', '/wps/captcha', 'RATE_LIMIT_CAPTCHA'],
  ] as const)(
    'limits %s calls per client and answers 429 in the envelope',
    async (_name, method, path, variable) => {
      const app = gateway({ [variable]: '3' });
      const call = () => request(app)[method](path).set(SITE_CALL);
      for (let i = 0; i < 3; i += 1) expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: 'too_many_requests', value: null });
      expect(fake.upstream.calls()).toHaveLength(3);
      // Another client (as reported by the trusted load balancer) still gets through.
      const other = await call().set('X-Forwarded-For', '203.0.113.9');
      expect(other.status).toBe(200);
      // Other calls are not limited.
      expect((await request(app).get('/wps/system/status')).status).toBe(200);
    },
  );
});

describe('logging', () => {
  it('never writes tokens, passwords or encrypted bodies to the log', async () => {
    const config = loadConfig({ UPSTREAM_URLS: fake.upstream.url, WEB_DIST: makeWebDist() });
    const logs = new LogCapture();
    const app = createApp(config, defaultParts(config, pino({ level: 'trace' }, logs)));
    // The token arrives in a sign-in link, and then lives in the session the cookie names.
    fake.upstream.members.set('SECRET-TOKEN-1', 'm-1');
    const cookie = await sessionCookieFor(app, 'SECRET-TOKEN-1');
    await request(app)
      .post('/wps/session/login')
      .set(SITE_CALL)
      .set('Authorization', 'SECRET-TOKEN-2')
      .set('Encryption', 'RSA-KEY-SECRET')
      .send({ username: 'ann', password: 'SECRET-PASSWORD' });
    await request(app).get('/wps/member/info?token=SECRET-QUERY').set('Cookie', cookie);
    expect(fake.upstream.calls().at(-1)?.headers.authorization).toBe('SECRET-TOKEN-1');
    expect(logs.lines.length).toBeGreaterThanOrEqual(3);
    const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.path === '/wps/session/login')).toMatchObject({
      level: 30,
      method: 'POST',
      path: '/wps/session/login',
      status: 200,
    });
    expect(logs.text).not.toMatch(/SECRET/);
    // The session id is as good as the token to whoever holds it.
    expect(logs.text).not.toContain(cookie.split('=')[1]);
  });
});

describe('rate limits across replicas', () => {
  it('shares the counters through Redis, so a second replica refuses the same client', async () => {
    const env = {
      UPSTREAM_URLS: fake.upstream.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-${randomUUID()}`,
      RATE_LIMIT_SIGN_IN: '2',
      // On a busy machine a Redis call can pass the 250 ms default and count in-process instead:
      // this test is about sharing, not about that fallback (failoverStore.test.ts has it).
      RATE_LIMIT_STORE_TIMEOUT_MS: '5000',
      ADMIN_PORT: '0',
    };
    const a = await startGateway(env);
    const b = await startGateway(env);
    try {
      const signIn = (url: string) => request(url).post('/wps/session/login').set(SITE_CALL);
      expect((await signIn(a.url)).status).toBe(200);
      expect((await signIn(b.url)).status).toBe(200);
      const refused = await signIn(a.url);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('too_many_requests');
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

describe('trusted proxies', () => {
  it('trusts only loopback by default: a private-network peer is a browser like any other', () => {
    const config = loadConfig({ UPSTREAM_URLS: fake.upstream.url, WEB_DIST: makeWebDist() });
    expect(config.security.trustProxy).toEqual(['loopback']);
    const facts = clientFacts(config.security.trustProxy);
    expect(facts.trust('127.0.0.1', 0)).toBe(true);
    for (const ip of ['10.1.2.3', '192.168.1.9', '172.20.0.5', '203.0.113.9'])
      expect(facts.trust(ip, 0)).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'not-a-network' })).toThrow(/TRUST_PROXY/);
  });

  it("replaces an untrusted client's X-Forwarded-For and ignores its scheme and address", async () => {
    const app = gateway({ TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_SIGN_IN: '1' });
    const res = await request(app)
      .get('/wps/system/status')
      .set('X-Forwarded-For', '203.0.113.66')
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const seen = fake.upstream.calls()[0]?.headers;
    expect(seen?.['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen?.['x-forwarded-proto']).toBe('http');
    // A made-up address does not buy a fresh rate-limit bucket.
    await request(app)
      .post('/wps/session/login')
      .set(SITE_CALL)
      .set('X-Forwarded-For', '198.51.100.1');
    const again = await request(app)
      .post('/wps/session/login')
      .set(SITE_CALL)
      .set('X-Forwarded-For', '198.51.100.2');
    expect(again.status).toBe(429);
  });

  it("keeps a trusted proxy's chain and reads its scheme in any case", async () => {
    const app = gateway();
    for (const proto of ['HTTPS', 'Https', ' https ']) {
      const api = await request(app).get('/wps/system/status').set('X-Forwarded-Proto', proto);
      expect(api.headers['strict-transport-security']).toBeDefined();
      const site = await request(app).get('/').set('X-Forwarded-Proto', proto);
      expect(site.headers['strict-transport-security']).toBeDefined();
    }
    await request(app).get('/wps/system/status').set('X-Forwarded-For', '203.0.113.7');
    expect(fake.upstream.calls().at(-1)?.headers['x-forwarded-for']).toMatch(
      /^203\.0\.113\.7, (::ffff:)?127\.0\.0\.1$/,
    );
    expect(fake.upstream.calls().at(-1)?.headers['x-forwarded-proto']).toBe('http');
  });
});

/** Sends raw bytes to a listening gateway and returns what comes back until it goes quiet. */
async function rawExchange(app: ReturnType<typeof gateway>, bytes: string): Promise<string> {
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let text = '';
      socket.on('data', (d: Buffer) => {
        text += d.toString('latin1');
        // One answer is all these requests get.
        if (/\r\n\r\n/.test(text) && /content-length: (\d+)/i.test(text)) {
          const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
          if (text.length - text.indexOf('\r\n\r\n') - 4 >= length) socket.end();
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
    });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

describe('methods the platform never takes', () => {
  it('refuses TRACE, TRACK and CONNECT to the platform with 405 and Allow, and forwards none', async () => {
    const app = gateway();
    for (const family of ['/wps/system/status', '/lgw/x', '/lotto/y']) {
      const res = await request(app).trace(family).set(SITE_CALL).set('Cookie', 'a=b');
      expect(res.status, family).toBe(405);
      expect(res.body).toEqual({ success: false, message: 'method_not_allowed', value: null });
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT']) {
        const target = method === 'CONNECT' ? 'fake.upstream.example:443' : family;
        const answer = await rawExchange(
          app,
          `${method} ${target} HTTP/1.1\r\nHost: x\r\nX-Site-Request: 1\r\nContent-Length: 0\r\n\r\n`,
        );
        // Node's parser may refuse a method it does not know (400) or drop a CONNECT nobody
        // handles; whatever it does, nothing is echoed and the platform never sees it.
        if (answer !== '') expect(answer, `${method} ${family}`).toMatch(/^HTTP\/1\.1 (405|400) /);
        if (/^HTTP\/1\.1 405 /.test(answer))
          expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
      }
    }
    expect(fake.upstream.calls().map((c) => c.method)).toEqual([]);
  });

  it('still forwards the methods the platform takes', async () => {
    const app = gateway();
    expect((await request(app).get('/wps/system/status')).status).toBe(200);
    expect((await request(app).options('/wps/system/status')).status).not.toBe(405);
    expect((await request(app).patch('/wps/member/update').set(SITE_CALL).send({})).status).toBe(
      200,
    );
  });
});

describe('REQUIRE_HTTPS', () => {
  it('refuses a platform call that came over plain HTTP, and answers it over HTTPS', async () => {
    const app = gateway({ REQUIRE_HTTPS: '1' });
    for (const call of [
      request(app).get('/wps/system/status'),
      request(app).post('/wps/session/login').set(SITE_CALL).send({ password: 'pw' }),
      request(app).post('/wps/member/update').set(SITE_CALL).send({}),
      request(app).get('/lgw/x'),
      request(app).get('/lotto/y'),
    ]) {
      const res = await call.redirects(0);
      expect(res.status).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toEqual({ success: false, message: 'https_required', value: null });
    }
    expect(fake.upstream.calls()).toHaveLength(0);
    const tls = await request(app).get('/wps/system/status').set('X-Forwarded-Proto', 'https');
    expect(tls.status).toBe(200);
    expect(fake.upstream.calls()).toHaveLength(1);
  });
});
