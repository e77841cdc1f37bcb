import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  signedInHeaders,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, string } = MatchersV3;

const pact = newPact();

const auth = signedInHeaders;
/** Binding carries the account number: encrypted as the platform's clients do. */
const encrypted = (token: string) => ({
  ...auth(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});

const accountBody = (extra: Record<string, unknown> = {}) => ({
  id: string('BA00001'),
  type: string('BC'),
  bankCode: string('KBANK'),
  bankName: string('Kasikornbank'),
  cardNo: string('**** 0123'),
  payeeName: string('Somchai Jaidee'),
  isDefault: boolean(true),
  ...extra,
});

describe('bank cards and e-wallets', () => {
  it('lists the accounts withdrawals are paid to', async () => {
    await pact
      .addInteraction()
      .given('a member has a bound bank card', PLAYER)
      .uponReceiving('the withdraw account info')
      .withRequest('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo', (b) =>
        b.headers(auth(PLAYER.token)).query({ groupId: '0' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { list: eachLike(accountBody()) } }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, PLAYER.token).bankCards.accounts();
        expect(list[0]).toMatchObject({ type: 'BC', isDefault: true });
        expect(list[0]?.cardNo).toMatch(/^\*+ \d{4}$/);
      });
  });

  it('reads the bind config', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the bank card bind config')
      .withRequest('GET', '/wps/v2/member/bankCards/bindConfig', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            maxBankCards: integer(3),
            maxEWallets: integer(2),
            cardNoMinLength: integer(10),
            cardNoMaxLength: integer(19),
            payeeNameRequired: boolean(true),
            branchRequired: boolean(false),
            payeeName: string('Somchai Jaidee'),
            bankCardCount: integer(0),
            eWalletCount: integer(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const c = await clientFor(server.url, PLAYER.token).bankCards.bindConfig();
        expect(c.cardNoMaxLength).toBeGreaterThanOrEqual(c.cardNoMinLength);
      });
  });

  it('lists the banks and the e-wallet types', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the banks')
      .withRequest('GET', '/wps/relay/MCSFE_getBanks', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({ bankCode: string('KBANK'), bankName: string('Kasikornbank') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const banks = await clientFor(server.url, PLAYER.token).bankCards.banks();
        expect(banks[0]?.bankCode).toBeTruthy();
      });
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the e-wallet types')
      .withRequest('GET', '/wps/relay/MCSFE_getWalletTypes', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({ walletType: string('TRUEMONEY'), name: string('TrueMoney Wallet') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const types = await clientFor(server.url, PLAYER.token).bankCards.walletTypes();
        expect(types[0]?.walletType).toBeTruthy();
      });
  });

  it('binds a bank card, the first one becoming the default', async () => {
    const input = { type: 'BC', bankCode: 'KBANK', cardNo: '1234567890123' } as const;
    const body = await encryptedBody({ ...input });
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a bank card binding')
      .withRequest('PUT', '/wps/v2/member/bankCards', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: accountBody() }))
      .executeTest(async (server) => {
        const account = await clientFor(server.url, PLAYER.token).bankCards.bind(input);
        expect(account).toMatchObject({ type: 'BC', isDefault: true });
      });
  });

  it('refuses a card number outside the bind config', async () => {
    const input = { type: 'BC', bankCode: 'KBANK', cardNo: '12ab' } as const;
    const body = await encryptedBody({ ...input });
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a bank card binding with a malformed number')
      .withRequest('PUT', '/wps/v2/member/bankCards', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('bank_card_no_invalid')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).bankCards.bind(input),
          'bank_card_no_invalid',
        );
      });
  });

  it('makes an account the default', async () => {
    await pact
      .addInteraction()
      .given('a member has a bound bank card', PLAYER)
      .uponReceiving('a default withdraw account choice')
      .withRequest('POST', '/wps/relay/MCSFE_setDefaultWithdrawAccount', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ bankCardId: 'BA00001' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: accountBody() }))
      .executeTest(async (server) => {
        const a = await clientFor(server.url, PLAYER.token).bankCards.setDefault('BA00001');
        expect(a.isDefault).toBe(true);
      });
  });
});
