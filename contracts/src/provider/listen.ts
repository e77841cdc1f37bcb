import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp as createGateway } from '../../../gateway/src/app.js';
import { loadConfig } from '../../../gateway/src/config.js';
import { MERCHANT } from '../names';

/** Serves a request listener (an Express app, or the gateway) on a free loopback port. */
export async function listen(
  app: http.RequestListener,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The stand-in served with the gateway in front of it, as a browser reaches the platform: the
 * gateway's session, merchant and forgery rules apply. `env` adds gateway settings.
 */
export async function gatewayInFront(
  standIn: http.RequestListener,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; standInUrl: string; close: () => Promise<void> }> {
  const mocks = await listen(standIn);
  const gateway = await listen(
    createGateway(
      loadConfig({
        UPSTREAM_URLS: mocks.url,
        MERCHANT_CODE: MERCHANT,
        LOG_LEVEL: 'silent',
        ...env,
      }),
    ),
  );
  return {
    url: gateway.url,
    standInUrl: mocks.url,
    close: async () => {
      await gateway.close();
      await mocks.close();
    },
  };
}
