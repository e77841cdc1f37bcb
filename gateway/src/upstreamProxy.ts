import http from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { sendEnvelopeError } from './envelope.js';

export const UPSTREAM_PATH_FAMILIES = ['/wps', '/lgw', '/lotto'] as const;

export interface UpstreamProxyOptions {
  target: string;
  merchantCode: string;
}

/**
 * Forwards the platform's path families to the upstream over keep-alive connections and sets
 * the configured merchant, replacing whatever merchant a browser sent.
 */
export function upstreamProxy({ target, merchantCode }: UpstreamProxyOptions): RequestHandler {
  const agent = target.startsWith('https:')
    ? new https.Agent({ keepAlive: true, maxSockets: 256 })
    : new http.Agent({ keepAlive: true, maxSockets: 256 });

  return createProxyMiddleware({
    target,
    agent,
    changeOrigin: true,
    xfwd: true,
    pathFilter: (pathname) =>
      UPSTREAM_PATH_FAMILIES.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.setHeader('Merchant', merchantCode);
      },
      error: (_err, _req, res) => {
        if (res instanceof http.ServerResponse) {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ success: false, message: 'network_error', value: null }));
        } else {
          res.destroy();
        }
      },
    },
  });
}

export { sendEnvelopeError };
