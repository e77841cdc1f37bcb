import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, defaultParts } from '../app.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { LogCapture } from '../test-support/gatewayHarness.js';
import { SITE_CALL } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';

let upstream: FakeUpstream;
beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  await upstream.close();
});

function build(env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ UPSTREAM_URLS: upstream.url, WEB_DIST: makeWebDist(), ...env });
  const logs = new LogCapture();
  const parts = defaultParts(config, pino({ level: 'trace' }, logs));
  return { app: createApp(config, parts), parts, logs, config };
}

describe('what answers reveal', () => {
  it("strips the upstream's software fingerprints", async () => {
    upstream.behaviour.headers = {
      Server: 'Apache/2.4.1 (Unix)',
      'X-Powered-By': 'PHP/5.6',
      'X-AspNet-Version': '4.0',
      Via: '1.1 backend-7',
      'X-Backend-Server': 'app-7',
      'X-Kept': 'yes',
    };
    const res = await request(build().app).get('/wps/system/status');
    expect(res.status).toBe(200);
    for (const name of ['server', 'x-powered-by', 'x-aspnet-version', 'via', 'x-backend-server'])
      expect(res.headers[name]).toBeUndefined();
    expect(res.headers['x-kept']).toBe('yes');
  });

  it('never serves source maps, even when the build produced them', async () => {
    const { app, config } = build();
    fs.writeFileSync(path.join(config.webDist, 'assets', 'index-abc123.js.map'), '{"sources":[]}');
    expect((await request(app).get('/assets/index-abc123.js')).status).toBe(200);
    for (const p of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.MAP', '/x.map']) {
      const res = await request(app).get(p);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('sources');
    }
  });

  it('denies powerful features the site does not use, on every answer that may be rendered', async () => {
    const { app } = build({ GAME_LAUNCH_HOSTS: 'https://*.games.example' });
    // A platform answer that is not JSON (here an SVG) is a document like the site's own pages;
    // JSON answers are never rendered and carry no Permissions-Policy (security.test.ts).
    upstream.behaviour.headers = { 'Content-Type': 'image/svg+xml' };
    for (const p of ['/', '/wps/member/avatar', '/config.json']) {
      const policy = (await request(app).get(p)).headers['permissions-policy'] as string;
      expect(policy).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('payment=()');
      expect(policy).toContain('fullscreen=(self "https://*.games.example")');
      // Chromium warns in the console of every page about a feature it does not know.
      expect(policy).not.toMatch(/ambient-light-sensor|bluetooth/);
    }
  });
});

describe('an unexpected failure on a platform call', () => {
  it.each([
    ['get', '/wps/system/status'],
    // Rate-limited calls go through the site's router and its error handler.
    ['post', '/wps/session/login'],
  ] as const)(
    'answers %s %s with a 500 envelope carrying the data headers and the logged request id',
    async (method, path) => {
      const { app, parts, logs } = build();
      parts.pool.pick = () => {
        throw new Error('mirror choice broke');
      };
      const res = await request(app)[method](path).set(SITE_CALL);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: 'system_error', value: null });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = logs.lines.find((l) => l.includes('mirror choice broke'));
      expect(logged).toContain(id);
      expect(res.text).not.toContain('mirror choice broke');
    },
  );
});

describe('CSP violation reports', () => {
  const legacy = (directive: string) =>
    JSON.stringify({
      'csp-report': {
        'document-uri': 'https://site.example/?token=SECRET-IN-REPORT',
        'violated-directive': directive,
        'effective-directive': directive,
        'blocked-uri': 'https://evil.example/x.js',
      },
    });

  it('points the policy at the report endpoint', async () => {
    const res = await request(build().app).get('/');
    expect(res.headers['content-security-policy']).toContain('report-uri /csp-report');
    expect(res.headers['content-security-policy']).toContain('report-to csp');
    expect(res.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  });

  it('counts reports per directive in the metrics and never logs them', async () => {
    const { app, parts, logs } = build();
    const sent = await request(app)
      .post('/csp-report')
      .set('Content-Type', 'application/csp-report')
      .send(legacy('script-src-elem'));
    expect(sent.status).toBe(204);
    await request(app)
      .post('/csp-report')
      .set('Content-Type', 'application/reports+json')
      .send(
        JSON.stringify([
          { type: 'csp-violation', body: { effectiveDirective: 'img-src', documentURL: 'x' } },
          { type: 'csp-violation', body: { effectiveDirective: 'made-up<script>' } },
        ]),
      );
    const metrics = await parts.metrics.registry.metrics();
    expect(metrics).toContain('gateway_csp_violations_total{directive="script-src-elem"} 1');
    expect(metrics).toContain('gateway_csp_violations_total{directive="img-src"} 1');
    expect(metrics).toContain('gateway_csp_violations_total{directive="other"} 1');
    expect(logs.text).not.toContain('SECRET-IN-REPORT');
    expect(logs.text).not.toContain('evil.example');
  });

  it('limits reports per client and refuses oversized or broken ones', async () => {
    const { app } = build({ CSP_REPORTS_PER_MINUTE: '2' });
    const post = (body: string) =>
      request(app).post('/csp-report').set('Content-Type', 'application/csp-report').send(body);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(legacy('img-src'))).status).toBe(204);
    expect((await post(legacy('img-src'))).status).toBe(429);
    const big = await request(build().app)
      .post('/csp-report')
      .set('Content-Type', 'application/csp-report')
      .send('x'.repeat(40_000));
    expect(big.status).toBe(413);
  });
});

describe('REQUIRE_HTTPS', () => {
  it('redirects plain-HTTP page requests to HTTPS and refuses plain-HTTP platform calls', async () => {
    const { app } = build({ REQUIRE_HTTPS: '1' });
    const page = await request(app).get('/deposit?x=1').set('Host', 'site.example:8080');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('https://site.example:8080/deposit?x=1');
    const tls = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(tls.status).toBe(200);
    expect(tls.headers['strict-transport-security']).toBeDefined();
    expect((await request(app).get('/healthz')).status).toBe(200);
    // A redirect would send the call's credentials in the clear a second time.
    expect((await request(app).get('/wps/captcha').redirects(0)).status).toBe(403);
    const post = await request(app).post('/wps/member/update').set(SITE_CALL).send({});
    expect(post.status).toBe(403);
    expect(post.body).toEqual({ success: false, message: 'https_required', value: null });
    const badHost = await request(app).get('/').set('Host', 'evil.example/@x');
    expect(badHost.status).toBe(400);
  });

  it('is off by default', async () => {
    expect((await request(build().app).get('/')).status).toBe(200);
  });
});

describe('Mozilla Observatory tests (docs/SECURITY.md), with TLS in front', () => {
  it('passes each test the way the A+ grade needs', async () => {
    const { app } = build({ REQUIRE_HTTPS: '1' });
    const page = await request(app)
      .get('/')
      .set('Host', 'site.example')
      .set('X-Forwarded-Proto', 'https');
    const h = page.headers as Record<string, string | undefined>;
    const csp = h['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    // Content Security Policy: no unsafe script sources, objects off, framing limited.
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*|https?:|data:)/);
    // Cookies: none set on a page; the session's, set by a sign-in, are Secure, HttpOnly (but
    // for the mark that carries nothing) and SameSite, under the __Host- prefix.
    expect(h['set-cookie']).toBeUndefined();
    upstream.members.set('tok-1', 'm-1');
    const signedIn = await request(app)
      .get('/?token=tok-1')
      .set('Host', 'site.example')
      .set('X-Forwarded-Proto', 'https')
      .redirects(0);
    expect(signedIn.status).toBe(303);
    const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=|Max-Age|Expires/i);
    }
    expect(cookies.find((c) => c.startsWith('__Host-ph_session='))).toMatch(/; HttpOnly(;|$)/);
    expect(cookies.find((c) => c.startsWith('ph_signed_in=1'))).not.toMatch(/HttpOnly/);
    // Cross-origin Resource Sharing: none granted.
    expect(h['access-control-allow-origin']).toBeUndefined();
    // Referrer Policy: private.
    expect(h['referrer-policy']).toBe('no-referrer');
    // Strict Transport Security: at least six months.
    const maxAge = Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
    // X-Content-Type-Options, X-Frame-Options (also via CSP frame-ancestors), CORP.
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    // Redirection: plain HTTP goes to HTTPS on the same host, first.
    const plain = await request(app).get('/').set('Host', 'site.example');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://site.example/');
  });
});
