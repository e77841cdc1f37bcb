import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { PushDelivery } from '../push/pushBus.js';
import { MemberType } from '../state/accounts.js';
import { MockStore } from '../state/store.js';
import { UPLOAD_ATTACKS, dataUrl, photo } from '../test-support/images.js';
import { sendEncrypted } from '../test-support/platformClient.js';
import { signedIn, balanceOf as balanceInMinor } from '../test-support/members.js';

/** A real 1 × 1 picture: the stand-in decodes what it stores. */
const PNG = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==`;
const GIF = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;
const PAY_PW = '246810';

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let pushes: PushDelivery[];

const as = (account: string) => signedIn(store, account);

const balanceOf = (account: string) => balanceInMinor(store, account);

/** player1 with a bound bank card and a payment password: ready to withdraw. */
async function ready() {
  const who = as('player1');
  const card = await sendEncrypted(
    app,
    'put',
    '/wps/v2/member/bankCards',
    { type: 'BC', bankCode: 'KBANK', cardNo: '1234567890123' },
    who.token,
  );
  await sendEncrypted(
    app,
    'put',
    '/wps/member/paymentPassword',
    { password: 'Player123', paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
    who.token,
  );
  return { ...who, cardId: card.body.value.id as string };
}

function withdraw(token: string, body: Record<string, unknown>) {
  return sendEncrypted(
    app,
    'post',
    '/wps/v2/transaction/withdraw',
    { check: 'v2', ...body },
    token,
  );
}

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
  pushes = [];
  store.push.subscribe((d) => pushes.push(d));
  ({ app } = createApp({ store }));
});

describe('bank cards and e-wallets', () => {
  it('bind under the bind config, first one default, and move the default', async () => {
    const { token, headers } = as('player1');
    const config = await request(app).get('/wps/v2/member/bankCards/bindConfig').set(headers);
    expect(config.body.value).toMatchObject({ maxBankCards: 3, payeeName: 'Somchai Jaidee' });
    const banks = await request(app).get('/wps/relay/MCSFE_getBanks').set(headers);
    expect(banks.body.value.list[0]).toMatchObject({ bankCode: 'KBANK' });

    const bad = await sendEncrypted(
      app,
      'put',
      '/wps/v2/member/bankCards',
      { type: 'BC', bankCode: 'KBANK', cardNo: '12ab' },
      token,
    );
    expect(bad.body.message).toBe('bank_card_no_invalid');
    const card = await sendEncrypted(
      app,
      'put',
      '/wps/v2/member/bankCards',
      { type: 'BC', bankCode: 'SCB', cardNo: '1234 5678 9012' },
      token,
    );
    expect(card.body.value).toMatchObject({ cardNo: '**** 9012', isDefault: true });
    const wallet = await sendEncrypted(
      app,
      'put',
      '/wps/v2/member/bankCards',
      { type: 'EW', bankCode: 'TRUEMONEY', cardNo: '0812345678' },
      token,
    );
    expect(wallet.body.value).toMatchObject({ type: 'EW', isDefault: false });

    await request(app)
      .post('/wps/relay/MCSFE_setDefaultWithdrawAccount')
      .set(headers)
      .send({ bankCardId: wallet.body.value.id });
    const list = await request(app).get('/wps/relay/MCSFE_getWithdrawAccountInfo').set(headers);
    expect(list.body.value.list.map((a: { type: string; isDefault: boolean }) => a)).toEqual([
      expect.objectContaining({ type: 'EW', isDefault: true }),
      expect.objectContaining({ type: 'BC', isDefault: false }),
    ]);
    // Card numbers never travel in clear.
    const clear = await request(app)
      .put('/wps/v2/member/bankCards')
      .set(headers)
      .send({ type: 'BC', bankCode: 'SCB', cardNo: '99998888777' });
    expect(clear.status).toBe(400);
  });

  it('ask a member with no payee name on file for one', async () => {
    const { token } = as('player2');
    const res = await sendEncrypted(
      app,
      'put',
      '/wps/v2/member/bankCards',
      { type: 'BC', bankCode: 'KBANK', cardNo: '5555666677' },
      token,
    );
    expect(res.body.message).toBe('payee_name_required');
  });
});

describe('payment password', () => {
  it('is set with the sign-in password, changed with the old one, reset with an SMS code', async () => {
    const { token, headers, member } = as('player1');
    const has = () => request(app).get('/wps/member/hasWithdrawalPassword').set(headers);
    expect((await has()).body.value).toBe(false);
    const set = (body: object) =>
      sendEncrypted(app, 'put', '/wps/member/paymentPassword', body as never, token);
    expect(
      (await set({ password: 'nope', paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW }))
        .body.message,
    ).toBe('password_error');
    expect(
      (await set({ password: 'Player123', paymentPassword: '12', confirmPaymentPassword: '12' }))
        .body.message,
    ).toBe('payment_password_format');
    expect(
      (
        await set({
          password: 'Player123',
          paymentPassword: PAY_PW,
          confirmPaymentPassword: PAY_PW,
        })
      ).body.success,
    ).toBe(true);
    expect((await has()).body.value).toBe(true);

    const change = await request(app)
      .post('/wps/member/paymentPassword')
      .set(headers)
      .send({ oldPassword: '000000', newPassword: '135790', confirmNewPassword: '135790' });
    expect(change.body.message).toBe('invalid.payment.pw');

    const sms = await request(app)
      .post('/wps/v2/verification/sms/send-verified')
      .set(headers)
      .send({ type: 'PAYMENT_PASSWORD' });
    expect(sms.body.value.expiredMinutes).toBe(5);
    const code = store.codes.lastCode(member.mobile!)!;
    const reset = await request(app)
      .post('/wps/v2/member/paymentPassword/reset2')
      .set(headers)
      .send({ verificationCode: code, newPassword: '135790', confirmNewPassword: '135790' });
    expect(reset.body.success).toBe(true);
    expect(() => store.paymentPasswords.check(member, '135790')).not.toThrow();
  });
});

describe('withdrawals', () => {
  it('need a payment password, then hold the amount at once with its charges', async () => {
    const { token, headers } = as('player1');
    const card = await sendEncrypted(
      app,
      'put',
      '/wps/v2/member/bankCards',
      { type: 'BC', bankCode: 'KBANK', cardNo: '1234567890123' },
      token,
    );
    const cardId = card.body.value.id;
    const first = await withdraw(token, {
      amount: 200,
      bankCardId: cardId,
      password: PAY_PW,
      requestId: 'r0',
    });
    expect(first.body.message).toBe('not.exists.payment.password');
    await sendEncrypted(
      app,
      'put',
      '/wps/member/paymentPassword',
      { password: 'Player123', paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      token,
    );
    const wrong = await withdraw(token, {
      amount: 200,
      bankCardId: cardId,
      password: '111111',
      requestId: 'r1',
    });
    expect(wrong.body.message).toBe('invalid.payment.pw');

    // The seed deposit has not been played through: the penalty charge applies.
    const turnover = await request(app).get('/wps/relay/MCSFE_getTurnoverInfo').set(headers);
    expect(turnover.body.value).toMatchObject({ requiredTurnover: 1000, remainingTurnover: 1000 });
    const charges = await request(app)
      .get('/wps/relay/MCSFE_getCalculatedWithdrawCharges')
      .set(headers)
      .query({ withdrawAmount: 200, withdrawType: 'BC' });
    expect(charges.body.value).toMatchObject({ totalCharges: 10, actualAmount: 190 });

    const before = balanceOf('player1');
    const ok = await withdraw(token, {
      amount: 200,
      bankCardId: cardId,
      password: PAY_PW,
      requestId: 'r2',
    });
    expect(ok.body.value).toMatchObject({
      status: 'PENDING',
      amount: 200,
      charges: 10,
      actualAmount: 190,
      balance: (before - 200_00) / 100,
    });
    expect(balanceOf('player1')).toBe(before - 200_00);

    const settings = await request(app).get('/wps/relay/MCSFE_getWithdrawSettings').set(headers);
    expect(settings.body.value).toMatchObject({
      remainingWithdrawCount: 4,
      remainingWithdrawAmount: 99_800,
      mobileVerificationType: 'WITHDRAW_AMOUNT',
      mobileVerificationWithdrawAmount: 500,
      availBalance: (before - 200_00) / 100,
    });
  });

  it('move money once per reference, however often the request is repeated', async () => {
    const { token, cardId } = await ready();
    const before = balanceOf('player1');
    const body = { amount: 150, bankCardId: cardId, password: PAY_PW, requestId: 'same' };
    expect((await withdraw(token, body)).body.success).toBe(true);
    expect((await withdraw(token, body)).body.message).toBe('duplicate_reference');
    expect(balanceOf('player1')).toBe(before - 150_00);
  });

  it('refuse bad amounts and leave the wallet alone', async () => {
    const { token, cardId } = await ready();
    const before = balanceOf('player1');
    const send = (amount: unknown, requestId: string) =>
      withdraw(token, { amount, bankCardId: cardId, password: PAY_PW, requestId });
    expect((await send(100.001, 'a')).body.message).toBe('amount_invalid');
    expect((await send('1e3', 'b')).body.message).toBe('amount_invalid');
    expect((await send('0x64', 'b2')).body.message).toBe('amount_invalid');
    expect((await send(50, 'c')).body.message).toBe('amount_out_of_range');
    expect((await send(before / 100 + 1, 'd')).body.message).toBe('insufficient_balance');
    expect(balanceOf('player1')).toBe(before);
  });

  it('ask for the SMS code from the configured amount on, and use it once', async () => {
    const { token, cardId, headers, member } = await ready();
    const body = { amount: 500, bankCardId: cardId, password: PAY_PW };
    expect((await withdraw(token, { ...body, requestId: 's1' })).body.message).toBe(
      'verification_code_required',
    );
    expect(
      (await withdraw(token, { ...body, verificationCode: '000000', requestId: 's2' })).body
        .message,
    ).toBe('verification_code_error');
    await request(app)
      .post('/wps/v2/verification/sms/send-verified')
      .set(headers)
      .send({ type: 'WITHDRAW' });
    const code = store.codes.lastCode(member.mobile!)!;
    const ok = await withdraw(token, { ...body, verificationCode: code, requestId: 's3' });
    expect(ok.body.value).toMatchObject({ status: 'PENDING', amount: 500 });
    expect(
      (await withdraw(token, { ...body, verificationCode: code, requestId: 's4' })).body.message,
    ).toBe('verification_code_error');
  });

  it('stop at the daily count and outside the time window', async () => {
    const { token, cardId } = await ready();
    store.withdraw.settings.dailyMaxCount = 1;
    const body = { amount: 100, bankCardId: cardId, password: PAY_PW };
    expect((await withdraw(token, { ...body, requestId: 'c1' })).body.success).toBe(true);
    expect((await withdraw(token, { ...body, requestId: 'c2' })).body.message).toBe(
      'withdraw_count_exceeded',
    );
    store.withdraw.settings.dailyMaxCount = 5;
    // 03:00 UTC is 10:00 in Bangkok.
    store.withdraw.settings.withdrawDateFrom = '12:00';
    expect((await withdraw(token, { ...body, requestId: 'c3' })).body.message).toBe(
      'withdraw_time_closed',
    );
  });

  it('give the held amount back once when rejected', async () => {
    const { token, cardId, member } = await ready();
    const before = balanceOf('player1');
    const res = await withdraw(token, {
      amount: 300,
      bankCardId: cardId,
      password: PAY_PW,
      requestId: 'rej',
    });
    store.withdraw.reject(res.body.value.withdrawalId, 'bank details do not match');
    expect(balanceOf('player1')).toBe(before);
    expect(() => store.withdraw.reject(res.body.value.withdrawalId, 'again')).toThrow(
      'withdrawal_already_processed',
    );
    // The platform's WITHDRAW with the operator's remarks, once.
    expect(pushes).toEqual([
      {
        topic: 'user',
        memberId: member.id,
        body: {
          type: 'WITHDRAW',
          sendId: expect.any(String),
          data: { amount: 300, time: clock, success: false, remarks: 'bank details do not match' },
        },
      },
    ]);
  });

  it('list in the report with paging and a period', async () => {
    const { token, cardId, headers } = await ready();
    for (const r of ['p1', 'p2', 'p3']) {
      await withdraw(token, { amount: 100, bankCardId: cardId, password: PAY_PW, requestId: r });
    }
    const page = await request(app)
      .get('/wps/relay/MCSFE_getWithdrawTransactionReport')
      .set(headers)
      .query({ start: 0, end: 2, startDateTs: clock - 1000, endDateTs: clock + 1000 });
    expect(page.body.value.total).toBe(3);
    expect(page.body.value.records).toHaveLength(2);
    const none = await request(app)
      .get('/wps/relay/MCSFE_getWithdrawTransactionReport')
      .set(headers)
      .query({ start: 0, end: 20, startDateTs: clock + 1000 });
    expect(none.body.value.total).toBe(0);
  });

  it('refuse trial accounts on every money call', async () => {
    const { headers, member } = as('player2');
    member.type = MemberType.Trial;
    for (const path of [
      '/wps/relay/MCSFE_getWithdrawSettings',
      '/wps/relay/MCSFE_getWithdrawAccountInfo',
      '/wps/member/hasWithdrawalPassword',
      '/wps/relay/MCSFE_getPaymentConfirmationList',
    ]) {
      expect((await request(app).get(path).set(headers)).body.message).toBe('in_need_true_account');
    }
  });
});

describe('receipt confirmation', () => {
  async function approved(amount = 200, requestId = 'w') {
    const { token, cardId, headers } = await ready();
    const res = await withdraw(token, { amount, bankCardId: cardId, password: PAY_PW, requestId });
    const id = res.body.value.withdrawalId as string;
    store.withdraw.approve(id);
    return { id, headers, token, cardId };
  }

  it('asks once approved, and counts silence as received after the configured minutes', async () => {
    store.withdraw.settings.autoReceiveMinutes = 10;
    const { id, headers } = await approved();
    // Approved, then the receipt confirmation the member is asked for.
    expect(pushes.map((d) => d.body)).toEqual([
      {
        type: 'WITHDRAW',
        sendId: expect.any(String),
        data: { amount: 200, time: clock, success: true },
      },
      { type: 'PAYMENT_CONFIRMATION', sendId: expect.any(String) },
    ]);
    expect(new Set(pushes.map((d) => d.memberId))).toEqual(
      new Set([store.accounts.byAccount('player1')?.id]),
    );
    let list = await request(app).get('/wps/relay/MCSFE_getPaymentConfirmationList').set(headers);
    expect(list.body.value).toMatchObject({
      autoReceiveMinutes: 10,
      list: [{ withdrawalId: id, status: 'AWAITING_CONFIRMATION' }],
    });
    clock += 10 * 60_000;
    list = await request(app).get('/wps/relay/MCSFE_getPaymentConfirmationList').set(headers);
    expect(list.body.value.list).toEqual([]);
    const all = await request(app)
      .get('/wps/relay/MCSFE_getWithdrawTransactionReport')
      .set(headers);
    expect(all.body.value.records[0]).toMatchObject({ status: 'COMPLETED', receipt: 'AUTO' });
  });

  it('opens a dispute only with 1 to 3 png or jpg proofs, then allows a forced receipt', async () => {
    const { id, headers } = await approved();
    const answer = (body: object) =>
      request(app).post('/wps/relay/MCSFE_processC2CTransaction').set(headers).send(body);
    expect((await answer({ withdrawalId: id, action: 'NOT_RECEIVED' })).body.message).toBe(
      'proof_required',
    );
    expect(
      (await answer({ withdrawalId: id, action: 'NOT_RECEIVED', proofImages: [GIF] })).body.message,
    ).toBe('proof_invalid_type');
    expect(
      (
        await answer({
          withdrawalId: id,
          action: 'NOT_RECEIVED',
          proofImages: [PNG, PNG, PNG, PNG],
        })
      ).body.message,
    ).toBe('proof_too_many');
    expect((await answer({ withdrawalId: id, action: 'FORCE_RECEIPT' })).body.message).toBe(
      'withdrawal_not_disputed',
    );
    const disputed = await answer({ withdrawalId: id, action: 'NOT_RECEIVED', proofImages: [PNG] });
    expect(disputed.body.value.list[0]).toMatchObject({ status: 'DISPUTED', proofCount: 1 });
    clock += 90 * 60_000; // well past auto-receipt: a dispute never closes itself
    const forced = await answer({ withdrawalId: id, action: 'FORCE_RECEIPT' });
    expect(forced.body.value.list[0]).toMatchObject({ status: 'COMPLETED', receipt: 'FORCED' });
  });

  it('decodes a proof before storing it: polyglots, a bomb, cut-off or bogus pictures are refused', async () => {
    const { id, headers } = await approved();
    const answer = (bytes: Buffer) =>
      request(app)
        .post('/wps/relay/MCSFE_processC2CTransaction')
        .set(headers)
        .send({
          withdrawalId: id,
          action: 'NOT_RECEIVED',
          proofImages: [dataUrl(bytes, bytes[0] === 0x89 ? 'png' : 'jpeg')],
        });
    for (const [make, key] of UPLOAD_ATTACKS) {
      expect((await answer(await make())).body.message).toBe(key);
    }
    const disputed = await answer(await photo(1600, 1200));
    expect(disputed.body.value.list[0]).toMatchObject({ status: 'DISPUTED', proofCount: 1 });
  });

  it('refuses a proof over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const { id, headers } = await approved();
    const res = await request(app)
      .post('/wps/relay/MCSFE_processC2CTransaction')
      .set(headers)
      .send({
        withdrawalId: id,
        action: 'NOT_RECEIVED',
        proofImages: [`data:image/jpeg;base64,${big.toString('base64')}`],
      });
    expect(res.body.message).toBe('proof_too_large');
  });

  it('confirms every awaiting withdrawal at once with ALL_RECEIVED', async () => {
    const { token, cardId, headers } = await approved(100, 'a1');
    const second = await withdraw(token, {
      amount: 100,
      bankCardId: cardId,
      password: PAY_PW,
      requestId: 'a2',
    });
    store.withdraw.approve(second.body.value.withdrawalId);
    const res = await request(app)
      .post('/wps/relay/MCSFE_processC2CTransaction')
      .set(headers)
      .send({ action: 'ALL_RECEIVED' });
    expect(res.body.value.list).toHaveLength(2);
    expect(res.body.value.list.every((w: { receipt: string }) => w.receipt === 'RECEIVED')).toBe(
      true,
    );
  });
});

describe('operator controls', () => {
  it('approve and reject only in dev mode, once each', async () => {
    expect((await request(app).post('/__dev/withdrawals/W000001/approve')).status).toBe(404);
    const dev = createApp({ store, dev: true }).app;
    const { token, cardId } = await ready();
    const res = await withdraw(token, {
      amount: 150,
      bankCardId: cardId,
      password: PAY_PW,
      requestId: 'op',
    });
    const id = res.body.value.withdrawalId as string;
    expect((await request(dev).get('/__dev/withdrawals')).body.value).toHaveLength(1);
    await request(dev).post(`/__dev/withdrawals/${id}/approve`).expect(200);
    const reject = await request(dev).post(`/__dev/withdrawals/${id}/reject`).send({});
    expect(reject.status).toBe(409);
    expect(reject.body.message).toBe('withdrawal_already_processed');
    const fresh = new MockStore({ now: () => clock });
    const prepared = await request(createApp({ store: fresh, dev: true }).app)
      .post('/__dev/withdraw/prepare')
      .send({ account: 'player1', loginPassword: 'Player123', paymentPassword: '135790' });
    expect(prepared.body.value).toEqual({ bankCardId: 'BA00001' });
    expect(fresh.paymentPasswords.has(fresh.accounts.byAccount('player1')!.id)).toBe(true);
    const settings = await request(dev)
      .post('/__dev/withdraw/settings')
      .send({ autoReceiveMinutes: 3 });
    expect(settings.body.value.autoReceiveMinutes).toBe(3);
  });
});
