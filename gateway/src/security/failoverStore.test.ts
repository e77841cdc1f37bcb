import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, defaultParts } from '../app.js';
import { loadConfig } from '../config.js';
import { deadPort, startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { eventually, LogCapture } from '../test-support/gatewayHarness.js';
import { SITE_CALL } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';

let upstream: FakeUpstream;
const cleanups: (() => unknown)[] = [];
beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await upstream.close();
});

/** A Redis client set up as `gateway.ts` sets it up, and the rate-limit stores over it. */
function redisStores(port: number, prefix: string) {
  const redis = new Redis({
    port,
    host: '127.0.0.1',
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    enableAutoPipelining: true,
  });
  redis.on('error', () => undefined);
  cleanups.push(() => redis.disconnect());
  return (rule: string) =>
    new RedisStore({
      prefix: `${prefix}:rl:${rule}:`,
      sendCommand: (command: string, ...args: string[]) =>
        redis.call(command, ...args) as Promise<RedisReply>,
    });
}

function gatewayOver(rateLimitStore: (rule: string) => RedisStore, env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({
    UPSTREAM_URLS: upstream.url,
    WEB_DIST: makeWebDist(),
    RATE_LIMIT_SMS: '2',
    RATE_LIMIT_SIGN_IN: '2',
    ...env,
  });
  const logs = new LogCapture();
  const parts = { ...defaultParts(config, pino({ level: 'info' }, logs)), rateLimitStore };
  return { app: createApp(config, parts), metrics: parts.metrics, logs };
}

async function metric(metrics: ReturnType<typeof gatewayOver>['metrics'], name: string) {
  const found = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  return found?.values.reduce((sum, v) => sum + v.value, 0) ?? 0;
}

describe('rate limits when Redis goes away', () => {
  it('keeps sign-in and code sends limited, in process, when Redis does not answer', async () => {
    const { app, metrics, logs } = gatewayOver(redisStores(await deadPort(), `t-${randomUUID()}`));
    const send = () => request(app).post('/wps/verification/sms/noLogin').set(SITE_CALL);
    const signIn = () => request(app).post('/wps/session/login').set(SITE_CALL);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(429);
    expect(upstream.calls()).toHaveLength(4);
    expect(await metric(metrics, 'gateway_rate_limit_store_degraded')).toBe(1);
    expect(await metric(metrics, 'gateway_rate_limit_store_failures_total')).toBeGreaterThan(0);
    expect(logs.text).toContain('rate-limit store unreachable');
    expect(logs.text).not.toContain('allowing request without rate-limiting');
  });

  it('does not read a Redis slow to connect at start-up as away', async () => {
    // Every connection to Redis takes 400 ms to go through, longer than the store's 250 ms.
    const redisPort = Number(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').port);
    let piped = false;
    const slow = net.createServer((socket) => {
      setTimeout(() => {
        const redis = net.connect(redisPort || 6379, '127.0.0.1', () => (piped = true));
        socket.pipe(redis).pipe(socket);
        socket.on('error', () => redis.destroy());
        redis.on('error', () => socket.destroy());
      }, 400);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => slow.close(r)));
    const port = (slow.address() as net.AddressInfo).port;
    const { app, metrics, logs } = gatewayOver(redisStores(port, `t-${randomUUID()}`));
    await eventually(() => piped);
    expect(await metric(metrics, 'gateway_rate_limit_store_degraded')).toBe(0);
    expect(logs.text).not.toContain('rate-limit store unreachable');
    // And the limits count in Redis from the first call.
    expect((await request(app).post('/wps/session/login').set(SITE_CALL)).status).toBe(200);
    expect(logs.text).not.toContain('rate-limit store unreachable');
  });

  it('falls back when Redis stops, shares the counts again when it is back', async () => {
    const port = await deadPort();
    const start = async () => {
      const server: ChildProcess = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      await eventually(() =>
        probe.ping().then(
          () => true,
          () => false,
        ),
      );
      probe.disconnect();
      return server;
    };
    const stop = (server: ChildProcess) =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGKILL');
      });
    let server = await start();
    cleanups.push(() => stop(server));
    const prefix = `t-${randomUUID()}`;
    const { app, metrics } = gatewayOver(redisStores(port, prefix), {
      RATE_LIMIT_SMS: '3',
      RATE_LIMIT_STORE_RETRY_MS: '50',
    });
    const reader = new Redis({ port, maxRetriesPerRequest: 0, lazyConnect: true });
    reader.on('error', () => undefined);
    cleanups.push(() => reader.disconnect());
    const sharedCount = async () => {
      const keys = await reader.keys(`${prefix}:rl:sms-code:*`);
      return keys.length === 0 ? 0 : Number(await reader.get(keys[0] ?? ''));
    };
    const send = () => request(app).post('/wps/verification/sms/noLogin').set(SITE_CALL);

    expect((await send()).status).toBe(200);
    expect(await sharedCount()).toBe(1);

    await stop(server);
    reader.disconnect();
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    // Redis is away: this replica's own count still refuses the fourth text.
    expect((await send()).status).toBe(429);
    expect(await metric(metrics, 'gateway_rate_limit_store_degraded')).toBe(1);

    server = await start();
    await reader.connect();
    // One call in RATE_LIMIT_STORE_RETRY_MS tries Redis again; its answer ends the fall-back.
    await eventually(async () => {
      await send();
      return (await metric(metrics, 'gateway_rate_limit_store_degraded')) === 0;
    });
    expect(await sharedCount()).toBeGreaterThan(0);
  });
});
