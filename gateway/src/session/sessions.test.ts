import type http from 'node:http';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../ops/logger.js';
import { createMetrics } from '../ops/metrics.js';
import { MemoryBackend, RedisBackend, type SessionBackend } from './backends.js';
import { forgeryOf } from './forgery.js';
import { RedisSessionBus, Sessions } from './sessions.js';

const logger = createLogger('silent');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function sessionsOver(backend: SessionBackend, idleMs = 60_000, bus?: RedisSessionBus) {
  const metrics = createMetrics();
  const sessions = new Sessions({
    backend,
    idleMs,
    secure: () => false,
    logger,
    metrics,
    ...(bus ? { bus } : {}),
  });
  return { sessions, metrics };
}

function redisPair(prefix: string) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const sub = redis.duplicate();
  closers.push(() => redis.quit());
  return {
    backend: new RedisBackend(redis, prefix),
    bus: new RedisSessionBus(redis, sub, prefix, logger),
  };
}

describe('the session store', () => {
  it('ends a session nobody used for the idle time, and slides it on every use', async () => {
    let now = 0;
    const backend = new MemoryBackend(() => now);
    closers.push(() => backend.close());
    const { sessions } = sessionsOver(backend, 1_000);
    const id = await sessions.start('tok-1');
    for (let i = 0; i < 5; i += 1) {
      now += 900;
      expect(await backend.read(id, 1_000)).toBeDefined();
    }
    now += 1_001;
    expect(await backend.read(id, 1_000)).toBeUndefined();
  });

  it('gives each sign-in a new unguessable id that says nothing of the token', async () => {
    const backend = new MemoryBackend();
    closers.push(() => backend.close());
    const { sessions } = sessionsOver(backend);
    const ids = await Promise.all([1, 2, 3].map(() => sessions.start('same-token')));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(id).not.toContain('same-token');
    }
  });

  it('ends every session of a member, or all but the one that asked', async () => {
    const backend = new MemoryBackend();
    closers.push(() => backend.close());
    const { sessions, metrics } = sessionsOver(backend);
    const [a, b, c] = await Promise.all(['t-a', 't-b', 't-c'].map((t) => sessions.start(t)));
    for (const id of [a, b, c]) await sessions.setMember(id ?? '', { id: 'm1' });
    const ended: string[] = [];
    sessions.onEnded((s) => ended.push(s.token));
    await sessions.endMember('m1', 'member-ended', a);
    expect(ended.sort()).toEqual(['t-b', 't-c']);
    expect(await sessions.find(a ?? '')).toMatchObject({ token: 't-a', memberId: 'm1' });
    expect(await sessions.find(b ?? '')).toBeUndefined();
    const counted = await metrics.registry.getSingleMetricAsString('gateway_sessions_ended_total');
    expect(counted).toContain('reason="member-ended"} 2');
  });

  it('shares sessions through Redis and clears every replica’s cache when one ends', async () => {
    const prefix = `sessions-test-${process.pid}-${Date.now()}`;
    const one = redisPair(prefix);
    const two = redisPair(prefix);
    const a = sessionsOver(one.backend, 60_000, one.bus).sessions;
    const b = sessionsOver(two.backend, 60_000, two.bus).sessions;
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    const id = await a.start('tok-shared');
    // b reads it, and would keep it for up to a second without the bus.
    expect(await b.find(id)).toMatchObject({ token: 'tok-shared' });
    await a.end(id, 'sign-out');
    const deadline = Date.now() + 5_000;
    while ((await b.find(id)) !== undefined && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(await b.find(id)).toBeUndefined();
  });

  it('says the store is down rather than that nobody is signed in', async () => {
    const broken: SessionBackend = {
      put: () => Promise.reject(new Error('down')),
      read: () => Promise.reject(new Error('down')),
      remove: () => Promise.reject(new Error('down')),
      addToMember: () => Promise.reject(new Error('down')),
      sessionsOf: () => Promise.reject(new Error('down')),
      healthy: () => false,
    };
    const { sessions, metrics } = sessionsOver(broken);
    await expect(sessions.find('x'.repeat(43))).rejects.toThrow('session store unreachable');
    expect(sessions.healthy).toBe(false);
    const errors = await metrics.registry.getSingleMetricAsString(
      'gateway_session_store_errors_total',
    );
    expect(errors).toContain('operation="read"} 1');
  });
});

describe('forged calls', () => {
  const req = (headers: http.IncomingHttpHeaders) => ({ headers }) as http.IncomingMessage;
  const site = { host: 'play.example', 'x-site-request': '1' };

  it('lets the site’s own unsafe calls through and reads are never refused', () => {
    expect(
      forgeryOf(req({ ...site, origin: 'https://play.example' }), 'POST', 'https', []),
    ).toBeUndefined();
    expect(
      forgeryOf(req({ ...site, 'sec-fetch-site': 'same-origin' }), 'DELETE', 'https', []),
    ).toBeUndefined();
    expect(
      forgeryOf(req({ host: 'play.example', origin: 'https://evil.example' }), 'GET', 'https', []),
    ).toBeUndefined();
  });

  it('refuses a missing site header, a foreign or opaque origin, and cross-site fetches', () => {
    expect(forgeryOf(req({ host: 'play.example' }), 'POST', 'https', [])).toBe('no-site-header');
    expect(forgeryOf(req({ ...site, origin: 'https://evil.example' }), 'PUT', 'https', [])).toBe(
      'foreign-origin',
    );
    expect(forgeryOf(req({ ...site, origin: 'null' }), 'POST', 'https', [])).toBe('foreign-origin');
    // The same host over plain HTTP is another origin.
    expect(forgeryOf(req({ ...site, origin: 'http://play.example' }), 'POST', 'https', [])).toBe(
      'foreign-origin',
    );
    expect(forgeryOf(req({ ...site, 'sec-fetch-site': 'same-site' }), 'POST', 'https', [])).toBe(
      'cross-site',
    );
    expect(
      forgeryOf(req({ ...site, origin: 'https://mirror.example' }), 'POST', 'https', [
        'https://mirror.example',
      ]),
    ).toBeUndefined();
  });
});
