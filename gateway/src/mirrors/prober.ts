import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import type { Mirror, MirrorPool } from './pool.js';

export interface ProberOptions {
  intervalMs: number;
  timeoutMs: number;
  path: string;
  merchantCode: string;
}

/**
 * Sends one GET to every mirror on an interval. The random query parameter keeps caches and
 * CDNs in front of a mirror from answering for it.
 */
export class Prober {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly pool: MirrorPool,
    private readonly options: ProberOptions,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.probeAll();
    this.timer = setInterval(() => void this.probeAll(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Probes every mirror once; overlapping rounds are skipped. */
  async probeAll(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await Promise.all(this.pool.mirrors.map((m) => this.probe(m)));
    } finally {
      this.running = false;
    }
  }

  private probe(m: Mirror): Promise<void> {
    const started = performance.now();
    const bust = `_probe=${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const lib = m.url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      let settled = false;
      /** A probe that timed out says the mirror is slow, not that it is down. */
      let timedOut = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        const failure = timedOut ? 'probe-timeout' : 'probe';
        this.pool.probed(m, ok, performance.now() - started, failure);
        resolve();
      };
      const req = lib.request(
        {
          protocol: m.url.protocol,
          // `url.hostname` keeps an IPv6 literal's brackets, which no resolver accepts.
          hostname: m.host,
          port: m.url.port,
          path: `${m.basePath}${this.options.path}?${bust}`,
          method: 'GET',
          agent: m.agent,
          headers: {
            Merchant: this.options.merchantCode,
            'Cache-Control': 'no-cache',
            Device: 'web',
          },
          timeout: this.options.timeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () => done((res.statusCode ?? 500) < 500));
          res.on('error', () => done(false));
        },
      );
      req.on('timeout', () => {
        timedOut = true;
        req.destroy(new Error('probe timeout'));
      });
      req.on('error', () => done(false));
      req.end();
    });
  }
}
