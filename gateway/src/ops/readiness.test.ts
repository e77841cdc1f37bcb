import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_RSA_PUBLIC_KEY_FILE, loadConfig } from '../config.js';
import { createGateway, type Gateway } from '../gateway.js';
import type { PushStatus } from '../realtime/push/pushClient.js';
import {
  deadPort,
  startFakeUpstream,
  type Behaviour,
  type FakeUpstream,
} from '../test-support/fakeUpstream.js';
import { eventually, LogCapture } from '../test-support/gatewayHarness.js';
import { makeWebDist } from '../test-support/webDist.js';
import pino from 'pino';
import { pushCheck, rateLimitStoreCheck, readinessOf } from './readiness.js';

/**
 * A configuration that names something the gateway cannot use says so at start-up or in
 * /readyz with the reason, never only in a warning line.
 */

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
}, 30_000);

async function upstream(): Promise<FakeUpstream> {
  const up = await startFakeUpstream();
  cleanup.push(() => up.close());
  return up;
}

/** A gateway listening on 127.0.0.1:0, as server.ts builds it (the push host looked at). */
async function gatewayWith(
  env: NodeJS.ProcessEnv,
  behaviour: Partial<Behaviour> = {},
): Promise<{ gateway: Gateway; logs: LogCapture; upstream: FakeUpstream }> {
  const up = await upstream();
  Object.assign(up.behaviour, behaviour);
  const config = loadConfig({ UPSTREAM_URLS: up.url, WEB_DIST: makeWebDist(), ...env });
  const logs = new LogCapture();
  const gateway = createGateway(config, {
    logger: pino({ level: 'info' }, logs),
    probePushHost: true,
  });
  const server = http.createServer(gateway.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  gateway.start(server);
  cleanup.push(async () => {
    server.closeAllConnections();
    await gateway.close();
    await new Promise((r) => server.close(r));
  });
  return { gateway, logs, upstream: up };
}

/** A host answering SockJS's /info on the platform's two push endpoints, or `status` to all. */
async function pushHost(status = 200, websocket = true): Promise<string> {
  const server = http.createServer((req, res) => {
    const sockJs = /^\/(rtmsg|websocket\/event)\/info\?t=\d+$/.test(req.url ?? '');
    res.statusCode = sockJs ? status : 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(sockJs && status === 200 ? JSON.stringify({ websocket, origins: ['*:*'] }) : '{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('Redis unreachable at start', () => {
  it('is a start-up problem naming REDIS_URL and why, without the password', async () => {
    const port = await deadPort();
    const { gateway } = await gatewayWith({
      REDIS_URL: `redis://:hunter2@127.0.0.1:${port}`,
      REDIS_STARTUP_WAIT_MS: '300',
    });
    const problems = await gateway.startupProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^  REDIS_URL: Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}/? is \\w+ \\(.*ECONNREFUSED.*\\) after 0\\.3 s`,
      ),
    );
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('takes the replica out of rotation with the reason in /readyz, and shows in the metrics', async () => {
    const port = await deadPort();
    const { gateway } = await gatewayWith({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_STARTUP_WAIT_MS: '300',
    });
    await gateway.startupProblems();
    const operator = await request(gateway.adminApp).get('/readyz').expect(503);
    expect(operator.body.ready).toBe(false);
    expect(operator.body.checks.sessions).toMatchObject({ ok: false, required: true });
    expect(operator.body.checks.sessions.reason).toMatch(
      /^session store unavailable: Redis at .*ECONNREFUSED/,
    );
    expect(operator.body.checks.mirrors).toEqual({ ok: true, required: true });

    const publicPort = await request(gateway.app).get('/readyz').expect(503);
    expect(publicPort.body).toMatchObject({ success: false, message: 'service_unavailable' });
    // The rate-limit store (the same Redis) is away too; the mirrors are fine.
    expect(publicPort.body.value.failing).toEqual(
      expect.arrayContaining(['sessions', 'rateLimits']),
    );
    expect(publicPort.body.value.failing).not.toContain('mirrors');
    // The public port names what failed, never the addresses behind it.
    expect(publicPort.text).not.toContain('127.0.0.1');

    const metrics = await request(gateway.adminApp).get('/metrics');
    expect(metrics.text).toContain('gateway_redis_up{connection="commands"} 0');
  });

  it('comes back into rotation when Redis appears, listening for session ends again', async () => {
    const server = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
    expect(fs.existsSync(server), `needs Debian's redis-server at ${server}`).toBe(true);
    const port = await deadPort();
    const prefix = `late-redis-${process.pid}`;
    const { gateway } = await gatewayWith({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: prefix,
      REDIS_STARTUP_WAIT_MS: '200',
    });
    expect(await gateway.startupProblems()).toHaveLength(1);
    await request(gateway.adminApp).get('/readyz').expect(503);

    const redis = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    const exited = new Promise((r) => redis.once('exit', r));
    // Stopped last, once the gateway has closed: a gateway closing with its Redis gone waits on
    // reconnection attempts (a CI run's clean-up took more than ten seconds that way).
    cleanup.unshift(() => {
      redis.kill('SIGTERM');
      return exited;
    });
    await eventually(
      async () => (await request(gateway.adminApp).get('/readyz')).status === 200,
      15_000,
    );
    // The subscriptions made while Redis was away went through once it came.
    const look = new Redis(`redis://127.0.0.1:${port}`);
    cleanup.push(() => look.quit());
    await eventually(async () => {
      const channels = (await look.pubsub('CHANNELS', `${prefix}:*`)) as string[];
      return channels.includes(`${prefix}:session-ended`);
    }, 10_000);
    const metrics = await request(gateway.adminApp).get('/metrics');
    expect(metrics.text).toContain('gateway_redis_up{connection="session-subscriber"} 1');
  }, 40_000);

  it('is no problem when Redis answers', async () => {
    const { gateway } = await gatewayWith({
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `readiness-test-${process.pid}`,
    });
    expect(await gateway.startupProblems()).toEqual([]);
    const operator = await request(gateway.adminApp).get('/readyz').expect(200);
    expect(operator.body.checks.sessions).toEqual({ ok: true, required: true });
  });
});

describe('the push host', () => {
  it('unreachable: /readyz gives the host and the reason, an error is logged, players keep the site', async () => {
    const host = `http://127.0.0.1:${await deadPort()}`;
    const { gateway, logs } = await gatewayWith({ PUSH_HOST_URL: host });
    await eventually(async () => {
      const res = await request(gateway.adminApp).get('/readyz');
      return res.body.checks.push.ok === false;
    });
    const operator = await request(gateway.adminApp).get('/readyz').expect(200);
    expect(operator.body.ready).toBe(true);
    expect(operator.body.checks.push.required).toBe(false);
    expect(operator.body.checks.push.reason).toContain(`push host ${host} unreachable:`);
    expect(operator.body.checks.push.reason).toContain('ECONNREFUSED');
    expect(operator.body.checks.push.reason).toContain('members get no live events');
    expect(await request(gateway.app).get('/readyz').expect(200)).toMatchObject({
      body: { status: 'ready', degraded: expect.arrayContaining(['push']) },
    });
    const line = logs.lines.map(
      (l) => JSON.parse(l) as { level: number; msg: string; host?: string },
    );
    expect(line.find((l) => l.msg.startsWith('push host unreachable'))).toMatchObject({
      level: 50,
      host,
    });
  });

  it('unknown when the platform does not name it (CSP_ImUrl failing)', async () => {
    const { gateway } = await gatewayWith({}, { status: 500 });
    await eventually(
      async () => (await request(gateway.adminApp).get('/readyz')).body.checks.push.ok === false,
    );
    const { body } = await request(gateway.adminApp).get('/readyz');
    expect(body.checks.push.reason).toMatch(
      /^push host unknown: .*CSP_ImUrl.*; members get no live events$/,
    );
  });

  it('answering as something other than SockJS (a wrong PUSH_HOST_URL) is named as such', async () => {
    const host = await pushHost(404);
    const { gateway } = await gatewayWith({ PUSH_HOST_URL: host });
    await eventually(
      async () => (await request(gateway.adminApp).get('/readyz')).body.checks.push.ok === false,
    );
    const { body } = await request(gateway.adminApp).get('/readyz');
    expect(body.checks.push.reason).toContain(
      `${host}/rtmsg/info answered 404, not a SockJS endpoint`,
    );
  });

  it('a SockJS host without the websocket transport is named as such', async () => {
    const host = await pushHost(200, false);
    const { gateway } = await gatewayWith({ PUSH_HOST_URL: host });
    await eventually(
      async () => (await request(gateway.adminApp).get('/readyz')).body.checks.push.ok === false,
    );
    const { body } = await request(gateway.adminApp).get('/readyz');
    expect(body.checks.push.reason).toContain(
      `${host}/rtmsg/info does not allow the websocket transport`,
    );
  });

  it('answering on both endpoints is ready, with nothing degraded', async () => {
    const host = await pushHost();
    // No renderer configured and a key named, so nothing but the push host could be degraded.
    const { gateway } = await gatewayWith({
      PUSH_HOST_URL: host,
      FIRST_SCREEN_RENDERER: '',
      PLATFORM_RSA_PUBLIC_KEY_FILE: DEV_RSA_PUBLIC_KEY_FILE,
    });
    await eventually(async () => {
      const res = await request(gateway.app).get('/readyz');
      return res.status === 200 && res.body.degraded.length === 0;
    });
    const { body } = await request(gateway.adminApp).get('/readyz').expect(200);
    expect(body.checks.push).toEqual({ ok: true, required: false });
  });
});

describe('reported without leaving rotation', () => {
  it('no platform key configured: the development key is in use, and /readyz says so', async () => {
    const { gateway } = await gatewayWith({});
    const { body } = await request(gateway.adminApp).get('/readyz').expect(200);
    expect(body.checks.platformKey.ok).toBe(false);
    expect(body.checks.platformKey.reason).toContain("the stand-in's development key is in use");
    const named = await gatewayWith({ PLATFORM_RSA_PUBLIC_KEY_FILE: DEV_RSA_PUBLIC_KEY_FILE });
    const withKey = await request(named.gateway.adminApp).get('/readyz').expect(200);
    expect(withKey.body.checks.platformKey).toEqual({ ok: true, required: false });
  });

  it('a first-screen renderer that is not there: pages go out plain, and /readyz says why', async () => {
    const { gateway } = await gatewayWith({ FIRST_SCREEN_RENDERER: '/nowhere/entry-server.js' });
    const { body } = await request(gateway.adminApp).get('/readyz').expect(200);
    expect(body.checks.firstScreen).toEqual({
      ok: false,
      required: false,
      reason:
        'first-screen renderer /nowhere/entry-server.js not found (npm run build -w web): pages go out as the plain shell',
    });
  });

  const status = (s: Partial<PushStatus>): PushStatus => ({
    host: 'https://push.example.com',
    members: 0,
    connections: {
      v1: { open: 0, connecting: 0, failing: 0 },
      v2: { open: 0, connecting: 0, failing: 0 },
    },
    lastMessageAgeSeconds: null,
    failing: false,
    lastFailure: null,
    connectBacklogMs: 0,
    ...s,
  });

  it('a push host refusing every connection (tokens not accepted) names the refusal', () => {
    const state = readinessOf({
      push: pushCheck(
        () => ({ ok: true, host: 'https://push.example.com' }),
        () => status({ members: 3, failing: true, lastFailure: 'v1: ERROR frame: unauthorized' }),
      ),
    });
    expect(state.ready).toBe(true);
    expect(state.checks.push).toEqual({
      ok: false,
      required: false,
      reason:
        'every push connection of the 3 members here is failing (v1: ERROR frame: unauthorized); members get no live events',
    });
  });

  it('rate limits counting in-process while the shared store is away', () => {
    let degraded = true;
    const check = { rateLimits: rateLimitStoreCheck(() => degraded) };
    expect(readinessOf(check)).toMatchObject({
      ready: true,
      checks: { rateLimits: { ok: false, reason: expect.stringContaining('each replica counts') } },
    });
    degraded = false;
    expect(readinessOf(check).checks.rateLimits).toEqual({ ok: true, required: false });
  });
});
