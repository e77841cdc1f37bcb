import http from 'node:http';

export interface Sample {
  /** When the request was due, ms since the run started. */
  at: number;
  /** From when it was due (not when it could be sent) to the end of the answer. */
  latencyMs: number;
  status: number;
  method: string;
}

export interface OpenLoopOptions {
  url: string;
  /** Requests per second, sent on schedule whether or not earlier ones answered. */
  rate: number;
  durationMs: number;
  /** Decides each request: GET by default. */
  request?: (index: number) => {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
  /** Gives up on a request after this long (counted as status 0). */
  timeoutMs?: number;
  maxSockets?: number;
}

/**
 * An open-loop load generator: requests leave on a fixed schedule, and latency is measured from
 * the scheduled time, so a stalled server cannot hide its stall by slowing the sender
 * (no coordinated omission).
 */
export async function openLoop(o: OpenLoopOptions): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.maxSockets ?? 256 });
  const target = new URL(o.url);
  const samples: Sample[] = [];
  const total = Math.round((o.rate * o.durationMs) / 1000);
  const start = performance.now();
  let sent = 0;
  let done = 0;
  await new Promise<void>((resolve) => {
    const fire = (index: number, dueAt: number) => {
      const spec = o.request?.(index) ?? { method: 'GET', path: target.pathname + target.search };
      const finish = (status: number) => {
        samples.push({
          at: dueAt - start,
          latencyMs: performance.now() - dueAt,
          status,
          method: spec.method,
        });
        done += 1;
        if (done === total) resolve();
      };
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers: {
            ...(spec.body ? { 'Content-Type': 'application/json' } : {}),
            ...spec.headers,
          },
          agent,
          timeout: o.timeoutMs ?? 10_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => finish(res.statusCode ?? 0));
          res.on('error', () => finish(0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(0));
      req.end(spec.body);
    };
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed * o.rate) / 1000) + 1);
      while (sent < due) {
        fire(sent, start + (sent * 1000) / o.rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  return samples;
}
