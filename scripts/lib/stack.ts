import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../gateway/src/deployment/processes.js';

export { freePort };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StackOptions {
  gatewayPort: number;
  mocksPort: number;
  merchantCode?: string;
  /** Extra environment for the gateway (REDIS_URL, LOG_LEVEL, …). */
  gatewayEnv?: NodeJS.ProcessEnv;
  /** Where child output goes; `inherit` for `npm start`, `ignore` or `pipe` for tests. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
}

export interface Stack {
  gatewayUrl: string;
  mocksUrl: string;
  stop(): Promise<void>;
}

async function waitForHealthy(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become healthy at ${url} within 30 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The gateway's addresses on this machine, each a different origin for a browser. */
export function localMirrors(gatewayPort: number): string[] {
  return [`localhost:${gatewayPort}`, `127.0.0.1:${gatewayPort}`, `127.0.0.2:${gatewayPort}`];
}

/**
 * Starts the built stand-in and gateway with the same commands their Docker images run
 * (`node dist/server.js`), the stand-in in dev mode so tests and local runs can steer it.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const stdio = options.stdio ?? 'inherit';
  const mocksUrl = `http://127.0.0.1:${options.mocksPort}`;
  const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;

  const mocks = spawn(process.execPath, ['mocks/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', stdio, stdio],
    env: {
      ...process.env,
      MOCKS_PORT: String(options.mocksPort),
      MOCKS_DEV: '1',
      // The platform's mirror list names the gateway under three of its names on this machine
      // (loopback answers on all of 127/8), so the server-speed screen times real requests and
      // each listed mirror opens the site.
      MOCKS_SITE_MIRRORS:
        process.env.MOCKS_SITE_MIRRORS ?? localMirrors(options.gatewayPort).join(','),
    },
  });
  let gateway: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([gateway ? stopChild(gateway) : undefined, stopChild(mocks)]);
  };

  try {
    // The gateway probes its upstream at once: start it only when the stand-in answers, so its
    // first probe does not eject the only mirror for a back-off period.
    await waitForHealthy(`${mocksUrl}/healthz`, mocks, 'mocks');
    gateway = spawn(process.execPath, ['gateway/dist/server.js'], {
      cwd: ROOT,
      stdio: ['ignore', stdio, stdio],
      env: {
        ...process.env,
        PORT: String(options.gatewayPort),
        UPSTREAM_URLS: mocksUrl,
        MERCHANT_CODE: options.merchantCode ?? process.env.MERCHANT_CODE ?? 'PH01',
        ...options.gatewayEnv,
      },
    });
    // Ready, not merely alive: a mirror is in rotation.
    await waitForHealthy(`${gatewayUrl}/readyz`, gateway, 'gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return { gatewayUrl, mocksUrl, stop };
}
