import express, { type ErrorRequestHandler, type Express } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from './config.js';
import { sendEnvelopeError } from './envelope.js';
import { staticSite } from './staticSite.js';
import { upstreamProxy } from './upstreamProxy.js';

/** Builds the gateway. Never listens: `server.ts` owns the socket, signals and shutdown. */
export function createApp(config: GatewayConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ['loopback', 'linklocal', 'uniquelocal']);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // HSTS only makes sense behind TLS; issue #3 turns it on from configuration.
      strictTransportSecurity: false,
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ merchantCode: config.merchantCode, platform: 'WEB', lotteryType: 'Lott' });
  });

  app.use(upstreamProxy({ target: config.upstreams[0], merchantCode: config.merchantCode }));
  app.use(staticSite(config.webDist));

  app.use((_req, res) => {
    sendEnvelopeError(res, 404, 'request_not_found');
  });

  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    sendEnvelopeError(res, status, status < 500 ? 'request_param_err' : 'system_error');
  };
  app.use(onError);

  return app;
}
