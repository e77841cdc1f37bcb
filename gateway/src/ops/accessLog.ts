import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessLine, type Logger } from './logger.js';
import type { GatewayMetrics } from './metrics.js';

/** What the proxy learned about a request, for its log line. */
export interface RequestFacts {
  requestId?: string;
  mirror?: string;
}

/**
 * Kept on the answer under a private key rather than in a WeakMap: one per request, and a
 * WeakMap's entries are ephemerons the garbage collector has to revisit on every cycle.
 */
const FACTS = Symbol('requestFacts');
type WithFacts = ServerResponse & { [FACTS]?: RequestFacts };

export function factsOf(res: ServerResponse): RequestFacts {
  return ((res as WithFacts)[FACTS] ??= {});
}

/**
 * Counts the request and writes its log line once the answer is out. The line has the method,
 * the path without query, status, time, mirror and request id only: never headers, query
 * strings or bodies, so tokens, passwords and encrypted payloads cannot reach the log.
 */
export function observe(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  family: string,
  logger: Logger,
  metrics: GatewayMetrics,
): void {
  const started = performance.now();
  res.once('finish', () => {
    const ms = performance.now() - started;
    metrics.requests.inc({ family, status: String(res.statusCode) });
    metrics.requestDuration.observe({ family }, ms / 1000);
    const f = (res as WithFacts)[FACTS];
    accessLine(
      logger,
      {
        requestId: f?.requestId,
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        mirror: f?.mirror,
      },
      'request',
    );
  });
}
