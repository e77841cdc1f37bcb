import http from 'node:http';
import https from 'node:https';
import { EventEmitter } from 'node:events';
import { z } from 'zod';
import type { Mirror, MirrorPool } from '../mirrors/pool.js';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { isMemberEventName, type MemberEventName } from './events.js';
import type { InterestChange, MemberInterest } from './interest.js';
import { SseParser } from './sse.js';

/** One event for one member, as the upstream stream carries it. */
export interface UpstreamMemberEvent {
  /** Unique per event; lets replicas agree on who delivers it. */
  id: string;
  memberId: string;
  event: MemberEventName;
  payload: unknown;
}

const wireEvent = z.object({
  memberId: z.string().min(1).max(64),
  event: z.string(),
  payload: z.unknown(),
});

export interface UpstreamEventsOptions {
  pool: MirrorPool;
  path: string;
  merchantCode: string;
  /** The stream's credential (`UPSTREAM_EVENTS_TOKEN`), sent as a bearer token. */
  token?: string | undefined;
  metrics: GatewayMetrics;
  logger: Logger;
  /** A stream silent for this long is taken as dead; the upstream sends heartbeats more often. */
  idleTimeoutMs?: number;
  /**
   * The members whose sockets this replica holds. With it the stream is opened interest-filtered
   * (`?interest=members`); an upstream that answers with a `Subscription-Id` then sends only
   * those members' events (docs/OUR-ENDPOINTS.md, "Realtime").
   */
  interest?: MemberInterest;
}

/** An interest update slower than this is taken as a broken subscription. */
const INTEREST_TIMEOUT_MS = 5_000;

/**
 * The gateway instance's single subscription to the upstream's member events: a Server-Sent
 * Events stream (`GET <UPSTREAM_EVENTS_PATH>`, outside the proxied families so browsers cannot
 * read it). Reconnects with back-off, moving to another mirror when one fails. Emits `event`
 * for each member event and `resumed` after a gap — once a filtered stream carries every member
 * again — so sockets can be told to resync.
 */
export class UpstreamEventStream extends EventEmitter<{
  event: [UpstreamMemberEvent];
  resumed: [];
  connected: [];
}> {
  private request: http.ClientRequest | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private stopped = true;
  private failures = 0;
  private everConnected = false;
  private lastMirror: Mirror | undefined;

  constructor(private readonly o: UpstreamEventsOptions) {
    super();
  }

  private credential(): Record<string, string> {
    return this.o.token ? { Authorization: `Bearer ${this.o.token}` } : {};
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    this.request?.destroy();
    this.request = undefined;
    this.o.interest?.detach();
    this.o.metrics.upstreamEventStreamUp.set(0);
  }

  private connect(): void {
    if (this.stopped) return;
    // After a failure prefer another mirror; fall back to the same one when it is the only one.
    const exclude = new Set(this.failures > 0 && this.lastMirror ? [this.lastMirror] : []);
    const mirror = this.o.pool.pick(exclude) ?? this.o.pool.pick() ?? this.o.pool.mirrors[0];
    if (!mirror) return;
    this.lastMirror = mirror;
    const lib = mirror.url.protocol === 'https:' ? https : http;
    const req = lib.request({
      protocol: mirror.url.protocol,
      hostname: mirror.url.hostname.replace(/^\[|\]$/g, ''),
      port: mirror.url.port,
      path: mirror.basePath + this.o.path + (this.o.interest ? '?interest=members' : ''),
      method: 'GET',
      headers: {
        ...this.credential(),
        Accept: 'text/event-stream',
        Merchant: this.o.merchantCode,
        'Cache-Control': 'no-cache',
      },
      agent: false,
    });
    this.request = req;
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        this.retry(`status ${res.statusCode ?? '?'}`);
        return;
      }
      res.setEncoding('utf8');
      this.o.metrics.upstreamEventStreamUp.set(1);
      this.o.logger.info({ mirror: mirror.label }, 'upstream event stream open');
      this.armIdle();
      const parser = new SseParser((message) => this.handle(message.id, message.data));
      res.on('data', (chunk: string) => {
        this.armIdle();
        parser.push(chunk);
      });
      res.on('end', () => this.retry('stream ended'));
      res.on('error', () => this.retry('stream error'));
      void this.subscribe(req, res, mirror).then(() => {
        if (this.request !== req) return;
        // Only a stream that carries the whole set counts as recovered for the back-off.
        this.failures = 0;
        if (this.everConnected) this.emit('resumed');
        this.everConnected = true;
        this.emit('connected');
      });
    });
    req.on('error', (error) => this.retry(error.message));
    req.end();
  }

  /**
   * Gives a filtered stream the members this replica holds; resolves once it carries them all.
   * An upstream that sends no `Subscription-Id` streams every member's events.
   */
  private subscribe(
    req: http.ClientRequest,
    res: http.IncomingMessage,
    mirror: Mirror,
  ): Promise<void> {
    const interest = this.o.interest;
    const subscription = res.headers['subscription-id'];
    if (!interest) return Promise.resolve();
    if (typeof subscription !== 'string' || subscription.length === 0) {
      interest.detach();
      return Promise.resolve();
    }
    return interest.attach((change) =>
      this.sendInterest(mirror, subscription, change).catch((error: unknown) => {
        // The upstream's set is unknown now: a new subscription (and a resync) fixes that.
        if (this.request === req) this.retry(`interest update failed: ${String(error)}`);
        throw error;
      }),
    );
  }

  private async sendInterest(
    mirror: Mirror,
    subscription: string,
    change: InterestChange,
  ): Promise<void> {
    const url = `${mirror.url.origin}${mirror.basePath}${this.o.path}/${encodeURIComponent(subscription)}/members`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        ...this.credential(),
        Merchant: this.o.merchantCode,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(INTEREST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { success?: unknown } | null;
    if (!res.ok || body?.success !== true) throw new Error(`status ${res.status}`);
  }

  private handle(id: string | undefined, data: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      this.o.logger.warn('upstream event is not JSON; dropped');
      return;
    }
    const result = wireEvent.safeParse(parsed);
    if (!result.success || !id || !isMemberEventName(result.data.event)) {
      this.o.logger.warn({ event: result.data?.event }, 'unknown upstream event; dropped');
      return;
    }
    this.emit('event', {
      id,
      memberId: result.data.memberId,
      event: result.data.event,
      payload: result.data.payload,
    });
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.request?.destroy();
      this.retry('stream idle');
    }, this.o.idleTimeoutMs ?? 45_000);
    this.idleTimer.unref();
  }

  private retry(reason: string): void {
    if (this.stopped || this.retryTimer) return;
    clearTimeout(this.idleTimer);
    this.request?.destroy();
    this.request = undefined;
    this.o.interest?.detach();
    this.o.metrics.upstreamEventStreamUp.set(0);
    this.failures += 1;
    const delay = Math.min(250 * 2 ** (this.failures - 1), 5_000);
    this.o.logger.warn({ reason, retryInMs: delay }, 'upstream event stream lost');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
