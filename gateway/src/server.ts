import http from 'node:http';
import { loadConfig, type GatewayConfig } from './config.js';
import { loadRenderer, type RenderFirstScreen } from './firstScreen/renderer.js';
import { createGateway } from './gateway.js';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let renderFirstScreen: RenderFirstScreen | undefined;
try {
  renderFirstScreen = await loadRenderer(config.firstScreen.renderer);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const gateway = createGateway(config, {
  processMetrics: true,
  bufferedLogs: true,
  probePushHost: true,
  ...(renderFirstScreen ? { renderFirstScreen } : {}),
});
const { logger } = gateway;

// What the configuration names but the gateway cannot use stops it here, with the reason,
// rather than a warning line while it serves nobody.
const problems = await gateway.startupProblems();
if (problems.length > 0) {
  console.error(`Gateway cannot start:\n${problems.join('\n')}`);
  process.exit(1);
}

const server = http.createServer(gateway.app);
// Longer than the load balancer's idle timeout, so it never reuses a socket we just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 20_000;
// Bounds a slow upload end to end; the proxy's own body timeout is usually hit first.
server.requestTimeout = 60_000;
gateway.start(server);
server.on('error', (error) => {
  logger.fatal({ reason: error.message }, 'cannot listen');
  logger.flush(() => process.exit(1));
});
server.listen(config.port, config.host, () => {
  logger.info(
    { port: config.port, upstreams: config.upstreams, redis: Boolean(config.redisUrl) },
    'gateway listening',
  );
});

const admin = http.createServer(gateway.adminApp);
if (config.admin.port > 0) {
  admin.on('error', (error) =>
    logger.error({ reason: error.message }, 'admin endpoint not available'),
  );
  admin.listen(config.admin.port, config.admin.host, () => {
    logger.info({ host: config.admin.host, port: config.admin.port }, 'admin endpoint listening');
  });
}

let draining = false;
/**
 * While draining, each answer closes its connection: a balancer's kept-alive connection would
 * otherwise carry new calls (socket handshakes among them) to a replica that is going away,
 * instead of the refused connection that sends them to another replica.
 */
const answering = new Set<http.ServerResponse>();
server.prependListener('request', (_req, res: http.ServerResponse) => {
  if (draining) res.setHeader('Connection', 'close');
  answering.add(res);
  res.once('close', () => {
    answering.delete(res);
    // An answer whose headers had gone out before the drain: its connection goes now.
    if (draining) server.closeIdleConnections();
  });
});
async function shutdown(signal: string): Promise<void> {
  if (draining) return;
  draining = true;
  for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
  logger.info({ signal }, 'gateway draining');
  const force = setTimeout(() => {
    logger.warn('drain time over; closing remaining connections');
    server.closeAllConnections();
    logger.flush(() => process.exit(0));
  }, config.shutdownGraceMs);
  force.unref();
  // Stop accepting, let requests in flight finish; idle keep-alive sockets go at once.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await gateway.close();
  admin.close();
  await closed;
  logger.info('gateway stopped');
  logger.flush(() => process.exit(0));
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
