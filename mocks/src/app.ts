import express, { type ErrorRequestHandler, type Express } from 'express';
import { fail } from './http/envelope.js';
import { requireMerchant } from './http/requireMerchant.js';
import { devRoutes } from './routes/dev.js';
import { systemRoutes } from './routes/system.js';
import { MockStore } from './state/store.js';

export interface MocksOptions {
  store?: MockStore;
  /** Mount the dev-only control endpoints (`/__dev/*`). */
  dev?: boolean;
}

export interface MocksApp {
  app: Express;
  store: MockStore;
}

/** Builds the stand-in for the betting API. Never listens: `server.ts` does. */
export function createApp(options: MocksOptions = {}): MocksApp {
  const store = options.store ?? new MockStore();
  const app = express();
  app.disable('x-powered-by');
  // The gateway sits in front on loopback or the compose network and sets X-Forwarded-For.
  app.set('trust proxy', ['loopback', 'linklocal', 'uniquelocal']);

  if (options.dev) app.use(devRoutes(store));

  app.get('/healthz', (_req, res) => {
    res.json(healthy());
  });

  app.use(['/wps', '/lgw', '/lotto'], requireMerchant());
  app.use(systemRoutes(store));

  app.use((_req, res) => {
    res.status(404).json(fail('request_not_found'));
  });

  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    res.status(status).json(fail(status < 500 ? 'request_param_err' : 'system_error'));
  };
  app.use(onError);

  return { app, store };
}

function healthy() {
  return { success: true, message: '', value: null };
}
