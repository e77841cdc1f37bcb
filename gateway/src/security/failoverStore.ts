import {
  MemoryStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';

export interface StoreHealthOptions {
  metrics: GatewayMetrics;
  logger: Logger;
  /** A shared-store call slower than this is answered in-process. */
  timeoutMs: number;
  /** While degraded, at most one call in this long tries the shared store again. */
  retryMs: number;
}

/**
 * Whether the shared rate-limit store (Redis) answers, for every limiter of one gateway. One
 * failure or timeout switches them all to their in-process counts at once, so no limited call
 * waits for Redis again until a retry finds it back.
 */
export class StoreHealth {
  private degradedSince: number | undefined;
  private nextRetryAt = 0;

  constructor(readonly o: StoreHealthOptions) {
    o.metrics.rateLimitStoreDegraded.set(0);
  }

  get degraded(): boolean {
    return this.degradedSince !== undefined;
  }

  failed(rule: string, error: unknown): void {
    this.o.metrics.rateLimitStoreFailures.inc({ rule });
    this.nextRetryAt = Date.now() + this.o.retryMs;
    if (this.degradedSince !== undefined) return;
    this.degradedSince = Date.now();
    this.o.metrics.rateLimitStoreDegraded.set(1);
    this.o.logger.error(
      { rule, reason: error instanceof Error ? error.message : String(error) },
      'rate-limit store unreachable: limits count in this process until it is back',
    );
  }

  answered(): void {
    if (this.degradedSince === undefined) return;
    const downForMs = Date.now() - this.degradedSince;
    this.degradedSince = undefined;
    this.o.metrics.rateLimitStoreDegraded.set(0);
    this.o.logger.warn({ downForMs }, 'rate-limit store is back: limits are shared again');
  }

  /** True for the one call that may try the shared store while degraded. */
  takeRetry(): boolean {
    if (Date.now() < this.nextRetryAt) return false;
    this.nextRetryAt = Date.now() + this.o.retryMs;
    return true;
  }
}

class StoreTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  // A late rejection of an abandoned call is expected, not unhandled.
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A rate-limit store that counts in the shared store (Redis) and, always, in process as well:
 * when the shared store fails or is slower than `timeoutMs`, the in-process count answers at
 * once, so a limit never switches off (fail closed) and never waits seconds for Redis. While
 * degraded, one call in `retryMs` tries the shared store again; its answer ends the fall-back.
 */
export class FailoverStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly memory = new MemoryStore();
  private options: Options | undefined;

  constructor(
    private readonly primary: Store,
    private readonly health: StoreHealth,
    private readonly rule: string,
  ) {
    this.prefix = `${primary.prefix ?? ''}failover:${rule}:`;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    // At start-up no request waits on it, so Redis gets as long as its connection takes: a
    // store still connecting after `timeoutMs` is not away (it would read as degraded, and
    // alert, until the first rate-limited call). A Redis that is away still fails it.
    if (this.primary.init)
      Promise.resolve(this.primary.init(options)).catch((error: unknown) =>
        this.health.failed(this.rule, error),
      );
  }

  private initPrimary(): Promise<void> {
    if (!this.options || !this.primary.init) return Promise.resolve();
    return within(Promise.resolve(this.primary.init(this.options)), this.health.o.timeoutMs).catch(
      (error: unknown) => this.health.failed(this.rule, error),
    );
  }

  async increment(key: string): Promise<IncrementResponse> {
    const local = await this.memory.increment(key);
    if (this.health.degraded) {
      if (!this.health.takeRetry()) return local;
      // The store may have lost its scripts with its restart: load them again first.
      await this.initPrimary();
    }
    try {
      const shared = await within(
        Promise.resolve(this.primary.increment(key)),
        this.health.o.timeoutMs,
      );
      this.health.answered();
      // This replica's own count can be higher (it counted while the store was away).
      return shared.totalHits >= local.totalHits ? shared : local;
    } catch (error) {
      this.health.failed(this.rule, error);
      return local;
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.memory.get(key);
  }

  async decrement(key: string): Promise<void> {
    await this.memory.decrement(key);
    if (!this.health.degraded) await this.quietly(() => this.primary.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    if (!this.health.degraded) await this.quietly(() => this.primary.resetKey(key));
  }

  async shutdown(): Promise<void> {
    await this.memory.shutdown();
  }

  private async quietly(call: () => Promise<void> | void): Promise<void> {
    try {
      await within(Promise.resolve(call()), this.health.o.timeoutMs);
    } catch (error) {
      this.health.failed(this.rule, error);
    }
  }
}
