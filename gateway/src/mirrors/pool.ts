import http from 'node:http';
import https from 'node:https';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';

export interface PoolOptions {
  ejectBaseMs: number;
  ejectMaxMs: number;
  /** Consecutive 5xx answers that take a mirror out; connect errors and timeouts take it out at once. */
  serverErrorsToEject?: number;
  /** How fast old latency samples fade from the estimate. */
  decayMs?: number;
  now?: () => number;
}

export type FailureKind =
  'connect' | 'timeout' | 'reset' | 'server-error' | 'probe' | 'probe-timeout';

/**
 * Failures that only say the mirror is slow. A busy mirror still answers in the end; the last
 * one in rotation is never ejected for these (see `failed`).
 */
const SLOWNESS: ReadonlySet<FailureKind> = new Set(['timeout', 'probe-timeout']);

/** What the admin endpoint shows for one mirror. */
export interface MirrorSnapshot {
  url: string;
  healthy: boolean;
  latencyEstimateMs: number;
  inFlight: number;
  ejections: number;
  ejectedForMs: number;
  lastFailure: FailureKind | null;
  lastProbe: { ok: boolean; latencyMs: number; at: string } | null;
}

/** A starting estimate low enough that a fresh mirror is tried, equal for all so order decides. */
const INITIAL_ESTIMATE_MS = 1;

export class Mirror {
  readonly url: URL;
  readonly agent: http.Agent;
  /** The host node:http connects to: an IPv6 address without its brackets. */
  readonly host: string;
  /** Label for logs and metrics: the origin only, never credentials or paths. */
  readonly label: string;
  estimateMs = INITIAL_ESTIMATE_MS;
  lastSampleAt = 0;
  inFlight = 0;
  ejectedUntil = 0;
  ejected = false;
  /** Ejections in a row without a calm period; drives the growing back-off. */
  ejections = 0;
  restoredAt = 0;
  serverErrorsInRow = 0;
  /** Kept in rotation despite slowness, as the last healthy mirror (logged once per spell). */
  keptWhileSlow = false;
  lastFailure: FailureKind | null = null;
  lastProbe: MirrorSnapshot['lastProbe'] = null;

  constructor(
    raw: string,
    readonly index: number,
  ) {
    this.url = new URL(raw);
    this.host = this.url.hostname.replace(/^\[|\]$/g, '');
    this.label = this.url.origin;
    const agentOptions = {
      keepAlive: true,
      maxSockets: 1024,
      maxFreeSockets: 256,
      scheduling: 'lifo' as const,
    };
    this.agent =
      this.url.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  }

  /** The base path of the mirror URL, prefixed to every forwarded path. */
  get basePath(): string {
    return this.url.pathname === '/' ? '' : this.url.pathname.replace(/\/+$/, '');
  }
}

/**
 * The mirror set: picks the fastest healthy mirror by a peak-EWMA latency estimate weighted by
 * requests in flight, takes mirrors out on failures, and lets the prober bring them back as soon
 * as a probe succeeds. With every mirror out it still routes to the least-bad one (panic mode).
 */
export class MirrorPool {
  readonly mirrors: Mirror[];
  private readonly now: () => number;
  private readonly decayMs: number;
  private readonly serverErrorsToEject: number;

  constructor(
    urls: readonly string[],
    private readonly options: PoolOptions,
    private readonly metrics: GatewayMetrics,
    private readonly logger: Logger,
  ) {
    this.mirrors = urls.map((u, i) => new Mirror(u, i));
    this.now = options.now ?? Date.now;
    this.decayMs = options.decayMs ?? 10_000;
    this.serverErrorsToEject = options.serverErrorsToEject ?? 3;
    for (const m of this.mirrors) {
      metrics.mirrorHealthy.set({ mirror: m.label }, 1);
      metrics.mirrorLatencyEstimate.set({ mirror: m.label }, m.estimateMs / 1000);
    }
  }

  /**
   * The best mirror not yet tried for this request. When every mirror is out of rotation the
   * pool panics, as Envoy does below its panic threshold: it picks the least-bad one (last probe
   * answered, shortest back-off, lowest cost) rather than answering nobody, because ejection is
   * a guess and a mirror that answers probes usually answers requests too. Undefined only when
   * every mirror was tried, or every mirror in rotation was.
   */
  pick(exclude: ReadonlySet<Mirror> = new Set()): Mirror | undefined {
    let best: Mirror | undefined;
    let bestCost = Infinity;
    for (const m of this.mirrors) {
      if (m.ejected || exclude.has(m)) continue;
      // Peak-EWMA cost: a mirror with requests piling up looks slower before they complete.
      const cost = m.estimateMs * (m.inFlight + 1);
      if (cost < bestCost) {
        best = m;
        bestCost = cost;
      }
    }
    if (best || this.anyHealthy()) return best;
    return this.leastBad(exclude);
  }

  private leastBad(exclude: ReadonlySet<Mirror>): Mirror | undefined {
    const rank = (m: Mirror): [number, number, number] => [
      m.lastProbe?.ok === false ? 1 : 0,
      m.ejectedUntil,
      m.estimateMs * (m.inFlight + 1),
    ];
    let best: Mirror | undefined;
    for (const m of this.mirrors) {
      if (exclude.has(m)) continue;
      if (!best) {
        best = m;
        continue;
      }
      const [a, b] = [rank(m), rank(best)];
      if (a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2]))))
        best = m;
    }
    if (best) this.metrics.panicPicks.inc();
    return best;
  }

  anyHealthy(): boolean {
    return this.mirrors.some((m) => !m.ejected);
  }

  /** Records a latency sample: jumps straight up to a slow sample, fades down with time. */
  observe(m: Mirror, latencyMs: number): void {
    const now = this.now();
    const sample = Math.max(latencyMs, 0.01);
    if (m.lastSampleAt === 0 || sample > m.estimateMs) {
      m.estimateMs = sample;
    } else {
      const weight = Math.exp(-(now - m.lastSampleAt) / this.decayMs);
      m.estimateMs = m.estimateMs * weight + sample * (1 - weight);
    }
    m.lastSampleAt = now;
    this.metrics.mirrorLatencyEstimate.set({ mirror: m.label }, m.estimateMs / 1000);
  }

  /** An answer below 500 came back: the mirror is working. */
  succeeded(m: Mirror, latencyMs: number): void {
    m.serverErrorsInRow = 0;
    m.keptWhileSlow = false;
    this.observe(m, latencyMs);
  }

  /**
   * A request to the mirror failed; connect errors, resets and timeouts eject at once, 5xx after
   * `serverErrorsToEject` in a row. Except: the last mirror in rotation is never ejected for
   * slowness alone (a timeout, a probe that timed out). Under a burst (200 encrypted
   * withdrawals on a busy CPU) ejecting it only turns slow answers into none: `/readyz` fails
   * and load balancers drop the gateway, while the mirror would have answered. A refused
   * connection or 5xx still ejects it.
   */
  failed(m: Mirror, kind: FailureKind, latencyMs?: number): void {
    m.lastFailure = kind;
    if (latencyMs !== undefined) this.observe(m, latencyMs);
    if (kind === 'server-error') {
      m.serverErrorsInRow += 1;
      if (m.serverErrorsInRow < this.serverErrorsToEject) return;
    }
    if (SLOWNESS.has(kind) && this.isLastInRotation(m)) {
      if (!m.keptWhileSlow) {
        m.keptWhileSlow = true;
        this.logger.warn(
          { mirror: m.label, reason: kind },
          'last mirror in rotation is slow; kept in rotation',
        );
      }
      return;
    }
    this.eject(m, kind);
  }

  /** The mirror is in rotation and no other one is. */
  private isLastInRotation(m: Mirror): boolean {
    return !m.ejected && this.mirrors.every((other) => other === m || other.ejected);
  }

  /**
   * Probe result: failure ejects (a timeout not the last mirror in rotation, see `failed`);
   * success brings an ejected mirror back at once. The probe is
   * the better witness: an ejection after timeouts often means one client's burst queued work
   * on a mirror that is otherwise fine, and keeping it out for a back-off takes the site down
   * for everyone. The back-off still grows (see `eject`), for the operator's view and logs.
   */
  probed(m: Mirror, ok: boolean, latencyMs: number, failure: FailureKind = 'probe'): void {
    m.lastProbe = {
      ok,
      latencyMs: Math.round(latencyMs * 10) / 10,
      at: new Date(this.now()).toISOString(),
    };
    if (!ok) {
      this.failed(m, failure);
      return;
    }
    m.keptWhileSlow = false;
    this.observe(m, latencyMs);
    if (m.ejected) this.restore(m);
  }

  private eject(m: Mirror, kind: FailureKind): void {
    if (m.ejected) return;
    const now = this.now();
    // A mirror that stayed up for a full maximum back-off starts again from the base delay.
    if (m.restoredAt > 0 && now - m.restoredAt > this.options.ejectMaxMs) m.ejections = 0;
    m.ejections += 1;
    const backoff = Math.min(
      this.options.ejectBaseMs * 2 ** (m.ejections - 1),
      this.options.ejectMaxMs,
    );
    m.ejected = true;
    m.ejectedUntil = now + backoff;
    this.metrics.mirrorHealthy.set({ mirror: m.label }, 0);
    this.metrics.mirrorEjections.inc({ mirror: m.label });
    this.logger.warn({ mirror: m.label, reason: kind, backoffMs: backoff }, 'mirror ejected');
  }

  private restore(m: Mirror): void {
    m.ejected = false;
    m.serverErrorsInRow = 0;
    m.restoredAt = this.now();
    this.metrics.mirrorHealthy.set({ mirror: m.label }, 1);
    this.logger.info({ mirror: m.label }, 'mirror back in rotation');
  }

  snapshot(): MirrorSnapshot[] {
    const now = this.now();
    return this.mirrors.map((m) => ({
      url: m.label + m.basePath,
      healthy: !m.ejected,
      latencyEstimateMs: Math.round(m.estimateMs * 10) / 10,
      inFlight: m.inFlight,
      ejections: m.ejections,
      ejectedForMs: m.ejected ? Math.max(0, m.ejectedUntil - now) : 0,
      lastFailure: m.lastFailure,
      lastProbe: m.lastProbe,
    }));
  }

  destroy(): void {
    for (const m of this.mirrors) m.agent.destroy();
  }
}
