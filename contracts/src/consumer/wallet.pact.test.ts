import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectSessionExpired, newPact, PLAYER, SESSION_ENDED } from './pact';

const { number, string } = MatchersV3;
const pact = newPact();

describe('wallet balance (balance)', () => {
  it('reads the balance in major units with the currency symbol', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the balance of a signed-in member')
      .withRequest('GET', '/wps/v2/wallets/balance', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { balance: number(1000.5), currencySymbol: string('฿') },
        }),
      )
      .executeTest(async (server) => {
        const balance = await clientFor(server.url, PLAYER.token).wallet.getBalance();
        expect(balance.balance).toBeGreaterThan(0);
        expect(balance.currencySymbol).not.toBe('');
      });
  });

  it('reports an ended session when the session is unknown', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the balance with an unknown session')
      .withRequest('GET', '/wps/v2/wallets/balance', (b) =>
        b.headers(signedInHeaders('stale-token')),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(clientFor(server.url, 'stale-token').wallet.getBalance());
      });
  });
});
