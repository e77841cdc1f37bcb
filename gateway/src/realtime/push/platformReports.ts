import http from 'node:http';
import https from 'node:https';
import { z } from 'zod';
import type { MirrorPool } from '../../mirrors/pool.js';
import type { Logger } from '../../ops/logger.js';
import type { Ack } from './messages.js';

/** The speed test never takes longer than this, whatever the task allows. */
const SPEED_TEST_MAX_MS = 10_000;

export const speedTestTask = z.looseObject({
  taskId: z.union([z.string().min(1).max(128), z.number().transform(String)]),
  domain: z.string().max(500),
  timeoutThreshold: z.coerce.number().positive().optional().catch(undefined),
});
export type SpeedTestTask = z.infer<typeof speedTestTask>;

export interface PlatformReportsOptions {
  pool: MirrorPool;
  merchantCode: string;
  attemptTimeoutMs: number;
  logger: Logger;
}

/**
 * What the platform's own client reports back about its push channel, sent by the gateway with
 * the member's token (`Authorization`, raw, as the web client sends it) through the mirrors:
 * receipts (`CSP_receiveLog {sendId}`), member-site deliveries
 * (`EMFE_playerOnlineMessageCallback {websocketDeliveryId, eventType:'DELIVERED'}`), and speed
 * tests (`WPSCORE_postbackSpeedTestResult`). Fire and forget: a lost report costs the platform a
 * statistic, never the member an event.
 */
export class PlatformReports {
  constructor(private readonly o: PlatformReportsOptions) {}

  /** Settles once the report was answered or given up; callers need not wait for it. */
  acknowledge(token: string, ack: Ack): Promise<void> {
    if ('sendId' in ack) return this.post(token, 'CSP_receiveLog', { sendId: ack.sendId });
    return this.post(token, 'EMFE_playerOnlineMessageCallback', {
      websocketDeliveryId: ack.websocketDeliveryId,
      eventType: 'DELIVERED',
    });
  }

  /**
   * Answers a speed-test task from the member's session topic. With a backend-for-frontend, the
   * gateway (not the browser) is what talks to the platform's domains, so it is the gateway's
   * reach the platform should measure: it times `GET <domain>/common/v.1.0.1/ping.json` itself.
   * Only http(s) domains, only that fixed path, at most 10 s.
   */
  async speedTest(token: string, task: SpeedTestTask): Promise<void> {
    const target = pingUrl(task.domain);
    if (!target) {
      this.o.logger.debug({ domain: task.domain }, 'speed-test task with an unusable domain');
      return;
    }
    const limit = Math.min(task.timeoutThreshold ?? SPEED_TEST_MAX_MS, SPEED_TEST_MAX_MS);
    const started = performance.now();
    let success: boolean;
    try {
      const res = await fetch(target, {
        signal: AbortSignal.timeout(limit),
        redirect: 'manual',
        headers: { Accept: 'application/json' },
      });
      await res.body?.cancel();
      success = res.ok;
    } catch {
      success = false;
    }
    const elapsed = Math.round(performance.now() - started);
    await this.post(token, 'WPSCORE_postbackSpeedTestResult', {
      taskId: task.taskId,
      success,
      elapsed,
    });
  }

  /**
   * One POST on the chosen mirror's keep-alive agent. Reports come with nearly every message, so
   * they skip `fetch` (whose per-call set-up cost about a millisecond of CPU each, measured in
   * scripts/bench/push.ts); a POST is not retried on another mirror, as the proxy does not.
   */
  private post(token: string, call: string, body: object): Promise<void> {
    const mirror = this.o.pool.pick();
    if (!mirror) return Promise.resolve();
    const payload = JSON.stringify(body);
    const lib = mirror.url.protocol === 'https:' ? https : http;
    return new Promise<void>((resolve) => {
      const req = lib.request(
        {
          protocol: mirror.url.protocol,
          hostname: mirror.host,
          port: mirror.url.port,
          path: `${mirror.basePath}/wps/relay/${call}`,
          method: 'POST',
          agent: mirror.agent,
          headers: {
            Authorization: token,
            Merchant: this.o.merchantCode,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
            Accept: 'application/json',
          },
        },
        (res) => {
          // Not read: the answer only says the report arrived; draining frees the connection.
          res.resume();
          res.on('close', resolve);
          if ((res.statusCode ?? 500) >= 400)
            this.o.logger.debug({ call, status: res.statusCode }, 'push report refused');
        },
      );
      req.setTimeout(this.o.attemptTimeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => {
        this.o.logger.debug({ call, reason: error.message }, 'push report not sent');
        resolve();
      });
      req.end(payload);
    });
  }
}

/** `<domain>/common/v.1.0.1/ping.json` for an http(s) origin; undefined for anything else. */
export function pingUrl(domain: string): string | undefined {
  try {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password) return undefined;
    return `${url.origin}/common/v.1.0.1/ping.json`;
  } catch {
    return undefined;
  }
}
