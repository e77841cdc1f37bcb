import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';

function signedIn(store: MockStore, account: string) {
  const member = store.accounts.byAccount(account);
  if (!member) throw new Error(`no seed member ${account}`);
  return {
    member,
    headers: { Merchant: 'PH01', Authorization: store.sessions.createWithToken(member.id, 't') },
  };
}

describe('operator controls of the member centre', () => {
  it('do not exist unless the stand-in runs in dev mode', async () => {
    const { app } = createApp();
    expect((await request(app).get('/__dev/funds')).status).toBe(404);
  });

  it('expire an order now or after the time they set, and name its payment page', async () => {
    const store = new MockStore();
    const { app } = createApp({ store, dev: true, cashierUrl: 'http://pay.test:9090' });
    const settings = await request(app)
      .post('/__dev/funds/settings')
      .send({ depositOrderExpirySeconds: 120 });
    expect(settings.body.value).toEqual({
      depositAutoArriveSeconds: null,
      depositOrderExpirySeconds: 120,
    });
    const { member, headers } = signedIn(store, 'player1');
    const before = store.wallet.balanceMinor(member.id);
    const deposit = await request(app)
      .post('/wps/relay/MCSFE_createDepositTask')
      .set(headers)
      .send({ amount: 200, bankType: 'BANK', vendorId: 101, requestId: 'd1' });
    const created = Date.parse(deposit.body.value.createdAt as string);
    expect(Date.parse(deposit.body.value.expiresAt as string) - created).toBe(120_000);
    const [waiting] = (await request(app).get('/__dev/funds')).body.value.deposits;
    expect(waiting.cashierUrl).toMatch(/^http:\/\/pay\.test:9090\/cashier\/[\w-]+$/);

    const id = deposit.body.value.depositId as string;
    expect((await request(app).post(`/__dev/deposits/${id}/expire`)).body.value).toBe('EXPIRED');
    const again = await request(app)
      .post(`/__dev/deposits/${id}/settle`)
      .send({ outcome: 'ARRIVED' });
    expect(again.body.message).toBe('deposit_expired');
    expect(store.wallet.balanceMinor(member.id)).toBe(before);
    expect((await request(app).get('/__dev/funds')).body.value.deposits).toEqual([]);
  });

  it('settle a deposit, refusing a second decision', async () => {
    const store = new MockStore();
    const { app } = createApp({ store, dev: true });
    await request(app).post('/__dev/funds/settings').send({ depositAutoArriveSeconds: null });
    const { member, headers } = signedIn(store, 'player1');
    const before = store.wallet.balanceMinor(member.id);

    const deposit = await request(app)
      .post('/wps/relay/MCSFE_createDepositTask')
      .set(headers)
      .send({ amount: 200, bankType: 'BANK', vendorId: 101, requestId: 'd1' });
    const waiting = await request(app).get('/__dev/funds');
    expect(waiting.body.value.deposits).toHaveLength(1);

    const depositId = deposit.body.value.depositId as string;
    await request(app)
      .post(`/__dev/deposits/${depositId}/settle`)
      .send({ outcome: 'ARRIVED' })
      .expect(200);
    const again = await request(app)
      .post(`/__dev/deposits/${depositId}/settle`)
      .send({ outcome: 'ARRIVED' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('deposit_already_settled');
    expect(store.wallet.balanceMinor(member.id)).toBe(before + 200_00);
  });

  it('fail a deposit with the provider’s reason, which the member is pushed', async () => {
    const store = new MockStore();
    const { app } = createApp({ store, dev: true });
    store.deposits.settings.autoArriveSeconds = null;
    const { member, headers } = signedIn(store, 'player1');
    const pushed: unknown[] = [];
    store.push.subscribe((d) => pushed.push(d.body));
    const deposit = await request(app)
      .post('/wps/relay/MCSFE_createDepositTask')
      .set(headers)
      .send({ amount: 200, bankType: 'BANK', vendorId: 101, requestId: 'd1' });
    await request(app)
      .post(`/__dev/deposits/${deposit.body.value.depositId as string}/settle`)
      .send({ outcome: 'FAILED', reason: 'Card declined' })
      .expect(200);
    expect(store.deposits.of(member.id)[0]?.state).toBe('FAILED');
    expect(pushed).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        data: expect.objectContaining({ amount: 200, success: false }),
        message: 'Card declined',
      }),
    ]);
  });

  it('settles contracts for a period', async () => {
    const store = new MockStore();
    const { app } = createApp({ store, dev: true });
    const res = await request(app).post('/__dev/contracts/settle').send({
      type: 'DIVIDEND',
      periodStart: '2026-11-01T00:00:00Z',
      periodEnd: '2026-11-08T00:00:00Z',
    });
    expect(res.body).toEqual({
      success: true,
      message: '',
      value: {
        periodStart: '2026-11-01T00:00:00.000Z',
        periodEnd: '2026-11-08T00:00:00.000Z',
        records: [],
      },
    });
    const bad = await request(app).post('/__dev/contracts/settle').send({ type: 'BONUS' });
    expect(bad.status).toBe(400);
  });
});
