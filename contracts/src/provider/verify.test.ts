import fs from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createApp as createMocks } from '../../../mocks/src/index.js';
import { GATEWAY_CONSUMER, PACT_DIR, PROVIDER } from '../names';
import { reencodeFormBodies } from './formBodies';
import { gatewayInFront } from './listen';
import { gatewaySessions, inOrder, standInSessions } from './sessions';
import { resetBeforeEach, stateHandlers } from './states/index';

const pactFiles = fs.readdirSync(PACT_DIR).filter((f) => f.endsWith('.json'));
const allPacts = pactFiles.map((f) => path.join(PACT_DIR, f));
/** The gateway's own calls reach the platform straight, never through a gateway in front. */
const browserPacts = pactFiles
  .filter((f) => !f.startsWith(`${GATEWAY_CONSUMER}-`))
  .map((f) => path.join(PACT_DIR, f));

const mocks = createMocks();
let gatewayServer: Awaited<ReturnType<typeof gatewayInFront>>;

beforeAll(async () => {
  // Verification replays dozens of sign-ins from one address within a minute; the gateway's own
  // tests prove its limits, here it must only forward.
  gatewayServer = await gatewayInFront(mocks.app, {
    RATE_LIMIT_SIGN_IN: '10000',
    RATE_LIMIT_SMS: '10000',
    RATE_LIMIT_CAPTCHA: '10000',
    RATE_LIMIT_CODE_CHECKS: '10000',
    RATE_LIMIT_CODE_CHECKS_PER_TARGET: '10000',
  });
});
afterAll(() => gatewayServer.close());

/**
 * Replays every interaction against `url`. Each state handler resets the stand-in and seeds it;
 * `sessions` then turns the pact's example session into the provider's own.
 */
function verify(url: string, pactUrls: string[], sessions: RequestHandler, changeOrigin = false) {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: url,
    pactUrls,
    stateHandlers: stateHandlers(mocks.store),
    beforeEach: resetBeforeEach(mocks.store),
    requestFilter: inOrder(reencodeFormBodies, sessions),
    changeOrigin,
    logLevel: 'warn',
  }).verifyProvider();
}

describe('provider verification', () => {
  it('the stand-in keeps every interaction of both contracts, given the session’s token', async () => {
    await verify(gatewayServer.standInUrl, allPacts, standInSessions());
  });

  it('the gateway in front of the stand-in keeps the browser’s with a session of its own', async () => {
    // The gateway's own host, as the browser sends it: the same-origin check compares `Origin`
    // with it.
    await verify(
      gatewayServer.url,
      browserPacts,
      gatewaySessions(mocks.store, gatewayServer.url),
      true,
    );
  });
});
