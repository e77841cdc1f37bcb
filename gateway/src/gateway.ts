import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Express } from 'express';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createApp, memorySessions, type AppParts, type GatewayApp } from './app.js';
import type { GatewayConfig } from './config.js';
import { MirrorPool } from './mirrors/pool.js';
import { Prober } from './mirrors/prober.js';
import type { RenderFirstScreen } from './firstScreen/renderer.js';
import { createAdminApp } from './ops/admin.js';
import { createLogger, type Logger } from './ops/logger.js';
import { createMetrics, type GatewayMetrics } from './ops/metrics.js';
import {
  firstScreenCheck,
  mirrorsCheck,
  platformKeyCheck,
  pushCheck,
  rateLimitStoreCheck,
  readinessOf,
  sessionStoreCheck,
  type Readiness,
} from './ops/readiness.js';
import { memberResolver } from './realtime/memberResolver.js';
import { ConnectPacer } from './realtime/push/connectPacer.js';
import { HostLocator } from './realtime/push/hostLocator.js';
import { PlatformReports } from './realtime/push/platformReports.js';
import { PushClient } from './realtime/push/pushClient.js';
import { PushHostProbe } from './realtime/push/pushHostProbe.js';
import { Realtime } from './realtime/socketServer.js';
import { RedisConnections, quitWithin } from './redisConnections.js';
import { StoreHealth } from './security/failoverStore.js';
import { securityHeaders } from './security/headers.js';
import { platformMirrorList, SiteMirrorList } from './security/siteMirrors.js';
import { clientFacts } from './security/trustProxy.js';
import { RedisBackend } from './session/backends.js';
import { RedisSessionBus, Sessions } from './session/sessions.js';

export interface Gateway {
  app: GatewayApp;
  adminApp: Express;
  pool: MirrorPool;
  metrics: GatewayMetrics;
  realtime: Realtime;
  sessions: Sessions;
  push: PushClient;
  logger: Logger;
  /** What `/readyz` reports: each dependency, with the reason when it fails. */
  readiness(): Readiness;
  /**
   * What keeps this gateway from serving, found before it listens: Redis not reachable within
   * `REDIS_STARTUP_WAIT_MS`. One readable line per problem; empty when it may start.
   */
  startupProblems(): Promise<string[]>;
  /** Attaches socket.io to the listening server and starts the mirror probes. */
  start(server: http.Server): void;
  /** Stops background work, disconnects sockets and closes Redis. */
  close(): Promise<void>;
}

export interface GatewayDeps {
  logger?: Logger;
  /** Collect Node's process metrics too (off in tests that build many gateways). */
  processMetrics?: boolean;
  /** Buffer log writes (the server process); tests log synchronously. */
  bufferedLogs?: boolean;
  /** The web's first-screen renderer (`loadRenderer`); without it pages go out unrendered. */
  renderFirstScreen?: RenderFirstScreen;
  /**
   * Look at the push host from start-up on, without a member (`PushHostProbe`): the server
   * process; off in tests, whose upstreams count the calls they get.
   */
  probePushHost?: boolean;
}

/** How often, and how patiently, the push host is looked at without a member. */
const PUSH_HOST_PROBE_INTERVAL_MS = 30_000;
const PUSH_HOST_PROBE_TIMEOUT_MS = 5_000;
const PUSH_HOST_PROBE_RETRY_MS = 5_000;

/** Wires the HTTP app, mirror probing, realtime relay, Redis and the admin app together. */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const logger = deps.logger ?? createLogger(config.logLevel, deps.bufferedLogs ?? false);
  const metrics = createMetrics({ defaults: deps.processMetrics ?? false });
  const pool = new MirrorPool(config.upstreams, config.mirrors, metrics, logger);
  const prober = new Prober(pool, {
    intervalMs: config.mirrors.probeIntervalMs,
    timeoutMs: config.mirrors.probeTimeoutMs,
    path: config.mirrors.probePath,
    merchantCode: config.merchantCode,
  });
  if (config.brand.devKey)
    logger.warn(
      'PLATFORM_RSA_PUBLIC_KEY is not set: using the stand-in development key (mocks/dev-keys)',
    );

  let redis: RedisConnections | undefined;
  const client = clientFacts(config.security.trustProxy);
  const resolveMember = memberResolver(pool, config.merchantCode, config.mirrors.attemptTimeoutMs);
  let sessions: Sessions;
  let adapter: ReturnType<typeof createAdapter> | undefined;
  let rateLimitStore: AppParts['rateLimitStore'];
  if (config.redisUrl) {
    const prefix = config.redisPrefix;
    redis = new RedisConnections(config.redisUrl, logger, metrics);
    const r = redis.commands;
    adapter = createAdapter(r, redis.adapterSubscriber, { key: `${prefix}:socket.io` });
    sessions = new Sessions({
      backend: new RedisBackend(r, prefix),
      idleMs: config.session.idleMs,
      bus: new RedisSessionBus(r, redis.sessionSubscriber, prefix, logger),
      secure: (req) => client.proto(req) === 'https',
      logger,
      metrics,
    });
    rateLimitStore = (rule) =>
      new RedisStore({
        prefix: `${prefix}:rl:${rule}:`,
        sendCommand: (command: string, ...args: string[]) =>
          r.call(command, ...args) as Promise<RedisReply>,
      });
  } else sessions = memorySessions(config, logger, metrics);
  const rateLimitHealth = new StoreHealth({
    metrics,
    logger,
    timeoutMs: config.rateLimits.storeTimeoutMs,
    retryMs: config.rateLimits.storeRetryMs,
  });
  // The mirror domains the server-speed screen may time: the operator's and the platform's.
  const siteMirrors = new SiteMirrorList({
    configured: config.security.siteMirrorOrigins,
    ...(config.security.siteMirrorsFromPlatform
      ? {
          source: platformMirrorList(pool, config.merchantCode, config.mirrors.attemptTimeoutMs),
        }
      : {}),
    refreshMs: config.security.siteMirrorRefreshMs,
    logger,
  });
  const parts: AppParts = {
    logger,
    metrics,
    pool,
    sessions,
    resolveMember,
    rateLimitHealth,
    readiness: () => readiness(),
    siteMirrors,
    ...(rateLimitStore ? { rateLimitStore } : {}),
  };
  const rendererMissing = !deps.renderFirstScreen && config.firstScreen.renderer !== undefined;
  if (deps.renderFirstScreen) parts.renderFirstScreen = deps.renderFirstScreen;
  else if (config.firstScreen.renderer)
    logger.warn(
      { file: config.firstScreen.renderer },
      'first-screen renderer not found (npm run build -w web): pages go out as the plain shell',
    );

  // The platform's push channel: per member with a socket here, one connection per endpoint.
  const attempt = { pool, merchantCode: config.merchantCode };
  const push: PushClient = new PushClient({
    hosts: new HostLocator({
      ...attempt,
      attemptTimeoutMs: config.mirrors.attemptTimeoutMs,
      override: config.push.hostUrl,
    }),
    reports: new PlatformReports({
      ...attempt,
      attemptTimeoutMs: config.mirrors.attemptTimeoutMs,
      logger,
    }),
    pacer: new ConnectPacer(config.push.connectsPerSecond),
    connectGate: new ConnectPacer(config.push.connectsPerSecond),
    metrics,
    logger,
    rebuildMs: config.push.rebuildMs,
    sessionsOf: (memberId) => realtime.localSessionsOf(memberId),
    emit: (memberId, e) => realtime.emitToMember(memberId, e.event, e.payload),
    resync: (memberId) => realtime.resyncMember(memberId),
    refused: (s) => void realtime.recheckSession(s.sessionId, s.token),
  });
  const pushProbe = new PushHostProbe({
    hosts: push.o.hosts,
    logger,
    timeoutMs: PUSH_HOST_PROBE_TIMEOUT_MS,
    intervalMs: PUSH_HOST_PROBE_INTERVAL_MS,
    retryMs: PUSH_HOST_PROBE_RETRY_MS,
  });
  const redisState = () => redis?.describe() ?? 'memory';
  const checks = {
    mirrors: mirrorsCheck(pool),
    sessions: sessionStoreCheck({
      get healthy() {
        return sessions.healthy;
      },
      describe: redisState,
    }),
    rateLimits: rateLimitStoreCheck(() => rateLimitHealth.degraded),
    platformKey: platformKeyCheck(config.brand.devKey),
    firstScreen: firstScreenCheck(rendererMissing ? config.firstScreen.renderer : undefined),
    push: pushCheck(
      () => pushProbe.state,
      () => push.status(),
    ),
  };
  const readiness = () => readinessOf(checks);

  const headers = securityHeaders(config.security);
  siteMirrors.onChange((origins) => headers.setSiteMirrorOrigins(origins));
  const realtime: Realtime = new Realtime({
    client,
    badHandshakesPerMinute: config.security.socketBadHandshakesPerMinute,
    recheckMs: config.security.socketRecheckMs,
    answerHeaders: (req) => headers.values(client.proto(req) === 'https'),
    resolveMember,
    sessions,
    metrics,
    logger,
    allowedOrigins: config.security.socketAllowedOrigins,
    ...(adapter ? { adapter } : {}),
    presence: push,
  });

  // A session that ends here closes its sockets on every replica (through the adapter); the
  // last socket of a member here leaving closes their push connections (DISCONNECT + receipt).
  sessions.onEnded((session) => realtime.endSession(session.id));
  parts.memberEnded = (memberId) => realtime.endMember(memberId);
  parts.phoneReset = (mobile) => realtime.phoneReset(mobile);
  const app = createApp(config, parts);
  const adminApp = createAdminApp({
    pool,
    metrics,
    redisStatus: () => (redis ? redis.status : 'memory'),
    readiness,
    socketConnections: () => realtime.io.engine.clientsCount,
    push: () => push.status(),
  });

  return {
    app,
    adminApp,
    pool,
    metrics,
    realtime,
    sessions,
    push,
    logger,
    readiness,
    async startupProblems() {
      const waitMs = config.redisStartupWaitMs;
      if (!redis || (await redis.ready(waitMs))) return [];
      return [
        `  REDIS_URL: ${redisState()} after ${waitMs / 1000} s; sessions, sockets and shared ` +
          'rate limits need it (check the address, password and network, or raise REDIS_STARTUP_WAIT_MS)',
      ];
    },
    start(server) {
      realtime.attach(server);
      prober.start();
      if (deps.probePushHost) pushProbe.start();
      siteMirrors.start();
    },
    async close() {
      prober.stop();
      pushProbe.stop();
      siteMirrors.stop();
      await push.stop();
      // The ready connections finish what they were sending; the others are dropped first.
      const ready = redis?.dropWaiting() ?? [];
      await realtime.close();
      await sessions.close();
      await Promise.all(ready.map((c) => quitWithin(c)));
      pool.destroy();
    },
  };
}
