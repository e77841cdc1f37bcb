import { createApp } from './app.js';
import { loadConfig, type GatewayConfig } from './config.js';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = createApp(config);
const server = app.listen(config.port, config.host, () => {
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'gateway listening',
      port: config.port,
      upstreams: config.upstreams,
    }),
  );
});
server.keepAliveTimeout = 65_000;

function shutdown(signal: string) {
  console.log(JSON.stringify({ level: 'info', msg: 'gateway draining', signal }));
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
