import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/api/errors';
import { clientFor, PLATFORM_HEADERS } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();

const AGENT = { account: 'agent1', token: 'agent1-token' };
const auth = (token: string) => ({ ...PLATFORM_HEADERS, Authorization: token });

describe('merchant wallet', () => {
  it('reads whether the merchant runs a single wallet', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the merchant wallet mode')
      .withRequest('GET', '/wps/relay/GCS_merchantWallet', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { isSingle: boolean(true) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).funds.isSingleWallet()).toBe(true);
      });
  });
});

describe('transfer to upline or downline', () => {
  it('lists the upline and downlines a member may transfer to', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the transfer targets of an agent')
      .withRequest('GET', '/wps/relay/MCSFE_getTransferTargets', (b) =>
        b.headers(auth(AGENT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            upline: null,
            downlines: eachLike({ account: string('player1'), nickname: string('Lucky') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const targets = await clientFor(server.url, AGENT.token).funds.transferTargets();
        expect(targets.upline).toBeNull();
        expect(targets.downlines[0]?.account).toBe('player1');
      });
  });

  it('transfers to a downline and returns the new balance', async () => {
    const input = { toAccount: 'player2', amount: 25, requestId: 'transfer-1' };
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a transfer to a downline')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) =>
        b.headers(auth(AGENT.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            transferId: string('T1-transfer-1'),
            toAccount: string('player2'),
            amount: number(25),
            balance: number(4975),
          },
        }),
      )
      .executeTest(async (server) => {
        const receipt = await clientFor(server.url, AGENT.token).funds.transfer(input);
        expect(receipt).toMatchObject({ toAccount: 'player2', amount: 25 });
        expect(receipt.balance).toBeGreaterThanOrEqual(0);
      });
  });

  it.each([
    [
      'more than the balance',
      { toAccount: 'agent1', amount: 99999, requestId: 't-2' },
      'insufficient_balance',
    ],
    [
      'a member outside the tree',
      { toAccount: 'player2', amount: 5, requestId: 't-3' },
      'transfer_target_not_allowed',
    ],
  ])('refuses a transfer of %s', async (label, input, key) => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving(`a transfer to ${label}`)
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(key)))
      .executeTest(async (server) => {
        await expectRefusal(clientFor(server.url, PLAYER.token).funds.transfer(input), key);
      });
  });
});

describe('deposits', () => {
  it('lists the deposit channels with their limits', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit channels')
      .withRequest('GET', '/wps/relay/GCS_getDepositChannels', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              code: string('BANK'),
              name: string('Bank transfer'),
              minAmount: number(100),
              maxAmount: number(50000),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const channels = await clientFor(server.url, PLAYER.token).funds.depositChannels();
        expect(channels[0]?.minAmount).toBeLessThan(channels[0]?.maxAmount ?? 0);
      });
  });

  it('requests a deposit, which waits for the payment to arrive', async () => {
    const input = { amount: 150.5, channel: 'BANK', requestId: 'deposit-1' };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a deposit request')
      .withRequest('POST', '/wps/relay/GCS_requestDeposit', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            depositId: string('D000001'),
            channel: string('BANK'),
            amount: number(150.5),
            status: 'PENDING',
            createdAt: string('2026-11-20T03:00:00.000Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        const deposit = await clientFor(server.url, PLAYER.token).funds.requestDeposit(input);
        expect(deposit).toMatchObject({ status: 'PENDING', amount: 150.5 });
      });
  });

  it('refuses an amount outside the channel limits', async () => {
    const input = { amount: 1, channel: 'BANK', requestId: 'deposit-2' };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a deposit request below the channel minimum')
      .withRequest('POST', '/wps/relay/GCS_requestDeposit', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('amount_out_of_range')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).funds.requestDeposit(input),
          'amount_out_of_range',
        );
      });
  });

  it('lists past deposits, newest first', async () => {
    await pact
      .addInteraction()
      .given('a member has a deposit', { ...PLAYER, status: 'ARRIVED', amount: 300 })
      .uponReceiving('the deposit list')
      .withRequest('GET', '/wps/relay/GCS_getDepositList', (b) =>
        b.headers(auth(PLAYER.token)).query({ pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              depositId: string('D000001'),
              amount: number(300),
              status: string('ARRIVED'),
              createdAt: string('2026-11-20T03:00:00.000Z'),
            }),
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).funds.deposits({
          pageNo: 1,
          pageSize: 20,
        });
        expect(page.list[0]?.status).toBe('ARRIVED');
      });
  });

  it('signs the member out when the session has expired', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit channels with an expired token')
      .withRequest('GET', '/wps/relay/GCS_getDepositChannels', (b) =>
        b.headers(auth('expired-token')),
      )
      .willRespondWith(401, (b) => b.jsonBody(refusal('please_login_first')))
      .executeTest(async (server) => {
        const call = clientFor(server.url, 'expired-token').funds.depositChannels();
        await expect(call).rejects.toBeInstanceOf(ApiError);
        await expect(call).rejects.toMatchObject({ kind: 'session-expired' });
      });
  });
});
