import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
  signedInHeaders,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { number, string } = MatchersV3;

const pact = newPact();
const auth = signedInHeaders;

const INSTANT = '2026-11-21T03:00:00.000Z';

/** The daily limit as given; the weekly and monthly ones unset. */
function limitsBody(day: Record<string, unknown>) {
  const window = { used: number(0), resetsAt: string('2026-11-20T17:00:00.000Z') };
  return {
    success: true,
    value: {
      depositLimits: [
        { period: 'DAY', ...window, ...day },
        { period: 'WEEK', amount: null, pending: null, ...window },
        { period: 'MONTH', amount: null, pending: null, ...window },
      ],
      coolOffUntil: null,
      selfExcludedUntil: null,
    },
  };
}

describe('player limits', () => {
  it('reads the limits, with a loosening that waits out its 24 hours', async () => {
    await pact
      .addInteraction()
      .given('a member has loosened a deposit limit', {
        ...PLAYER,
        period: 'DAY',
        amount: 500,
        looserAmount: 2000,
      })
      .uponReceiving('the player limits with a pending loosening')
      .withRequest('GET', '/wps/relay/MCSFE_getPlayerLimits', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          limitsBody({
            amount: number(500),
            pending: { amount: number(2000), appliesAt: string(INSTANT) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const limits = await clientFor(server.url, PLAYER.token).limits.get();
        expect(limits.depositLimits[0]).toMatchObject({
          period: 'DAY',
          amount: 500,
          pending: { amount: 2000 },
        });
        expect(limits.coolOffUntil).toBeNull();
      });
  });

  it('sets a daily deposit limit, which applies at once', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a new daily deposit limit')
      .withRequest('POST', '/wps/relay/MCSFE_setDepositLimit', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ period: 'DAY', amount: 500 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(limitsBody({ amount: number(500), pending: null })))
      .executeTest(async (server) => {
        const limits = await clientFor(server.url, PLAYER.token).limits.setDepositLimit('DAY', 500);
        expect(limits.depositLimits[0]).toMatchObject({ amount: 500, pending: null });
      });
  });

  it('refuses a limit with three decimals', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a deposit limit with three decimals')
      .withRequest('POST', '/wps/relay/MCSFE_setDepositLimit', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ period: 'WEEK', amount: 10.005 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('amount_invalid')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).limits.setDepositLimit('WEEK', 10.005),
          'amount_invalid',
        );
      });
  });

  it('starts a cool-off and answers until when', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a 24-hour cool-off')
      .withRequest('POST', '/wps/relay/MCSFE_startCoolOff', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ duration: 'H24' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { until: string(INSTANT) } }))
      .executeTest(async (server) => {
        const until = await clientFor(server.url, PLAYER.token).limits.startCoolOff('H24');
        expect(until).toBe(INSTANT);
      });
  });

  it('excludes the member for good', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a permanent self-exclusion')
      .withRequest('POST', '/wps/relay/MCSFE_selfExclude', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ duration: 'PERMANENT' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { until: null } }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).limits.selfExclude('PERMANENT')).toBe(
          null,
        );
      });
  });

  it('refuses the sign-in of a member who is cooling off, saying until when', async () => {
    const body = await encryptedBody({
      type: 'username',
      username: 'player1',
      password: 'Player123',
    });
    await pact
      .addInteraction()
      .given('a member is cooling off', { account: 'player1' })
      .uponReceiving('a sign-in by a member who is cooling off')
      .withRequest('POST', '/wps/session/login', (b) =>
        b
          .headers({
            ...PLATFORM_HEADERS,
            Encryption: encryptionHeader,
            'Content-Type': ENCRYPTED_CONTENT_TYPE,
          })
          .body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal('account_cooling_off', { until: string(INSTANT) })),
      )
      .executeTest(async (server) => {
        const call = clientFor(server.url).session.login({
          type: 'username',
          username: 'player1',
          password: 'Player123',
        });
        await expect(call).rejects.toMatchObject({
          messageKey: 'account_cooling_off',
          value: { until: INSTANT },
        });
      });
  });

  it('refuses a game launch while the member is cooling off, saying until when', async () => {
    const launch = {
      nodeId: 10001,
      gameCode: 'AE_RNG_001',
      vassalage: 'AE',
      gameType: 'RNG',
      language: 'EN',
    };
    await pact
      .addInteraction()
      .given('a member who is cooling off is still signed in', PLAYER)
      .uponReceiving('a game launch during a cool-off')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b
          .headers(auth(PLAYER.token))
          .query({ ...launch, nodeId: String(launch.nodeId), device: 'WEB' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal('account_cooling_off', { until: string(INSTANT) })),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).games.launch(launch),
        ).rejects.toMatchObject({ messageKey: 'account_cooling_off', value: { until: INSTANT } });
      });
  });
});
