import { Redis } from 'ioredis';
import type { Logger } from './ops/logger.js';
import type { GatewayMetrics } from './ops/metrics.js';
import { withinTime } from './withinTime.js';

/** The connections a scaled-out gateway holds, by the name its metric and messages use. */
export type RedisConnectionName = 'commands' | 'adapter-subscriber' | 'session-subscriber';

/**
 * The gateway's three Redis connections: commands (sessions, rate limits, publishing), the
 * socket.io adapter's subscriber and the session-end subscriber. Each reports itself in
 * `gateway_redis_up`, and what last went wrong is kept for `/readyz` and start-up's message.
 */
export class RedisConnections {
  readonly commands: Redis;
  readonly adapterSubscriber: Redis;
  readonly sessionSubscriber: Redis;
  /** The last thing a connection reported going wrong, until commands are ready again. */
  private problem: string | undefined;

  constructor(
    private readonly url: string,
    logger: Logger,
    metrics: GatewayMetrics,
  ) {
    this.commands = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
      // Rate-limit counters issued in the same tick share one round trip.
      enableAutoPipelining: true,
    });
    // Subscriptions wait for Redis however long it is away (and are made again after each
    // reconnect) instead of failing after one retry: a Redis down at start would otherwise
    // leave the session-end channel unheard, and the socket adapter's subscribe rejections
    // unhandled, which ends the process with a stack trace before start-up can say why.
    const subscriber = { enableAutoPipelining: false, maxRetriesPerRequest: null };
    this.adapterSubscriber = handledSubscriptions(this.commands.duplicate(subscriber), logger);
    this.sessionSubscriber = this.commands.duplicate(subscriber);
    for (const [name, client] of this.entries()) {
      client.on('error', (error: Error) => {
        this.problem = error.message;
        logger.warn({ connection: name, reason: error.message }, 'redis error');
      });
      metrics.watchRedis(name, () => client.status === 'ready');
    }
    this.commands.on('ready', () => (this.problem = undefined));
  }

  private entries(): [RedisConnectionName, Redis][] {
    return [
      ['commands', this.commands],
      ['adapter-subscriber', this.adapterSubscriber],
      ['session-subscriber', this.sessionSubscriber],
    ];
  }

  get status(): string {
    return this.commands.status;
  }

  /** "Redis at redis://:***@host:6379 is reconnecting (connect ECONNREFUSED …)". */
  describe(): string {
    const problem = this.problem ? ` (${this.problem})` : '';
    return `Redis at ${redisForDisplay(this.url)} is ${this.commands.status}${problem}`;
  }

  /** True once every connection is ready, false if one is not within `timeoutMs`. */
  async ready(timeoutMs: number): Promise<boolean> {
    const all = await Promise.all(this.entries().map(([, c]) => whenReady(c, timeoutMs)));
    return all.every(Boolean);
  }

  /**
   * Drops the connections still waiting for Redis (they would wait on QUIT for ever), before
   * the adapter and the session bus close over them; returns those to `quit()` afterwards.
   */
  dropWaiting(): Redis[] {
    const ready = this.entries()
      .map(([, c]) => c)
      .filter((c) => c.status === 'ready');
    for (const [, c] of this.entries()) if (!ready.includes(c)) c.disconnect();
    return ready;
  }
}

/** How long a closing gateway waits for a Redis connection's QUIT to be answered. */
export const QUIT_WAIT_MS = 1_000;

/**
 * QUIT, answered within `waitMs`, or the connection dropped. A connection that still looks
 * ready when Redis has just gone away has not noticed yet: its QUIT waits on reconnects, and a
 * gateway closing then would wait for them instead of draining within its grace period.
 */
export async function quitWithin(
  client: { readonly status: string; quit(): Promise<unknown>; disconnect(): void },
  waitMs = QUIT_WAIT_MS,
): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  // A QUIT that fails has nothing left to close.
  await withinTime(
    client.quit().catch(() => undefined),
    waitMs,
    () => client.disconnect(),
  );
}

/** True once the connection is ready, false if it is not within `timeoutMs`. */
function whenReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    client.once('ready', onReady);
  });
}

/**
 * The socket.io adapter subscribes and unsubscribes without handling a failure: a subscription
 * still waiting when the connection closes, or the unsubscribe on close, during a shutdown while
 * Redis is away would end the process as an unhandled rejection. Here it is logged instead; the
 * adapter is none the worse, the process is closing.
 */
function handledSubscriptions(client: Redis, logger: Logger): Redis {
  for (const name of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const handled = (...args: unknown[]) => {
      const result = original(...args);
      result.catch((error: unknown) => {
        logger.debug({ reason: String(error) }, 'redis subscription change not made');
      });
      return result;
    };
    Object.assign(client, { [name]: handled });
  }
  return client;
}

/** The Redis URL without its password, for messages. */
export function redisForDisplay(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}
