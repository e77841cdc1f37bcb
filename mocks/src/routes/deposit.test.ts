import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { PushDelivery } from '../push/pushBus.js';
import { MemberType } from '../state/accounts.js';
import { MockStore } from '../state/store.js';
import { ManualScheduler } from '../test-support/manualScheduler.js';
import { signedIn, balanceOf as balanceInMinor } from '../test-support/members.js';

// 10:00 in Bangkok on Friday 20 November 2026.
const START = Date.parse('2026-11-20T03:00:00Z');
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let pushes: PushDelivery[];
let scheduler: ManualScheduler;

const as = (account: string) => signedIn(store, account);

const balanceOf = (account: string) => balanceInMinor(store, account);

const deposit = (headers: Record<string, string>, body: Record<string, unknown>) =>
  request(app)
    .post('/wps/relay/MCSFE_createDepositTask')
    .set(headers)
    .send({ bankType: 'BANK', vendorId: 101, ...body });

beforeEach(() => {
  clock = START;
  store = new MockStore({ now: () => clock });
  pushes = [];
  store.push.subscribe((d) => pushes.push(d));
  scheduler = new ManualScheduler();
  store.deposits.scheduler = scheduler;
  // A provider that pays by itself after 30 s, unless a test waits for the payer instead.
  store.deposits.settings.autoArriveSeconds = 30;
  ({ app } = createApp({ store }));
});

describe('the cashier', () => {
  it('lists methods with their channels, limits and charges, fixed amounts and promotions', async () => {
    const { headers } = as('player1');
    const methods = await request(app).get('/wps/relay/MCSFE_getDepositMethods').set(headers);
    const qr = methods.body.value.list.find((m: { bankType: string }) => m.bankType === 'QR');
    expect(qr.channels[0]).toMatchObject({
      vendorId: 201,
      minAmount: 50,
      maxAmount: 20000,
      customerCharge: 1.5,
      customerChargeFixed: 2,
      nicknameRequired: false,
    });
    const fixed = await request(app).get('/wps/relay/MCSFE_getFixedAmounts').set(headers);
    expect(fixed.body.value.fixedAmounts).toEqual([100, 300, 500, 1000, 5000]);
    const settings = await request(app).get('/wps/relay/MCSFE_getDepositSettings').set(headers);
    expect(settings.body.value).toMatchObject({
      allowDeposit: true,
      promotions: [{ promotionId: 7001, bonusPercent: 10 }],
    });
  });
});

describe('deposits', () => {
  it('credit the amount less the charge once when they arrive, and tell the member', async () => {
    const { member, headers } = as('player1');
    const before = balanceOf('player1');
    const res = await deposit(headers, { amount: 1000, vendorId: 102, requestId: 'r-1' });
    // 1% of 1000.00 is 10.00, inside the channel's 5.00 to 50.00 bounds.
    expect(res.body).toMatchObject({
      success: true,
      value: { depositState: 'PENDING', amount: 1000, charge: 10 },
    });
    expect(balanceOf('player1')).toBe(before);

    scheduler.advance(30_000);
    expect(balanceOf('player1')).toBe(before + 990_00);
    // player1's seeded balance was a deposit: this one is not the first.
    expect(pushes).toEqual([
      {
        topic: 'user',
        memberId: member.id,
        body: {
          type: 'DEPOSIT',
          sendId: expect.any(String),
          data: { amount: 990, time: clock, success: true, isFirstDeposit: false },
        },
      },
    ]);
    expect(() => store.deposits.settle(res.body.value.depositId, 'ARRIVED')).toThrow(
      'deposit_already_settled',
    );
    const report = await request(app)
      .get('/wps/relay/MCSFE_getDepositTransactionReport')
      .query({ page: 1, size: 8 })
      .set(headers);
    expect(report.body.value).toMatchObject({ total: 1, list: [{ depositState: 'ARRIVED' }] });
  });

  it('pay the chosen promotion with the deposit, and offer it no more', async () => {
    const { headers } = as('player1');
    const before = balanceOf('player1');
    await deposit(headers, { amount: 500, promotionId: 7001, requestId: 'p-1' });
    scheduler.advance(30_000);
    expect(balanceOf('player1')).toBe(before + 500_00 + 50_00);
    const settings = await request(app).get('/wps/relay/MCSFE_getDepositSettings').set(headers);
    expect(settings.body.value.promotions).toEqual([]);
    const again = await deposit(headers, { amount: 500, promotionId: 7001, requestId: 'p-2' });
    expect(again.body.message).toBe('promotion_not_available');
  });

  it('tell the member when the provider fails a deposit, and move nothing', async () => {
    const { member, headers } = as('player1');
    store.deposits.settings.autoArriveSeconds = null;
    const before = balanceOf('player1');
    const res = await deposit(headers, { amount: 200, requestId: 'f-1' });
    store.deposits.settle(res.body.value.depositId, 'FAILED', 'Bank timed out');
    expect(balanceOf('player1')).toBe(before);
    expect(pushes).toEqual([
      {
        topic: 'user',
        memberId: member.id,
        body: {
          type: 'DEPOSIT',
          sendId: expect.any(String),
          data: { amount: 200, time: clock, success: false, isFirstDeposit: false },
          message: 'Bank timed out',
        },
      },
    ]);
  });

  it('refuse bad input, out-of-range amounts and a repeated request, moving nothing', async () => {
    const { headers } = as('player1');
    const before = balanceOf('player1');
    const message = async (body: Record<string, unknown>) =>
      (await deposit(headers, body)).body.message as string;
    expect(await message({ amount: 100, vendorId: 999, requestId: 'a' })).toBe(
      'deposit_channel_invalid',
    );
    expect(await message({ amount: 99.99, requestId: 'b' })).toBe('deposit_below_minimum');
    expect(await message({ amount: 50_000.01, requestId: 'c' })).toBe('deposit_above_maximum');
    for (const amount of [100.001, '100.001', '0x64', '1e3', '-100', '0b11', 0]) {
      expect(await message({ amount, requestId: `bad-${String(amount)}` })).toBe('amount_invalid');
    }
    expect((await deposit(headers, { amount: '100.50', requestId: 'd' })).body.success).toBe(true);
    expect(await message({ amount: 100.5, requestId: 'd' })).toBe('duplicate_reference');
    expect(store.deposits.of(store.accounts.byAccount('player1')!.id)).toHaveLength(1);
    scheduler.advance(30_000);
    expect(balanceOf('player1')).toBe(before + 100_50);
  });

  it('refuse a trial account and a channel that needs a payee name the member has not set', async () => {
    const trial = store.accounts.add({ account: 'trial-x', password: 'x', type: MemberType.Trial });
    store.sessions.createWithToken(trial.id, 'trial-token');
    const trialRes = await deposit(
      { Merchant: 'PH01', Authorization: 'trial-token' },
      { amount: 100, requestId: 't' },
    );
    expect(trialRes.body.message).toBe('in_need_true_account');

    const { member, headers } = as('player1');
    member.payeeName = null;
    const c2c = await deposit(headers, {
      bankType: 'C2C',
      vendorId: 301,
      amount: 100,
      requestId: 'n',
    });
    expect(c2c.body.message).toBe('payee_name_required');
  });

  it('let the member cancel a pending player-to-player deposit, and only that', async () => {
    const { headers } = as('player1');
    store.deposits.settings.autoArriveSeconds = null;
    const c2c = await deposit(headers, {
      bankType: 'C2C',
      vendorId: 301,
      amount: 100,
      requestId: 'c',
    });
    const bank = await deposit(headers, { amount: 100, requestId: 'b' });
    const cancel = (id: string) =>
      request(app).post('/wps/relay/MCSFE_cancelC2CDeposit').query({ depositId: id }).set(headers);
    expect((await cancel(bank.body.value.depositId)).body.message).toBe('deposit_not_cancellable');
    expect((await cancel(c2c.body.value.depositId)).body.value.depositState).toBe('CANCELLED');
    expect((await cancel(c2c.body.value.depositId)).body.message).toBe('deposit_already_settled');
  });

  it('filter the report by period, state and method, and page it', async () => {
    const { headers } = as('player1');
    store.deposits.settings.autoArriveSeconds = null;
    for (let i = 0; i < 3; i += 1) {
      await deposit(headers, { amount: 100 + i, requestId: `r${i}` });
      clock += 60_000;
    }
    await deposit(headers, { bankType: 'QR', vendorId: 201, amount: 60, requestId: 'q' });
    const report = (query: Record<string, unknown>) =>
      request(app).get('/wps/relay/MCSFE_getDepositTransactionReport').query(query).set(headers);
    const page2 = await report({ page: 2, size: 2 });
    expect(page2.body.value).toMatchObject({ total: 4, list: [{ amount: 101 }, { amount: 100 }] });
    expect((await report({ depositType: 'QR' })).body.value.total).toBe(1);
    expect((await report({ depositState: 'ARRIVED' })).body.value.total).toBe(0);
    const late = await report({ startDate: START + 90_000, endDate: clock + 1 });
    expect(late.body.value.total).toBe(2);
  });

  it('need a signed-in member', async () => {
    const res = await request(app)
      .post('/wps/relay/MCSFE_createDepositTask')
      .set({ Merchant: 'PH01' })
      .send({ amount: 100, bankType: 'BANK', vendorId: 101, requestId: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('please_login_first');
  });
});
