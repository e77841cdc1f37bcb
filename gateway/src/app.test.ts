import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { startFakeUpstream, type FakeUpstream } from './test-support/fakeUpstream.js';
import { sessionCookieFor } from './test-support/session.js';
import { makeWebDist } from './test-support/webDist.js';

let upstream: FakeUpstream;
let webDist: string;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  webDist = makeWebDist();
});
afterEach(async () => {
  await upstream.close();
});

function gateway() {
  return createApp(
    loadConfig({ UPSTREAM_URLS: upstream.url, MERCHANT_CODE: 'PH01', WEB_DIST: webDist }),
  );
}

describe('upstream proxy', () => {
  it.each(['/wps/system/status', '/lgw/games/game_menus', '/lotto/lgw/games/opened/numero'])(
    'forwards %s with the configured merchant',
    async (path) => {
      upstream.members.set('tok-1', 'm-1');
      const app = gateway();
      const cookie = await sessionCookieFor(app, 'tok-1');
      const res = await request(app).get(path).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.value.path).toBe(path);
      const seen = upstream.seen.at(-1);
      expect(seen?.url).toBe(path);
      expect(seen?.headers.merchant).toBe('PH01');
      // The session's token, which the browser never holds, is added by the gateway.
      expect(seen?.headers.authorization).toBe('tok-1');
    },
  );

  it('drops an Authorization the browser sends, with or without a session', async () => {
    upstream.members.set('tok-1', 'm-1');
    const app = gateway();
    await request(app).get('/wps/system/status').set('Authorization', 'tok-stolen');
    expect(upstream.seen.at(-1)?.headers.authorization).toBeUndefined();
    const cookie = await sessionCookieFor(app, 'tok-1');
    await request(app)
      .get('/wps/system/status')
      .set('Cookie', cookie)
      .set('Authorization', 'tok-stolen');
    expect(upstream.seen.at(-1)?.headers.authorization).toBe('tok-1');
  });

  it('replaces a merchant header the browser sent', async () => {
    await request(gateway()).get('/wps/system/status').set('Merchant', 'OTHER');
    expect(upstream.seen[0]?.headers.merchant).toBe('PH01');
  });

  it('answers in the platform envelope when the upstream is unreachable', async () => {
    const app = createApp(loadConfig({ UPSTREAM_URLS: 'http://127.0.0.1:1', WEB_DIST: webDist }));
    const res = await request(app).get('/wps/system/status');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: 'network_error', value: null });
  });
});

describe('serving the PWA', () => {
  it('deep-links routes to the app shell, never cached', async () => {
    const res = await request(gateway()).get('/promotions');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Playhouse</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and keeps the service worker fresh', async () => {
    const asset = await request(gateway()).get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await request(gateway()).get('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('returns a real 404 for a missing asset instead of the shell', async () => {
    const res = await request(gateway()).get('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<title>');
  });

  it('sends a Content-Security-Policy that keeps the site out of foreign frames', async () => {
    const res = await request(gateway()).get('/');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('gives the PWA its brand configuration', async () => {
    const res = await request(gateway()).get('/config.json');
    expect(res.body).toMatchObject({ merchantCode: 'PH01', platform: 'WEB', lotteryType: 'Lott' });
  });
});

describe('serving the PWA: manifest and compression', () => {
  it('keeps the manifest fresh and compresses text assets', async () => {
    fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Playhouse"}');
    fs.writeFileSync(
      path.join(webDist, 'assets', 'big-abc123.js'),
      `console.log("${'x'.repeat(20_000)}");`,
    );
    const manifest = await request(gateway()).get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const big = await request(gateway())
      .get('/assets/big-abc123.js')
      .set('Accept-Encoding', 'gzip');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['cache-control']).toContain('immutable');
  });

  // Large ones leave compressed (proxy/compressAnswer.test.ts): a small one would not gain.
  it('leaves small proxied answers as the upstream sent them', async () => {
    const res = await request(gateway()).get('/wps/system/status').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toMatchObject({ success: true });
  });
});
