import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig, type GatewayConfig } from '../config.js';
import { createGateway, type Gateway } from '../gateway.js';
import { makeWebDist } from './webDist.js';

/** Log lines a gateway wrote, for tests that check what is (not) logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface RunningGateway {
  gateway: Gateway;
  config: GatewayConfig;
  url: string;
  server: http.Server;
  logs: LogCapture;
  stop(): Promise<void>;
}

/** A whole gateway (HTTP, socket.io, probes, upstream events) listening on 127.0.0.1:0. */
export async function startGateway(env: NodeJS.ProcessEnv): Promise<RunningGateway> {
  const config = loadConfig({ WEB_DIST: makeWebDist(), ...env });
  const logs = new LogCapture();
  const gateway = createGateway(config, { logger: pino({ level: 'debug' }, logs) });
  const server = http.createServer(gateway.app);
  gateway.start(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    gateway,
    config,
    url: `http://127.0.0.1:${port}`,
    server,
    logs,
    async stop() {
      server.closeAllConnections();
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls until `check` holds; tests wait on behaviour, never on a fixed sleep. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
