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

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();

const auth = signedInHeaders;
/** The withdrawal carries the payment password: encrypted as the platform's clients do. */
const encrypted = (token: string) => ({
  ...auth(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});

const PAY_PW = '246810';
const READY = { ...PLAYER, paymentPassword: PAY_PW };

/** A 1x1 PNG: the smallest proof image the stand-in accepts by its bytes. */
const PNG_PROOF =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function withdrawalBody(status: string, extra: Record<string, unknown> = {}) {
  return {
    withdrawalId: string('W000001'),
    amount: number(200),
    charges: number(10),
    actualAmount: number(190),
    account: string('Kasikornbank 0123'),
    status: string(status),
    createdAt: string('2026-11-20T03:00:00.000Z'),
    ...extra,
  };
}

describe('withdraw settings, methods, charges and turnover', () => {
  it('reads the settings with what is left today', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the withdraw settings')
      .withRequest('GET', '/wps/relay/MCSFE_getWithdrawSettings', (b) =>
        b.headers(auth(PLAYER.token)).query({ groupId: '0' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            minimumAmount: number(100),
            maximumAmount: number(50000),
            eWalletMinAmount: number(100),
            eWalletMaxAmount: number(20000),
            dailyWithdrawMaxCount: integer(5),
            remainingWithdrawCount: integer(5),
            remainingWithdrawAmount: number(100000),
            mobileVerificationType: string('WITHDRAW_AMOUNT'),
            mobileVerificationWithdrawAmount: number(500),
            c2cEnabled: boolean(true),
            withdrawPenaltyCharge: number(5),
            withdrawDateFrom: string('00:00'),
            withdrawDateTo: string('23:59'),
            withdrawOpen: boolean(true),
            fixedAmountFlag: boolean(false),
            fixedWithdrawAmounts: eachLike(number(100)),
            precautionNote: string('<p>Check the account.</p>'),
            availBalance: number(1000),
          },
        }),
      )
      .executeTest(async (server) => {
        const s = await clientFor(server.url, PLAYER.token).withdraw.settings();
        expect(s.remainingWithdrawCount).toBe(5);
        expect(s.mobileVerificationType).toBe('WITHDRAW_AMOUNT');
        expect(s.minimumAmount).toBeGreaterThan(0);
      });
  });

  it('lists the withdraw methods', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the withdraw methods')
      .withRequest('GET', '/wps/relay/MCSFE_getWithdrawMethods', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              withdrawType: string('BC'),
              minAmount: number(100),
              maxAmount: number(50000),
              chargePercent: number(0),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const methods = await clientFor(server.url, PLAYER.token).withdraw.methods();
        expect(methods[0]?.withdrawType).toBe('BC');
      });
  });

  it('calculates the charges for an amount before it is confirmed', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the withdraw charges for 200 to a bank card')
      .withRequest('GET', '/wps/relay/MCSFE_getCalculatedWithdrawCharges', (b) =>
        b.headers(auth(PLAYER.token)).query({ withdrawAmount: '200', withdrawType: 'BC' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            withdrawAmount: number(200),
            handlingCharge: number(0),
            penaltyCharge: number(10),
            totalCharges: number(10),
            actualAmount: number(190),
          },
        }),
      )
      .executeTest(async (server) => {
        const c = await clientFor(server.url, PLAYER.token).withdraw.charges(200, 'BC');
        expect(c.actualAmount).toBe(c.withdrawAmount - c.totalCharges);
      });
  });

  it('reads the turnover still required', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the turnover info')
      .withRequest('GET', '/wps/relay/MCSFE_getTurnoverInfo', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            requiredTurnover: number(1000),
            achievedTurnover: number(0),
            remainingTurnover: number(1000),
          },
        }),
      )
      .executeTest(async (server) => {
        const t = await clientFor(server.url, PLAYER.token).withdraw.turnover();
        expect(t.remainingTurnover).toBeGreaterThanOrEqual(0);
      });
  });
});

describe('the withdrawal request', () => {
  it('holds the amount and answers with the balance left', async () => {
    const input = { amount: 200, bankCardId: 'BA00001', password: PAY_PW, requestId: 'wd-1' };
    const body = await encryptedBody({ check: 'v2', ...input });
    await pact
      .addInteraction()
      .given('a member has a bound bank card', READY)
      .uponReceiving('a withdrawal request')
      .withRequest('POST', '/wps/v2/transaction/withdraw', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: withdrawalBody('PENDING', { balance: number(800) }) }),
      )
      .executeTest(async (server) => {
        const w = await clientFor(server.url, PLAYER.token).withdraw.withdraw(input);
        expect(w).toMatchObject({ status: 'PENDING', amount: 200 });
        expect(w.balance).toBeGreaterThanOrEqual(0);
      });
  });

  it('sends the SMS code when the amount needs one', async () => {
    const input = {
      amount: 600,
      bankCardId: 'BA00001',
      password: PAY_PW,
      verificationCode: '123456',
      requestId: 'wd-sms',
    };
    const body = await encryptedBody({ check: 'v2', ...input });
    await pact
      .addInteraction()
      .given('a member has a bound bank card', { ...READY, smsCode: '123456' })
      .uponReceiving('a withdrawal request with its SMS code')
      .withRequest('POST', '/wps/v2/transaction/withdraw', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: withdrawalBody('PENDING', { amount: number(600), balance: number(400) }),
        }),
      )
      .executeTest(async (server) => {
        const w = await clientFor(server.url, PLAYER.token).withdraw.withdraw(input);
        expect(w.status).toBe('PENDING');
      });
  });

  it.each([
    ['a wrong payment password', READY, { password: '111111' }, 'invalid.payment.pw'],
    ['no payment password set', PLAYER, {}, 'not.exists.payment.password'],
    ['more than the balance', READY, { amount: 40000 }, 'insufficient_balance'],
  ])('refuses a withdrawal with %s', async (label, state, change, key) => {
    const input = {
      amount: 200,
      bankCardId: 'BA00001',
      password: PAY_PW,
      requestId: `wd-${key}`,
      ...change,
    };
    const body = await encryptedBody({
      check: 'v2',
      amount: input.amount,
      bankCardId: input.bankCardId,
      password: input.password,
      requestId: input.requestId,
    });
    await pact
      .addInteraction()
      .given('a member has a bound bank card', state)
      .uponReceiving(`a withdrawal request with ${label}`)
      .withRequest('POST', '/wps/v2/transaction/withdraw', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(key)))
      .executeTest(async (server) => {
        await expectRefusal(clientFor(server.url, PLAYER.token).withdraw.withdraw(input), key);
      });
  });

  it('sends a withdrawal code to the member’s own mobile', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a request for a withdrawal SMS code')
      .withRequest('POST', '/wps/v2/verification/sms/send-verified', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ type: 'WITHDRAW' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        const sent = await clientFor(server.url, PLAYER.token).withdraw.sendSmsCode('WITHDRAW');
        expect(sent.expiredMinutes).toBeGreaterThan(0);
      });
  });

  it('lists past withdrawals in the report', async () => {
    await pact
      .addInteraction()
      .given('a member has a withdrawal', { ...PLAYER, status: 'PENDING', amount: 200 })
      .uponReceiving('the withdraw transaction report')
      .withRequest('GET', '/wps/relay/MCSFE_getWithdrawTransactionReport', (b) =>
        b.headers(auth(PLAYER.token)).query({ start: '0', end: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { records: eachLike(withdrawalBody('PENDING')), total: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).withdraw.report({
          start: 0,
          end: 20,
        });
        expect(page.list[0]?.status).toBe('PENDING');
        expect(page.total).toBeGreaterThan(0);
      });
  });
});

describe('receipt confirmation', () => {
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
        const c = await clientFor(server.url, PLAYER.token).withdraw.paymentConfirmations();
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
    ['AWAITING_CONFIRMATION', { action: 'ALL_RECEIVED' }, 'COMPLETED'],
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
        const list = await clientFor(server.url, PLAYER.token).withdraw.answerConfirmation(answer);
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
          clientFor(server.url, PLAYER.token).withdraw.answerConfirmation(answer),
          'withdrawal_not_awaiting_confirmation',
        );
      });
  });
});
