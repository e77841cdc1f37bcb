import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { eachLike, integer, number, string } = MatchersV3;

const pact = newPact();

const auth = (token: string) => ({ ...PLATFORM_HEADERS, Authorization: token });
/** Withdrawals carry a password, so the client encrypts them as the platform's clients do. */
const encrypted = (token: string) => ({
  ...auth(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});

/** A 1x1 PNG: the smallest proof image the stand-in accepts by its bytes. */
const PNG_PROOF =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function withdrawalBody(status: string, extra: Record<string, unknown> = {}) {
  return {
    withdrawalId: string('W000001'),
    amount: number(200),
    status: string(status),
    createdAt: string('2026-11-20T03:00:00.000Z'),
    ...extra,
  };
}

describe('withdrawals', () => {
  it('holds the amount and answers with the balance left', async () => {
    const input = { amount: 200, password: 'Player123', requestId: 'withdraw-1' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a withdrawal request')
      .withRequest('POST', '/wps/relay/passwordCheck/GCS_requestWithdrawal', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: withdrawalBody('PENDING', { balance: number(800) }) }),
      )
      .executeTest(async (server) => {
        const w = await clientFor(server.url, PLAYER.token).funds.requestWithdrawal(input);
        expect(w).toMatchObject({ status: 'PENDING', amount: 200 });
        expect(w.balance).toBeGreaterThanOrEqual(0);
      });
  });

  it.each([
    [
      'a wrong password',
      { amount: 200, password: 'nope', requestId: 'w-2' },
      'payment_password_error',
    ],
    [
      'more than the balance',
      { amount: 40000, password: 'Player123', requestId: 'w-3' },
      'insufficient_balance',
    ],
  ])('refuses a withdrawal with %s', async (label, input, key) => {
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving(`a withdrawal request with ${label}`)
      .withRequest('POST', '/wps/relay/passwordCheck/GCS_requestWithdrawal', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(key)))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).funds.requestWithdrawal(input),
          key,
        );
      });
  });

  it('lists past withdrawals', async () => {
    await pact
      .addInteraction()
      .given('a member has a withdrawal', { ...PLAYER, status: 'PENDING', amount: 200 })
      .uponReceiving('the withdrawal list')
      .withRequest('GET', '/wps/relay/GCS_getWithdrawalList', (b) =>
        b.headers(auth(PLAYER.token)).query({ pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: eachLike(withdrawalBody('PENDING')), totalPages: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).funds.withdrawals({
          pageNo: 1,
          pageSize: 20,
        });
        expect(page.list[0]?.status).toBe('PENDING');
      });
  });
});

describe('withdrawal confirmation', () => {
  it('lists withdrawals waiting for the member to confirm receipt', async () => {
    await pact
      .addInteraction()
      .given('a member has a withdrawal', {
        ...PLAYER,
        status: 'AWAITING_CONFIRMATION',
        amount: 200,
      })
      .uponReceiving('the payment confirmation list')
      .withRequest('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            autoReceiveMinutes: integer(30),
            list: eachLike(
              withdrawalBody('AWAITING_CONFIRMATION', {
                confirmDeadline: string('2026-11-20T03:30:00.000Z'),
              }),
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const c = await clientFor(server.url, PLAYER.token).funds.paymentConfirmations();
        expect(c.autoReceiveMinutes).toBeGreaterThan(0);
        expect(c.list[0]).toMatchObject({ status: 'AWAITING_CONFIRMATION' });
        expect(c.list[0]?.confirmDeadline).not.toBeNull();
      });
  });

  it.each([
    ['AWAITING_CONFIRMATION', { action: 'RECEIVED', withdrawalId: 'W000001' }, 'COMPLETED'],
    [
      'AWAITING_CONFIRMATION',
      { action: 'NOT_RECEIVED', withdrawalId: 'W000001', proofImages: [PNG_PROOF] },
      'DISPUTED',
    ],
    ['DISPUTED', { action: 'FORCE_RECEIPT', withdrawalId: 'W000001' }, 'COMPLETED'],
  ] as const)('answers a %s withdrawal with %o', async (status, answer, after) => {
    await pact
      .addInteraction()
      .given('a member has a withdrawal', { ...PLAYER, status, amount: 200 })
      .uponReceiving(`a ${answer.action} answer to a ${status} withdrawal`)
      .withRequest('POST', '/wps/relay/MCSFE_processC2CTransaction', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(answer),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { list: eachLike(withdrawalBody(after)) } }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, PLAYER.token).funds.answerConfirmation(answer);
        expect(list[0]?.status).toBe(after);
      });
  });

  it('refuses to confirm a withdrawal that is not waiting for confirmation', async () => {
    const answer = { action: 'RECEIVED', withdrawalId: 'W000001' } as const;
    await pact
      .addInteraction()
      .given('a member has a withdrawal', { ...PLAYER, status: 'PENDING', amount: 200 })
      .uponReceiving('a RECEIVED answer to a withdrawal still under review')
      .withRequest('POST', '/wps/relay/MCSFE_processC2CTransaction', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(answer),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('withdrawal_not_awaiting_confirmation')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).funds.answerConfirmation(answer),
          'withdrawal_not_awaiting_confirmation',
        );
      });
  });
});
