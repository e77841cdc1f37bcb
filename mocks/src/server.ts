import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createServer } from './http/server.js';
import { attachPushHost } from './push/pushHost.js';
import { readPrivateKeyPem } from './crypto/payloadEncryption.js';
import { realScheduler } from './state/scheduler.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let privateKeyPem: string;
try {
  privateKeyPem = readPrivateKeyPem(config.privateKeyFile);
} catch (error) {
  console.error(`Cannot read the platform's RSA private key: ${(error as Error).message}`);
  process.exit(1);
}

const { app, store } = createApp({
  dev: config.dev,
  privateKeyPem,
  ...(config.pushUrl ? { pushUrl: config.pushUrl } : {}),
  ...(config.cashierUrl ? { cashierUrl: config.cashierUrl } : {}),
  ...(config.siteMirrors ? { siteMirrors: config.siteMirrors } : {}),
});
// Salaries and dividends settle on their own once their period closes, as the platform's do.
store.contracts.startAutoSettlement(realScheduler);
const server = createServer(app, { requestTimeoutMs: config.requestTimeoutMs });
// The platform's push channel (SockJS + STOMP at /rtmsg and /websocket/event) on the same port.
const pushHost = attachPushHost(server, store);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(JSON.stringify({ msg: 'mocks listening', host: config.host, port, dev: config.dev }));
});

function shutdown(signal: string) {
  console.log(JSON.stringify({ msg: 'mocks stopping', signal }));
  pushHost.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
