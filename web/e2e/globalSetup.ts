import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, ROOT, startStack, type Stack } from '../../scripts/lib/stack';
import { CHROMIUM_PATH, chromiumMissingMessage } from './browser';

let stack: Stack | undefined;
let webDist: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    mocksUrl: string;
    /** The built web app this run's gateway serves: a copy, which a journey may change. */
    webDist: string;
  }
}

/**
 * Starts the built site (stand-in + gateway) once for every journey of this process. The gateway
 * serves a copy of `web/dist`: the update journey rewrites the service worker, and another
 * process's journeys (`npm test` runs them in groups at once, scripts/test.ts) must not see that.
 */
export async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(chromiumMissingMessage());
  for (const built of ['web/dist/index.html', 'gateway/dist/server.js', 'mocks/dist/server.js']) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run "npm run build" before the browser tests.`);
    }
  }
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-web-'));
  fs.cpSync(path.join(ROOT, 'web/dist'), webDist, { recursive: true });
  const gatewayPort = await freePort();
  stack = await startStack({
    gatewayPort,
    mocksPort: await freePort(),
    stdio: 'ignore',
    // No operator port: it would clash with a site started by `npm start` on the same machine.
    // The same gateway under its other name stands in for a mirror domain the speed test may time.
    gatewayEnv: {
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ADMIN_PORT: '0',
      SITE_MIRROR_ORIGINS: `http://localhost:${gatewayPort}`,
      // The journeys check what a rendered page does; on a busy machine the operator's 1 s
      // render budget would send the plain shell instead (its fallback, tested in the gateway).
      FIRST_SCREEN_TIMEOUT_MS: '15000',
      // Every journey's codes go to the same seed numbers from one machine, within minutes; the
      // gateway's own tests prove the code limits per address and per number.
      RATE_LIMIT_SMS: '1000',
      RATE_LIMIT_CODE_CHECKS: '1000',
      RATE_LIMIT_CODE_CHECKS_PER_TARGET: '1000',
    },
  });
  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('mocksUrl', stack.mocksUrl);
  project.provide('webDist', webDist);
}

export async function teardown() {
  await stack?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
}
