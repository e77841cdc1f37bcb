import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();

/** The stand-in's main wallet and its first vendor wallet, by the platform's account type. */
const MAIN = 2;
const FIRST_VENDOR = 100;

describe('wallets', () => {
  it('reads whether the merchant runs a single wallet', async () => {
    await pact
      .addInteraction()
      .given('the merchant runs one wallet for every vendor', PLAYER)
      .uponReceiving('the merchant wallet mode of a single-wallet merchant')
      .withRequest('GET', '/wps/relay/GCS_merchantWallet', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { isSingle: boolean(true) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).wallets.isSingleWallet()).toBe(true);
      });
  });

  it('lists the main wallet and the vendor wallets with their balances', async () => {
    await pact
      .addInteraction()
      .given('a member has money in the first vendor wallet', { ...PLAYER, amount: 50 })
      .uponReceiving('the consolidated funds with every wallet')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            sumBalance: number(1050),
            balance: eachLike({
              accountTypeId: integer(MAIN),
              vendor: string(''),
              accountTypeName: string('MAIN'),
              availBalance: number(1000),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const wallets = await clientFor(server.url, PLAYER.token).wallets.wallets();
        expect(wallets.list[0]).toMatchObject({ accountTypeId: MAIN, balance: 1000 });
        expect(wallets.sumBalance).toBe(1050);
      });
  });

  it('moves money from the main wallet to a vendor wallet', async () => {
    const input = {
      fromAccountTypeId: MAIN,
      toAccountTypeId: FIRST_VENDOR,
      amount: 25.5,
      requestId: 'wallet-move-1',
    };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a move from the main wallet to a vendor wallet')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { successAmount: number(25.5) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).wallets.transfer(input)).toBe(25.5);
      });
  });

  it.each([
    ['more than the main balance', 1000.01, 'insufficient_balance'],
    ['below the minimum', 0.5, 'amount_below_minimum'],
    ['with three decimals', 1.005, 'amount_invalid'],
  ])('refuses a move of %s', async (label, amount, key) => {
    const input = {
      fromAccountTypeId: MAIN,
      toAccountTypeId: FIRST_VENDOR,
      amount,
      requestId: 'wallet-move-bad',
    };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving(`a wallet move of ${label}`)
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(key)))
      .executeTest(async (server) => {
        await expectRefusal(clientFor(server.url, PLAYER.token).wallets.transfer(input), key);
      });
  });

  it('returns every vendor balance to the main wallet', async () => {
    await pact
      .addInteraction()
      .given('a member has money in the first vendor wallet', { ...PLAYER, amount: 50 })
      .uponReceiving('a return of all vendor balances')
      .withRequest('POST', '/wps/relay/GCS_walletReturn', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ requestId: 'return-1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { successAmount: number(50) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).wallets.returnAll('return-1')).toBe(50);
      });
  });
});
