import { performance } from 'node:perf_hooks';
import { call } from './member.js';

/**
 * Steady traffic through the load balancer: a few browsers, each calling one path after another
 * on a fresh connection, every call recorded with when it started and ended, so a test can say
 * which calls were in flight when something happened and which came after.
 */
export interface CallRecord {
  path: string;
  from: string;
  startedAt: number;
  endedAt: number;
  status: number;
  error: string | undefined;
}

export function failed(record: CallRecord): boolean {
  return record.status !== 200;
}

export class SteadyTraffic {
  private running = true;
  private readonly records: CallRecord[] = [];
  private readonly workers: Promise<void>[];

  constructor(baseUrl: string, options: { browsers: string[]; paths: string[]; pauseMs?: number }) {
    this.workers = options.browsers.map(async (from, i) => {
      for (let n = i; this.running; n += 1) {
        const path = options.paths[n % options.paths.length] ?? '/healthz';
        const startedAt = performance.now();
        let status = 0;
        let error: string | undefined;
        try {
          status = (await call(`${baseUrl}${path}`, { localAddress: from, timeoutMs: 20_000 }))
            .status;
        } catch (e) {
          error = (e as Error).message;
        }
        this.records.push({ path, from, startedAt, endedAt: performance.now(), status, error });
        await new Promise((r) => setTimeout(r, options.pauseMs ?? 10));
      }
    });
  }

  /** Calls recorded so far. */
  count(): number {
    return this.records.length;
  }

  async stop(): Promise<CallRecord[]> {
    this.running = false;
    await Promise.all(this.workers);
    return this.records;
  }
}

/** Calls in flight at `at` (started before, ended after). */
export function inFlightAt(records: CallRecord[], at: number): CallRecord[] {
  return records.filter((r) => r.startedAt <= at && r.endedAt >= at);
}

/** Calls that started after `at`. */
export function startedAfter(records: CallRecord[], at: number): CallRecord[] {
  return records.filter((r) => r.startedAt > at);
}

export function summary(records: CallRecord[]): { sent: number; failed: number } {
  return { sent: records.length, failed: records.filter(failed).length };
}
