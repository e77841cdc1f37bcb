import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, defaultParts } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../ops/logger.js';
import { createMetrics } from '../ops/metrics.js';
import { createAdminApp } from '../ops/admin.js';
import { mirrorsCheck, readinessOf } from '../ops/readiness.js';
import { deadPort, startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { SITE_CALL } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';
import { MirrorPool } from './pool.js';
import { Prober } from './prober.js';

const open: FakeUpstream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((u) => u.close()));
});

async function mirrors(count: number): Promise<FakeUpstream[]> {
  const list = await Promise.all(Array.from({ length: count }, () => startFakeUpstream()));
  open.push(...list);
  return list;
}

function gatewayOver(urls: string[], env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ UPSTREAM_URLS: urls.join(','), WEB_DIST: makeWebDist(), ...env });
  const parts = defaultParts(config);
  const prober = new Prober(parts.pool, {
    intervalMs: 1_000,
    timeoutMs: 500,
    path: config.mirrors.probePath,
    merchantCode: config.merchantCode,
  });
  const admin = createAdminApp({
    ...parts,
    redisStatus: () => 'memory',
    socketConnections: () => 0,
    readiness: () => readinessOf({ mirrors: mirrorsCheck(parts.pool) }),
  });
  return { app: createApp(config, parts), pool: parts.pool, prober, admin };
}

describe('failover between mirrors', () => {
  it('moves a GET to the next mirror when the first refuses connections', async () => {
    const [b] = await mirrors(1);
    const { app } = gatewayOver([`http://127.0.0.1:${await deadPort()}`, b!.url]);
    const res = await request(app).get('/wps/system/status');
    expect(res.status).toBe(200);
    expect(b!.calls()).toHaveLength(1);
  });

  it('moves a GET to the next mirror when the first answers 503 or is too slow', async () => {
    const [a, b] = await mirrors(2);
    a!.behaviour.status = 503;
    const { app } = gatewayOver([a!.url, b!.url]);
    expect((await request(app).get('/wps/system/status')).status).toBe(200);

    const [c, d] = await mirrors(2);
    c!.behaviour.delayMs = 2_000;
    const slow = gatewayOver([c!.url, d!.url], { UPSTREAM_ATTEMPT_TIMEOUT_MS: '150' });
    const res = await request(slow.app).get('/lgw/games/game_menus');
    expect(res.status).toBe(200);
    expect(d!.calls()).toHaveLength(1);
  });

  it('never sends a POST twice: a failing or slow mirror answers the browser with an envelope', async () => {
    const [a, b] = await mirrors(2);
    a!.behaviour.status = 503;
    const { app } = gatewayOver([a!.url, b!.url]);
    const res = await request(app)
      .post('/wps/member/password')
      .set(SITE_CALL)
      .send({ data: { x: 1 } });
    expect(res.status).toBe(503);
    expect(a!.calls()).toHaveLength(1);
    expect(b!.calls()).toHaveLength(0);

    const [c, d] = await mirrors(2);
    c!.behaviour.delayMs = 2_000;
    const slow = gatewayOver([c!.url, d!.url], { UPSTREAM_ATTEMPT_TIMEOUT_MS: '150' });
    const timedOut = await request(slow.app)
      .put('/wps/member/register')
      .set(SITE_CALL)
      .send({ data: {} });
    expect(timedOut.status).toBe(502);
    expect(timedOut.body).toEqual({ success: false, message: 'network_error', value: null });
    expect(d!.calls()).toHaveLength(0);
  });

  it('moves a POST only when the first mirror refused the connection, so nothing was sent', async () => {
    const [b] = await mirrors(1);
    const { app } = gatewayOver([`http://127.0.0.1:${await deadPort()}`, b!.url]);
    const res = await request(app).post('/wps/member/password').set(SITE_CALL).send({ data: {} });
    expect(res.status).toBe(200);
    expect(b!.calls()).toHaveLength(1);
  });

  it('ejects a failed mirror so later requests skip it, and brings it back after a probe', async () => {
    const [a, b] = await mirrors(2);
    a!.behaviour.delayMs = 2_000;
    const { app, pool, prober } = gatewayOver([a!.url, b!.url], {
      UPSTREAM_ATTEMPT_TIMEOUT_MS: '100',
      EJECT_BASE_MS: '1',
    });
    await request(app).get('/wps/system/status');
    expect(pool.snapshot()[0]).toMatchObject({ healthy: false, lastFailure: 'timeout' });
    for (let i = 0; i < 5; i += 1) await request(app).get('/wps/system/status');
    expect(a!.calls()).toHaveLength(1);
    expect(b!.calls()).toHaveLength(6);

    a!.behaviour.delayMs = 0;
    await new Promise((r) => setTimeout(r, 5));
    await prober.probeAll();
    expect(pool.snapshot()[0]?.healthy).toBe(true);
    const probe = a!.seen.find((s) => s.url.includes('_probe='));
    expect(probe?.url).toMatch(/^\/wps\/system\/status\?_probe=\w+$/);
    expect(probe?.headers.merchant).toBe('PH01');
  });

  it('serves and probes a mirror given as an IPv6 literal', async () => {
    const v6 = await startFakeUpstream({ host: '::1' });
    open.push(v6);
    expect(v6.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
    const { app, pool, prober } = gatewayOver([v6.url]);
    expect((await request(app).get('/wps/system/status')).status).toBe(200);
    await prober.probeAll();
    expect(pool.snapshot()[0]).toMatchObject({ healthy: true, lastProbe: { ok: true } });
    expect(v6.seen.some((s) => s.url.includes('_probe='))).toBe(true);
  });

  it('answers in the envelope when every mirror is out and fails, and readyz says so', async () => {
    const dead = [`http://127.0.0.1:${await deadPort()}`, `http://127.0.0.1:${await deadPort()}`];
    const { app, admin } = gatewayOver(dead);
    const first = await request(app).get('/wps/system/status');
    expect(first.status).toBe(502);
    expect(first.body).toEqual({ success: false, message: 'network_error', value: null });
    // Panic mode: with every mirror out the gateway still tries them rather than give up.
    const next = await request(app).get('/wps/system/status');
    expect(next.status).toBe(502);
    expect(next.headers['content-type']).toMatch(/json/);
    expect(next.body).toEqual({ success: false, message: 'network_error', value: null });
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.value).toEqual({ failing: ['mirrors'] });
    expect((await request(app).get('/healthz')).status).toBe(200);
    // The operator port says why: each mirror and how it last failed.
    const reasons = await request(admin).get('/readyz').expect(503);
    expect(reasons.body.checks.mirrors.reason).toMatch(
      /^every platform mirror is ejected: http:\/\/127\.0\.0\.1:\d+ \(connect\), http/,
    );

    const state = await request(admin).get('/mirrors');
    expect(state.body.mirrors).toHaveLength(2);
    expect(state.body.mirrors[0]).toMatchObject({
      healthy: false,
      lastFailure: 'connect',
      ejections: 1,
    });
    // The operator endpoint is its own app; on the public port these paths are just app routes.
    expect((await request(app).get('/metrics')).text).not.toContain('gateway_');
    expect((await request(app).get('/mirrors')).text).not.toContain('healthy');
    const metrics = await request(admin).get('/metrics');
    expect(metrics.text).toMatch(/gateway_mirror_healthy\{mirror="http:\/\/127\.0\.0\.1:\d+"\} 0/);
    expect(metrics.text).toContain('gateway_mirror_ejections_total');
  });
});

describe('the last healthy mirror', () => {
  it('stays in rotation when its probe times out or its answers are slow under load', async () => {
    const [only] = await mirrors(1);
    const { app, pool, admin } = gatewayOver([only!.url], { UPSTREAM_ATTEMPT_TIMEOUT_MS: '100' });
    const prober = new Prober(pool, {
      intervalMs: 1_000,
      timeoutMs: 50,
      path: '/wps/system/status',
      merchantCode: 'PH01',
    });
    // The stand-in's CPU is busy (200 encrypted withdrawals): every answer is late.
    only!.behaviour.delayMs = 400;
    for (let round = 0; round < 3; round += 1) {
      await prober.probeAll();
      const slow = await request(app).get('/wps/system/status');
      expect(slow.status).toBe(502);
    }
    expect(pool.snapshot()[0]).toMatchObject({ healthy: true, ejections: 0 });
    // Load balancers keep sending players here; the operator still sees why it is slow.
    expect((await request(app).get('/readyz')).status).toBe(200);
    const state = await request(admin).get('/mirrors');
    expect(state.body.mirrors[0].lastFailure).toMatch(/timeout/);
    only!.behaviour.delayMs = 0;
    expect((await request(app).get('/wps/system/status')).status).toBe(200);
  });

  it('is still ejected when it refuses connections or answers 5xx', async () => {
    const { app, pool } = gatewayOver([`http://127.0.0.1:${await deadPort()}`]);
    await request(app).get('/wps/system/status');
    expect(pool.snapshot()[0]).toMatchObject({ healthy: false, lastFailure: 'connect' });

    const [failing] = await mirrors(1);
    failing!.behaviour.status = 503;
    const second = gatewayOver([failing!.url]);
    await second.prober.probeAll();
    expect(second.pool.snapshot()[0]).toMatchObject({ healthy: false, lastFailure: 'probe' });
  });

  it('is the only one kept for slowness: a slow mirror with a healthy sister is ejected', () => {
    const p = new MirrorPool(
      ['http://a.test', 'http://b.test', 'http://c.test'],
      { ejectBaseMs: 1_000, ejectMaxMs: 8_000, now: () => 1 },
      createMetrics(),
      createLogger('silent'),
    );
    const [a, b, c] = p.mirrors;
    p.failed(a!, 'timeout');
    expect(p.snapshot().map((m) => m.healthy)).toEqual([false, true, true]);
    p.probed(b!, false, 50, 'probe-timeout');
    expect(p.snapshot().map((m) => m.healthy)).toEqual([false, false, true]);
    // c is the last one in rotation: slowness alone does not take it out.
    p.failed(c!, 'timeout', 5_000);
    p.probed(c!, false, 50, 'probe-timeout');
    expect(p.snapshot().map((m) => m.healthy)).toEqual([false, false, true]);
    expect(p.pick()).toBe(c);
    // A refused connection does.
    p.failed(c!, 'connect');
    expect(p.anyHealthy()).toBe(false);
  });
});

describe('MirrorPool', () => {
  function pool(now: { t: number }, urls = ['http://a.test', 'http://b.test']) {
    return new MirrorPool(
      urls,
      { ejectBaseMs: 1_000, ejectMaxMs: 8_000, now: () => now.t },
      createMetrics(),
      createLogger('silent'),
    );
  }

  it('prefers the mirror with the lower latency estimate, and reacts at once to a slow answer', () => {
    const now = { t: 1_000 };
    const p = pool(now);
    const [a, b] = p.mirrors;
    p.succeeded(a!, 20);
    p.succeeded(b!, 40);
    expect(p.pick()).toBe(a);
    now.t += 100;
    p.succeeded(a!, 900);
    expect(p.pick()).toBe(b);
  });

  it('counts requests in flight so a mirror piling up work gets less', () => {
    const p = pool({ t: 1 });
    const [a, b] = p.mirrors;
    p.succeeded(a!, 10);
    p.succeeded(b!, 15);
    a!.inFlight = 3;
    expect(p.pick()).toBe(b);
  });

  it('grows the back-off on each ejection, and a probe that succeeds brings the mirror back at once', () => {
    const now = { t: 10_000 };
    const p = pool(now);
    const [a] = p.mirrors;
    p.failed(a!, 'connect');
    expect(p.snapshot()[0]?.ejectedForMs).toBe(1_000);
    p.probed(a!, false, 5);
    expect(p.snapshot()[0]?.healthy).toBe(false);
    p.probed(a!, true, 5);
    expect(p.snapshot()[0]?.healthy).toBe(true);
    p.failed(a!, 'timeout');
    expect(p.snapshot()[0]?.ejectedForMs).toBe(2_000);
    p.probed(a!, true, 5);
    p.failed(a!, 'connect');
    expect(p.snapshot()[0]?.ejectedForMs).toBe(4_000);
  });

  it('never leaves zero mirrors to route to: with all out it picks the least-bad one', () => {
    const now = { t: 10_000 };
    const p = pool(now, ['http://a.test', 'http://b.test', 'http://c.test']);
    const [a, b, c] = p.mirrors;
    p.failed(a!, 'connect');
    p.failed(b!, 'timeout', 50);
    p.failed(b!, 'timeout', 50);
    p.probed(c!, false, 5);
    expect(p.anyHealthy()).toBe(false);
    // c failed its probe; b looks slower; a is least bad.
    expect(p.pick()).toBe(a);
    expect(p.pick(new Set([a!]))).toBe(b);
    expect(p.pick(new Set([a!, b!]))).toBe(c);
    expect(p.pick(new Set([a!, b!, c!]))).toBeUndefined();
  });

  it('while a mirror is in rotation, ejected ones are not tried', () => {
    const p = pool({ t: 1 });
    const [a, b] = p.mirrors;
    p.failed(a!, 'connect');
    expect(p.pick()).toBe(b);
    expect(p.pick(new Set([b!]))).toBeUndefined();
  });

  it('takes three 5xx in a row to eject, and a success in between resets the count', () => {
    const p = pool({ t: 1 });
    const [a] = p.mirrors;
    p.failed(a!, 'server-error');
    p.failed(a!, 'server-error');
    p.succeeded(a!, 5);
    p.failed(a!, 'server-error');
    p.failed(a!, 'server-error');
    expect(p.snapshot()[0]?.healthy).toBe(true);
    p.failed(a!, 'server-error');
    expect(p.snapshot()[0]?.healthy).toBe(false);
  });
});
