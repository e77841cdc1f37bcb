import express, { type Express } from 'express';
import type { MirrorPool } from '../mirrors/pool.js';
import type { GatewayMetrics } from './metrics.js';
import type { Readiness } from './readiness.js';

export interface AdminFacts {
  pool: MirrorPool;
  metrics: GatewayMetrics;
  /** 'memory', or the Redis connection state when scaled out. */
  redisStatus: () => string;
  socketConnections: () => number;
  /** The upstream push channel's state (`PushClient.status`). */
  push?: () => unknown;
  /** Each dependency with the reason it fails (`readiness.ts`). */
  readiness: () => Readiness;
}

/**
 * The operator's side: Prometheus `/metrics`, mirror state at `/mirrors`, the push channel at `/push`,
 * health checks. It is a
 * separate app served on `ADMIN_HOST:ADMIN_PORT` (loopback by default), never behind the public
 * port or the load balancer.
 */
export function createAdminApp(f: AdminFacts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    res.type(f.metrics.registry.contentType).send(await f.metrics.registry.metrics());
  });
  app.get('/mirrors', (_req, res) => {
    res.json({
      mirrors: f.pool.snapshot(),
      redis: f.redisStatus(),
      socketConnections: f.socketConnections(),
    });
  });
  // Push connections are per member: a dead push host costs live events, not page loads, so it
  // shows here, in the metrics and in /readyz's reasons, but never takes the gateway out of
  // rotation.
  app.get('/push', (_req, res) => {
    res.json(f.push?.() ?? null);
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // The same checks as the public /readyz, each with its reason: what an operator reads first.
  app.get('/readyz', (_req, res) => {
    const state = f.readiness();
    res.status(state.ready ? 200 : 503).json(state);
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  return app;
}
