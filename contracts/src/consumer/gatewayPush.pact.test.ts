import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { MirrorPool } from '../../../gateway/src/mirrors/pool.js';
import { createLogger } from '../../../gateway/src/ops/logger.js';
import { createMetrics } from '../../../gateway/src/ops/metrics.js';
import { HostLocator } from '../../../gateway/src/realtime/push/hostLocator.js';
import { PlatformReports } from '../../../gateway/src/realtime/push/platformReports.js';
import { GATEWAY_CONSUMER, MERCHANT, PACT_DIR, PROVIDER } from '../names';
import { PLAYER } from './pact';

/**
 * The gateway's own calls to the platform around its push channel, made by the gateway's real
 * code over a mirror pool that holds only the Pact mock server: where the push host is, and what
 * the platform's client reports back (receipts, member-site deliveries, speed tests).
 */
const pact = new PactV4({
  consumer: GATEWAY_CONSUMER,
  provider: PROVIDER,
  dir: PACT_DIR,
  logLevel: 'warn',
});
const { boolean, like, regex } = MatchersV3;

function poolFor(url: string): MirrorPool {
  return new MirrorPool(
    [url],
    { ejectBaseMs: 1_000, ejectMaxMs: 8_000 },
    createMetrics(),
    createLogger('silent'),
  );
}

function reportsFor(url: string): PlatformReports {
  return new PlatformReports({
    pool: poolFor(url),
    merchantCode: MERCHANT,
    attemptTimeoutMs: 5_000,
    logger: createLogger('silent'),
  });
}

const memberHeaders = {
  Authorization: PLAYER.token,
  Merchant: MERCHANT,
  'Content-Type': 'application/json',
};

describe('the push host (CSP_ImUrl)', () => {
  it('is named by the platform, asked without a token', async () => {
    await pact
      .addInteraction()
      .uponReceiving('where the push host is')
      .withRequest('GET', '/wps/relay/CSP_ImUrl', (b) => b.headers({ Merchant: MERCHANT }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: regex(/^(https?|wss?):\/\/[^\s/]+(\/\S*)?$/, 'https://socket.example.com'),
        }),
      )
      .executeTest(async (server) => {
        const locator = new HostLocator({
          pool: poolFor(server.url),
          merchantCode: MERCHANT,
          attemptTimeoutMs: 5_000,
        });
        expect(await locator.get()).toMatch(/^(https?|wss?):\/\/socket\.example\.com/);
      });
  });
});

describe("the push client's reports", () => {
  it('acknowledges a message that carried a sendId (CSP_receiveLog)', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the receipt of a pushed message')
      .withRequest('POST', '/wps/relay/CSP_receiveLog', (b) =>
        b.headers(memberHeaders).jsonBody({ sendId: like('9f1c2d3e') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: boolean(true) }))
      .executeTest(async (server) => {
        await reportsFor(server.url).acknowledge(PLAYER.token, { sendId: '9f1c2d3e' });
      });
  });

  it('reports a member-site message delivered (EMFE_playerOnlineMessageCallback)', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a member-site message delivered to the member')
      .withRequest('POST', '/wps/relay/EMFE_playerOnlineMessageCallback', (b) =>
        b
          .headers(memberHeaders)
          .jsonBody({ websocketDeliveryId: like('d-1'), eventType: 'DELIVERED' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: boolean(true) }))
      .executeTest(async (server) => {
        await reportsFor(server.url).acknowledge(PLAYER.token, { websocketDeliveryId: 'd-1' });
      });
  });

  it("answers the session topic's speed test (WPSCORE_postbackSpeedTestResult)", async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the result of a speed test the platform asked for')
      .withRequest('POST', '/wps/relay/WPSCORE_postbackSpeedTestResult', (b) =>
        b.headers(memberHeaders).jsonBody({
          taskId: like('task-1'),
          success: boolean(false),
          elapsed: MatchersV3.integer(3),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: boolean(true) }))
      .executeTest(async (server) => {
        // A domain nothing listens on: the ping fails at once, and the failure is reported.
        await reportsFor(server.url).speedTest(PLAYER.token, {
          taskId: 'task-1',
          domain: 'http://127.0.0.1:9',
          timeoutThreshold: 2_000,
        });
      });
  });
});
