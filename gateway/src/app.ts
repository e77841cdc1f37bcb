import type http from 'node:http';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { brandConfigRoute } from './brandConfig.js';
import type { GatewayConfig } from './config.js';
import { sendEnvelopeError } from './envelope.js';
import { firstScreenPage } from './firstScreen/firstScreenPage.js';
import type { RenderFirstScreen } from './firstScreen/renderer.js';
import { MirrorPool } from './mirrors/pool.js';
import { factsOf, observe } from './ops/accessLog.js';
import { createLogger, type Logger } from './ops/logger.js';
import { createMetrics, type GatewayMetrics } from './ops/metrics.js';
import {
  failing,
  mirrorsCheck,
  rateLimitStoreCheck,
  readinessOf,
  sessionStoreCheck,
  type Readiness,
} from './ops/readiness.js';
import {
  forward,
  keepRequestId,
  upstreamFamily,
  upstreamProxy,
  type ForwardOptions,
} from './proxy/forward.js';
import { canonicalTarget } from './proxy/canonical.js';
import { hasBody } from './proxy/body.js';
import { MirrorProxies } from './proxy/mirrorProxy.js';
import { cspReports } from './security/cspReports.js';
import { CSP_REPORT_PATH, securityHeaders, sitePathKind } from './security/headers.js';
import { methodRefusal } from './security/methodGuard.js';
import { plainHttpRefusal, redirectToHttps } from './security/requireHttps.js';
import { InFlightCap, isExpensive } from './security/inFlightCap.js';
import { clientFacts } from './security/trustProxy.js';
import type { SiteMirrorList } from './security/siteMirrors.js';
import { accountTarget } from './security/codeCalls.js';
import { FailoverStore, StoreHealth } from './security/failoverStore.js';
import { isRateLimited, rateLimits, type RateLimitOptions } from './security/rateLimits.js';
import { staticSite } from './staticSite.js';
import { MemoryBackend } from './session/backends.js';
import { forgeryOf } from './session/forgery.js';
import { SessionGate } from './session/sessionGate.js';
import { Sessions } from './session/sessions.js';
import { signInLink } from './session/signInLink.js';
import { memberResolver, type ResolveMember } from './realtime/memberResolver.js';

/** The long-lived parts an app is built over; `createGateway` shares them with realtime and admin. */
export interface AppParts {
  logger: Logger;
  metrics: GatewayMetrics;
  pool: MirrorPool;
  rateLimitStore?: RateLimitOptions['storeFor'];
  /** The web's first-screen renderer; without it pages go out as the plain shell. */
  renderFirstScreen?: RenderFirstScreen;
  /** The sessions the gateway keeps for browsers (memory, or Redis when scaled out). */
  sessions: Sessions;
  /** Finds the member behind a platform token. */
  resolveMember: ResolveMember;
  /** Every socket of a member closes (their sessions ended on the platform). */
  memberEnded?: (memberId: string) => void;
  /** A password was reset by phone for this number: the sessions it ended close their sockets. */
  phoneReset?: (mobile: string) => void;
  /** Whether the shared rate-limit store is away (made here when not given). */
  rateLimitHealth?: StoreHealth;
  /** What `/readyz` reports; without it, the mirrors, sessions and rate-limit store only. */
  readiness?: () => Readiness;
  /** The mirror domains pages may time, as they change (the platform's list). */
  siteMirrors?: SiteMirrorList;
}

export function defaultParts(config: GatewayConfig, logger?: Logger): AppParts {
  const log = logger ?? createLogger('silent');
  const metrics = createMetrics();
  const pool = new MirrorPool(config.upstreams, config.mirrors, metrics, log);
  return {
    logger: log,
    metrics,
    pool,
    sessions: memorySessions(config, log, metrics),
    resolveMember: memberResolver(pool, config.merchantCode, config.mirrors.attemptTimeoutMs),
  };
}

/** Sessions in this process's memory: one replica, or tests. */
export function memorySessions(config: GatewayConfig, logger: Logger, metrics: GatewayMetrics) {
  const client = clientFacts(config.security.trustProxy);
  return new Sessions({
    backend: new MemoryBackend(),
    idleMs: config.session.idleMs,
    secure: (req) => client.proto(req) === 'https',
    logger,
    metrics,
  });
}

/** The gateway as a node:http request listener. */
export type GatewayApp = http.RequestListener;

function routeFamily(path: string): string {
  const upstream = upstreamFamily(path);
  if (upstream) return upstream;
  if (path === '/config.json') return 'config';
  if (path === '/healthz' || path === '/readyz') return 'health';
  return 'site';
}

/**
 * Builds the gateway's HTTP handler. Never listens: `server.ts` owns the socket, signals and
 * shutdown. Platform calls without a rate limit take a short path straight to the proxy (same
 * security headers, log line and metrics, without Express's router); everything else — the
 * site, `/config.json`, health, rate-limited calls — goes through the Express app.
 */
export function createApp(
  config: GatewayConfig,
  parts: AppParts = defaultParts(config),
): GatewayApp {
  const { logger, metrics, pool } = parts;
  const headers = securityHeaders(config.security);
  parts.siteMirrors?.onChange((origins) => headers.setSiteMirrorOrigins(origins));
  const client = clientFacts(config.security.trustProxy);
  const forwardOptions: ForwardOptions = {
    pool,
    proxies: new MirrorProxies(),
    merchantCode: config.merchantCode,
    client,
    headers,
    attemptTimeoutMs: config.mirrors.attemptTimeoutMs,
    bodyIdleMs: config.mirrors.bodyIdleMs,
    deadlineMs: config.mirrors.deadlineMs,
    bodyLimitBytes: config.security.bodyLimitBytes,
    uploadBodyLimitBytes: config.security.uploadBodyLimitBytes,
    bodyTimeoutMs: config.security.bodyTimeoutMs,
    metrics,
    logger,
    gate: new SessionGate({
      sessions: parts.sessions,
      resolveMember: parts.resolveMember,
      ...(parts.memberEnded ? { memberEnded: parts.memberEnded } : {}),
      ...(parts.phoneReset ? { phoneReset: parts.phoneReset } : {}),
      logger,
      metrics,
    }),
  };

  const site = express();
  site.disable('x-powered-by');
  site.set('trust proxy', client.trust);

  const accessLog: RequestHandler = (req, res, next) => {
    observe(req, res, req.path, routeFamily(req.path), logger, metrics);
    next();
  };
  site.use(accessLog);
  site.use((req, res, next) => {
    // Platform calls answer JSON (the proxy switches to the document headers when the platform
    // answers something else); everything else here is the site's: its pages, or its files.
    const kind = upstreamFamily(req.path) ? 'data' : sitePathKind(req.path);
    headers.apply(res, client.proto(req) === 'https', kind);
    next();
  });

  if (config.security.requireHttps) site.use(redirectToHttps(client));
  site.post(
    CSP_REPORT_PATH,
    cspReports({
      metrics,
      perMinute: config.security.cspReportsPerMinute,
      clientIp: (req) => client.clientIp(req),
    }),
  );
  site.get('/healthz', (_req, res) => {
    // The server-speed screen on a sister mirror times this answer; it carries nothing private.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  // Redis (when scaled out) behind an in-process count that answers at once when it is away.
  const health =
    parts.rateLimitHealth ??
    new StoreHealth({
      metrics,
      logger,
      timeoutMs: config.rateLimits.storeTimeoutMs,
      retryMs: config.rateLimits.storeRetryMs,
    });
  const readiness =
    parts.readiness ??
    (() =>
      readinessOf({
        mirrors: mirrorsCheck(pool),
        sessions: sessionStoreCheck({
          get healthy() {
            return parts.sessions.healthy;
          },
          describe: () => 'the session store reports itself unhealthy',
        }),
        rateLimits: rateLimitStoreCheck(() => health.degraded),
      }));
  site.get('/readyz', (_req, res) => {
    // Out of rotation without a mirror or the session store (nobody could sign in or be acted
    // for). The public port names what failed; the reasons are on the operator port's /readyz.
    const state = readiness();
    res.setHeader('Cache-Control', 'no-store');
    if (state.ready) res.json({ status: 'ready', degraded: failing(state) });
    else
      res.status(503).json({
        success: false,
        message: 'service_unavailable',
        value: { failing: failing(state) },
      });
  });
  site.get('/config.json', brandConfigRoute(config));

  const shared = parts.rateLimitStore;
  const storeFor = shared && ((rule: string) => new FailoverStore(shared(rule), health, rule));
  site.use(
    rateLimits({
      ...config.rateLimits,
      metrics,
      ...(storeFor ? { storeFor } : {}),
      bodyTimeoutMs: config.security.bodyTimeoutMs,
      // A signed-in code call's target is its account.
      accountOf: async (req) => {
        try {
          const session = await parts.sessions.sessionOf(req);
          if (session) return accountTarget(session.memberId, session.token);
          const token = req.headers.authorization;
          return token ? accountTarget(undefined, token) : undefined;
        } catch {
          return undefined;
        }
      },
    }),
  );
  site.use(upstreamProxy(forwardOptions));
  site.use(
    signInLink({
      sessions: parts.sessions,
      resolveMember: parts.resolveMember,
      limit: config.rateLimits.signIn,
      windowMs: config.rateLimits.windowMs,
      ...(storeFor ? { store: storeFor('sign-in-link') } : {}),
      secure: (req) => client.proto(req) === 'https',
      logger,
      metrics,
    }),
  );
  site.use(compression());
  if (parts.renderFirstScreen) {
    site.use(
      firstScreenPage({
        render: parts.renderFirstScreen,
        webDist: config.webDist,
        pool,
        merchantCode: config.merchantCode,
        client,
        languages: {
          supported: config.brand.supportedLanguages,
          fallback: config.brand.defaultLanguage,
        },
        timeoutMs: config.firstScreen.timeoutMs,
        concurrency: config.firstScreen.concurrency,
        logger,
        metrics,
        sessions: parts.sessions,
      }),
    );
  }
  site.use(staticSite(config.webDist));

  site.use((_req, res) => {
    sendEnvelopeError(res, 404, 'request_not_found');
  });

  const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    if (status >= 500)
      logger.error({ err, path: req.path, requestId: factsOf(res).requestId }, 'request failed');
    sendEnvelopeError(res, status, status < 500 ? 'request_param_err' : 'system_error');
  };
  site.use(onError);

  const protoOf = client.proto;

  const perClient = new InFlightCap(config.rateLimits.expensiveInFlight);
  const perAddress = new InFlightCap(config.rateLimits.expensiveInFlightPerAddress);
  /** Refuses the call when its client already has the most expensive calls in flight. */
  const overInFlightCap = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { path: string; key: string },
  ): boolean => {
    if (!isExpensive(req.method ?? 'GET', target.key, req.headers)) return false;
    // A client is its session when it has one (players behind one address are not one
    // client), else its address; the address as a whole gets a larger cap, so made-up tokens
    // buy no more than that.
    const ip = client.clientIp(req);
    const sessionId = parts.sessions.idOf(req);
    const key = sessionId !== undefined ? `session:${sessionId}` : `address:${ip}`;
    const releaseClient = perClient.acquire(key);
    const releaseAddress = releaseClient ? perAddress.acquire(ip) : undefined;
    if (releaseClient && releaseAddress) {
      res.once('close', () => {
        releaseClient();
        releaseAddress();
      });
      return false;
    }
    releaseClient?.();
    observe(req, res, target.path, 'refused', logger, metrics);
    headers.apply(res, protoOf(req) === 'https', 'data');
    metrics.rateLimited.inc({ rule: 'in-flight' });
    sendEnvelopeError(res, 429, 'too_many_requests');
    return true;
  };

  /** An unsafe platform call that is not the site's own answers 403 (`forgery.ts`). */
  const refusedAsForged = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    method: string,
    path: string,
  ): boolean => {
    const proto = protoOf(req);
    const forged = forgeryOf(req, method, proto, config.security.socketAllowedOrigins);
    if (!forged) return false;
    metrics.forgedRequests.inc({ reason: forged });
    observe(req, res, path, 'refused', logger, metrics);
    headers.apply(res, proto === 'https', 'data');
    // The body is not read: the connection cannot be reused for another request.
    if (hasBody(req)) res.setHeader('Connection', 'close');
    sendEnvelopeError(res, 403, 'request_forbidden');
    return true;
  };

  return (req, res) => {
    // Everything below (limits, routing, the proxy) sees only the canonical target.
    const target = canonicalTarget(req.url ?? '/');
    if (!target.ok) {
      observe(req, res, '(refused)', 'refused', logger, metrics);
      headers.apply(res, protoOf(req) === 'https');
      sendEnvelopeError(res, 400, 'request_param_err');
      return;
    }
    req.url = target.url;
    const { path: pathname, url } = target;
    const family = upstreamFamily(pathname);
    const method = req.method ?? 'GET';
    // TRACE and other methods the platform never takes, and (REQUIRE_HTTPS) plain-HTTP calls.
    if (family) {
      const refusal =
        methodRefusal(method) ?? plainHttpRefusal(config.security.requireHttps, protoOf(req));
      if (refusal) {
        observe(req, res, target.path, 'refused', logger, metrics);
        headers.apply(res, protoOf(req) === 'https', 'data');
        for (const [name, value] of Object.entries(refusal.headers ?? {}))
          res.setHeader(name, value);
        if (hasBody(req)) res.setHeader('Connection', 'close');
        sendEnvelopeError(res, refusal.status, refusal.message);
        return;
      }
    }
    // Before any limit counts it: a forged call from another site's page must not use up the
    // player's sign-in or in-flight allowance.
    if (family && refusedAsForged(req, res, method, target.path)) return;
    if (overInFlightCap(req, res, target)) return;
    if (!family || isRateLimited(method, target.key)) {
      site(req, res);
      return;
    }
    observe(req, res, pathname, family, logger, metrics);
    const proto = protoOf(req);
    // forward() puts the security headers on whatever it answers, in the same write as the rest.
    const to = { family, pathname, key: target.key, url, proto };
    forward(req, res, to, forwardOptions).catch((error: unknown) => {
      logger.error(
        { err: error, path: pathname, requestId: factsOf(res).requestId },
        'request failed',
      );
      if (!res.headersSent) headers.apply(res, proto === 'https', 'data');
      keepRequestId(res);
      sendEnvelopeError(res, 500, 'system_error');
    });
  };
}
