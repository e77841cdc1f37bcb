import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
} from 'prom-client';

/**
 * A one-label counter on the live-event relay's path, which runs for every message: counted in a
 * plain map and handed to prom-client when the registry is read, so a message does not pay for
 * prom-client's label check and hashing (about a microsecond a call on the relay's profile).
 */
export interface Tally {
  count(value: string): void;
}

function tally<L extends string>(
  label: L,
  config: Omit<CounterConfiguration<L>, 'labelNames' | 'collect'>,
): Tally {
  const pending = new Map<string, number>();
  new Counter<L>({
    ...config,
    labelNames: [label],
    collect() {
      for (const [value, n] of pending) this.inc({ [label]: value } as Record<L, string>, n);
      pending.clear();
    },
  });
  return {
    count(value) {
      pending.set(value, (pending.get(value) ?? 0) + 1);
    },
  };
}

/** One registry per gateway instance, so tests can build several side by side. */
export interface GatewayMetrics {
  registry: Registry;
  requests: Counter<'family' | 'status'>;
  /** How long each answer took, by route family: what players wait for. */
  requestDuration: Histogram<'family'>;
  upstreamLatency: Histogram<'mirror'>;
  mirrorHealthy: Gauge<'mirror'>;
  mirrorLatencyEstimate: Gauge<'mirror'>;
  mirrorEjections: Counter<'mirror'>;
  retries: Counter<'family'>;
  rateLimited: Counter<'rule'>;
  /** 1 while the shared rate-limit store (Redis) is unreachable and limits count in-process. */
  rateLimitStoreDegraded: Gauge;
  /** Rate-limit store calls that failed or timed out, by rule (each fell back in-process). */
  rateLimitStoreFailures: Counter<'rule'>;
  socketConnections: Gauge;
  socketDeliveries: Tally;
  /** Upstream push connections (STOMP over SockJS), by endpoint (v1, v2) and state. */
  pushConnections: Gauge<'endpoint' | 'state'>;
  pushConnects: Counter<'endpoint' | 'outcome'>;
  pushMessages: Tally;
  pushMessagesIgnored: Counter<'type'>;
  pushLastMessageAge: Gauge;
  /** Records that a push message arrived now (for the age gauge). */
  pushMessageSeen(): void;
  firstScreens: Histogram<'outcome'>;
  panicPicks: Counter;
  cspReports: Counter<'directive'>;
  sessionsStarted: Counter;
  sessionsEnded: Counter<'reason'>;
  sessionStoreErrors: Counter<'operation'>;
  forgedRequests: Counter<'reason'>;
  /** 1 while a Redis connection is ready, by connection; no series without Redis. */
  redisUp: Gauge<'connection'>;
  /** Reports the connection's state at every scrape. */
  watchRedis(connection: string, isReady: () => boolean): void;
}

export function createMetrics(options: { defaults?: boolean } = {}): GatewayMetrics {
  const registry = new Registry();
  // Until a first message arrives, the age counts from start-up: a silent channel looks old.
  let lastPushMessageAt = Date.now();
  const redisConnections = new Map<string, () => boolean>();
  if (options.defaults) collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const registers = [registry];
  const metrics: GatewayMetrics = {
    registry,
    requests: new Counter({
      name: 'gateway_requests_total',
      help: 'Requests answered, by route family (wps, lgw, lotto, site, config, other) and status',
      labelNames: ['family', 'status'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'gateway_request_duration_seconds',
      help: 'Time from a request until its answer was sent, by route family',
      labelNames: ['family'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers,
    }),
    upstreamLatency: new Histogram({
      name: 'gateway_upstream_response_seconds',
      help: 'Time until the upstream answered with headers, per mirror',
      labelNames: ['mirror'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    mirrorHealthy: new Gauge({
      name: 'gateway_mirror_healthy',
      help: '1 when the mirror takes traffic, 0 while it is ejected',
      labelNames: ['mirror'],
      registers,
    }),
    mirrorLatencyEstimate: new Gauge({
      name: 'gateway_mirror_latency_estimate_seconds',
      help: 'Peak-EWMA latency estimate used to pick a mirror',
      labelNames: ['mirror'],
      registers,
    }),
    mirrorEjections: new Counter({
      name: 'gateway_mirror_ejections_total',
      help: 'Times a mirror was taken out of rotation',
      labelNames: ['mirror'],
      registers,
    }),
    retries: new Counter({
      name: 'gateway_upstream_retries_total',
      help: 'Idempotent requests retried on another mirror',
      labelNames: ['family'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'gateway_rate_limited_total',
      help: 'Requests refused by a rate limit, by rule',
      labelNames: ['rule'],
      registers,
    }),
    rateLimitStoreDegraded: new Gauge({
      name: 'gateway_rate_limit_store_degraded',
      help: '1 while the shared rate-limit store is unreachable and limits count in this process',
      registers,
    }),
    rateLimitStoreFailures: new Counter({
      name: 'gateway_rate_limit_store_failures_total',
      help: 'Rate-limit store calls that failed or timed out (answered by the in-process store)',
      labelNames: ['rule'],
      registers,
    }),
    socketConnections: new Gauge({
      name: 'gateway_socket_connections',
      help: 'Browser socket.io connections open on this instance',
      registers,
    }),
    socketDeliveries: tally('event', {
      name: 'gateway_socket_events_relayed_total',
      help: 'Upstream member events emitted to rooms by this instance',
      registers,
    }),
    pushConnections: new Gauge({
      name: 'gateway_push_connections',
      help: 'Upstream push connections of members with sockets here, by endpoint and state (open, connecting, failing)',
      labelNames: ['endpoint', 'state'],
      registers,
    }),
    pushConnects: new Counter({
      name: 'gateway_push_connects_total',
      help: 'Upstream push connection attempts, by endpoint and outcome (connected, refused, failed)',
      labelNames: ['endpoint', 'outcome'],
      registers,
    }),
    pushMessages: tally('type', {
      name: 'gateway_push_messages_total',
      help: 'Messages received on the upstream push channel, by platform type',
      registers,
    }),
    pushMessagesIgnored: new Counter({
      name: 'gateway_push_messages_ignored_total',
      help: 'Push messages not relayed to browsers (unknown type, malformed, nothing to show)',
      labelNames: ['type'],
      registers,
    }),
    pushLastMessageAge: new Gauge({
      name: 'gateway_push_last_message_age_seconds',
      help: 'Seconds since the last upstream push message arrived (since start-up before the first)',
      registers,
      collect() {
        this.set((Date.now() - lastPushMessageAt) / 1000);
      },
    }),
    pushMessageSeen() {
      lastPushMessageAt = Date.now();
    },
    firstScreens: new Histogram({
      name: 'gateway_first_screen_seconds',
      help: 'Pages rendered on the server (outcome rendered) or sent as a plain shell (skipped, busy, timeout, failed), and how long the attempt took',
      labelNames: ['outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    panicPicks: new Counter({
      name: 'gateway_mirror_panic_picks_total',
      help: 'Requests sent to the least-bad mirror because every mirror was out of rotation',
      registers,
    }),
    cspReports: new Counter({
      name: 'gateway_csp_violations_total',
      help: 'Content-Security-Policy violation reports from browsers, by violated directive',
      labelNames: ['directive'],
      registers,
    }),
    sessionsStarted: new Counter({
      name: 'gateway_sessions_started_total',
      help: 'Sessions the gateway opened when the platform signed someone in',
      registers,
    }),
    sessionsEnded: new Counter({
      name: 'gateway_sessions_ended_total',
      help: 'Sessions ended, by reason (sign-out, refused, member-ended, replaced)',
      labelNames: ['reason'],
      registers,
    }),
    sessionStoreErrors: new Counter({
      name: 'gateway_session_store_errors_total',
      help: 'Session store operations that failed (a signed-in call then answers 503)',
      labelNames: ['operation'],
      registers,
    }),
    forgedRequests: new Counter({
      name: 'gateway_forged_requests_total',
      help: 'Unsafe platform calls refused as not coming from the site (origin or header)',
      labelNames: ['reason'],
      registers,
    }),
    redisUp: new Gauge({
      name: 'gateway_redis_up',
      help: '1 while the Redis connection is ready, 0 while it is connecting or lost (commands, adapter-subscriber, session-subscriber)',
      labelNames: ['connection'],
      registers,
      collect() {
        for (const [connection, isReady] of redisConnections)
          this.set({ connection }, isReady() ? 1 : 0);
      },
    }),
    watchRedis(connection, isReady) {
      redisConnections.set(connection, isReady);
    },
  };
  startAtZero(metrics);
  return metrics;
}

/**
 * The series the alerts take a rate of, or count as absent, exist from start-up at 0: a counter
 * whose series first appears at 1 shows no increase until its second failure, and a replica
 * whose push connections never opened would have no "open" series to compare with.
 */
function startAtZero(m: GatewayMetrics): void {
  for (const operation of ['read', 'write', 'remove']) m.sessionStoreErrors.inc({ operation }, 0);
  for (const endpoint of ['v1', 'v2']) {
    for (const outcome of ['connected', 'refused', 'failed'])
      m.pushConnects.inc({ endpoint, outcome }, 0);
    for (const state of ['open', 'connecting', 'failing'])
      m.pushConnections.set({ endpoint, state }, 0);
  }
}
