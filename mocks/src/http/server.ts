import http from 'node:http';
import type { Express } from 'express';

export interface ServerLimits {
  /** The whole request, headers and body, must have arrived within this time. */
  requestTimeoutMs: number;
}

/**
 * The stand-in's HTTP server. Node cuts a request that is still arriving after
 * `requestTimeoutMs` (answering 408 and closing), checked every quarter of that time, so a
 * client that declares a body and stalls cannot hold a connection for long.
 */
export function createServer(app: Express, limits: ServerLimits): http.Server {
  return http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.floor(limits.requestTimeoutMs / 4)),
    },
    app,
  );
}
