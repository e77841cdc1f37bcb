import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { sendEncrypted } from '../test-support/platformClient.js';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const GIF = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let events: { memberId: string; event: string; payload: unknown }[];

function as(account: string) {
  const member = store.accounts.byAccount(account);
  if (!member) throw new Error(`no seed member ${account}`);
  const token = store.sessions.createWithToken(member.id, `token-${account}`);
  return { member, headers: { Merchant: 'PH01', Authorization: token } };
}

function balanceOf(account: string): number {
  return store.wallet.balanceMinor(store.accounts.byAccount(account)!.id);
}

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
  events = [];
  store.events.subscribe(({ memberId, event, payload }) => {
    if (event !== 'balance:changed') events.push({ memberId, event, payload });
  });
  ({ app } = createApp({ store }));
});

describe('withdrawals', () => {
  async function withdraw(
    headers: Record<string, string>,
    amount: number,
    requestId: string,
    password = 'Player123',
  ) {
    return sendEncrypted(
      app,
      'post',
      '/wps/relay/passwordCheck/GCS_requestWithdrawal',
      { amount, password, requestId },
      headers.Authorization,
    );
  }

  it('refuse a password sent in clear', async () => {
    const { headers } = as('player1');
    const res = await request(app)
      .post('/wps/relay/passwordCheck/GCS_requestWithdrawal')
      .set(headers)
      .send({ amount: 200, password: 'Player123', requestId: 'clear' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('request_param_err');
  });

  it('hold the funds, check the password and refuse more than the balance', async () => {
    const { headers } = as('player1');
    const before = balanceOf('player1');
    expect((await withdraw(headers, 200, 'w0', 'wrong')).body.message).toBe(
      'payment_password_error',
    );
    expect((await withdraw(headers, before / 100 + 100, 'w1')).body.message).toBe(
      'insufficient_balance',
    );
    const res = await withdraw(headers, 200, 'w2');
    expect(res.body.value).toMatchObject({
      status: 'PENDING',
      amount: 200,
      balance: before / 100 - 200,
    });
    expect(balanceOf('player1')).toBe(before - 200_00);
  });

  it('give the held funds back once when rejected', async () => {
    const { member, headers } = as('player1');
    const before = balanceOf('player1');
    const id = (await withdraw(headers, 300, 'w3')).body.value.withdrawalId;
    store.funds.rejectWithdrawal(id, 'bank details do not match');
    expect(balanceOf('player1')).toBe(before);
    expect(() => store.funds.rejectWithdrawal(id, 'again')).toThrow('withdrawal_already_processed');
    expect(events.map((e) => e.event)).toContain('withdrawal:rejected');
    expect(events.find((e) => e.event === 'withdrawal:rejected')?.memberId).toBe(member.id);
  });

  it('ask for receipt once approved, and count silence as received after the configured minutes', async () => {
    const { headers } = as('player1');
    store.funds.settings.autoReceiveMinutes = 10;
    const id = (await withdraw(headers, 200, 'w4')).body.value.withdrawalId;
    store.funds.approveWithdrawal(id);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['withdrawal:approved', 'withdrawal:confirmation-request']),
    );
    let list = await request(app).get('/wps/relay/MCSFE_getPaymentConfirmationList').set(headers);
    expect(list.body.value).toMatchObject({
      autoReceiveMinutes: 10,
      list: [{ withdrawalId: id, status: 'AWAITING_CONFIRMATION' }],
    });

    clock += 10 * 60_000;
    list = await request(app).get('/wps/relay/MCSFE_getPaymentConfirmationList').set(headers);
    expect(list.body.value.list).toEqual([]);
    const all = await request(app).get('/wps/relay/GCS_getWithdrawalList').set(headers);
    expect(all.body.value.list[0]).toMatchObject({ status: 'COMPLETED', receipt: 'AUTO' });
  });

  it('open a dispute only with 1 to 3 png or jpg proofs, then allow a forced receipt', async () => {
    const { headers } = as('player1');
    const id = (await withdraw(headers, 200, 'w5')).body.value.withdrawalId;
    store.funds.approveWithdrawal(id);
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

  it('accepts a proof up to 5 MB and refuses a larger one', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const { headers } = as('player1');
    const id = (await withdraw(headers, 200, 'w6')).body.value.withdrawalId;
    store.funds.approveWithdrawal(id);
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
    const { headers } = as('player1');
    for (const r of ['a1', 'a2']) {
      store.funds.approveWithdrawal((await withdraw(headers, 100, r)).body.value.withdrawalId);
    }
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
