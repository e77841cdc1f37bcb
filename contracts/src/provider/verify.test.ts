import fs from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createApp as createGateway } from '../../../gateway/src/app.js';
import { loadConfig } from '../../../gateway/src/config.js';
import { createApp as createMocks } from '../../../mocks/src/index.js';
import { MERCHANT, PACT_DIR, PROVIDER } from '../names';
import { listen } from './listen';
import { resetBeforeEach, stateHandlers } from './stateHandlers';

const pactUrls = fs
  .readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => path.join(PACT_DIR, f));

const mocks = createMocks();
let mocksServer: Awaited<ReturnType<typeof listen>>;
let gatewayServer: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  mocksServer = await listen(mocks.app);
  gatewayServer = await listen(
    createGateway(
      loadConfig({ UPSTREAM_URLS: mocksServer.url, MERCHANT_CODE: MERCHANT, LOG_LEVEL: 'silent' }),
    ),
  );
});
afterAll(async () => {
  await gatewayServer.close();
  await mocksServer.close();
});

function verify(providerBaseUrl: () => string) {
  return () =>
    new Verifier({
      provider: PROVIDER,
      providerBaseUrl: providerBaseUrl(),
      pactUrls,
      stateHandlers: stateHandlers(mocks.store),
      beforeEach: resetBeforeEach(mocks.store),
      logLevel: 'warn',
    }).verifyProvider();
}

describe('provider verification', () => {
  it('the stand-in keeps every interaction of the contract', async () => {
    await verify(() => mocksServer.url)();
  });

  it('the gateway in front of the stand-in changes nothing but the merchant', async () => {
    await verify(() => gatewayServer.url)();
  });
});
