import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { Scheduler } from '../state/funds.js';
import { MockStore } from '../state/store.js';

/** Timers fired by the test, never by the wall clock. */
class ManualScheduler implements Scheduler {
  private timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  elapsed = 0;
  after(ms: number, run: () => void) {
    const timer = { at: this.elapsed + ms, run, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }
  advance(ms: number) {
    this.elapsed += ms;
    const due = this.timers.filter((t) => !t.cancelled && t.at <= this.elapsed);
    this.timers = this.timers.filter((t) => !due.includes(t));
    for (const t of due) t.run();
  }
}

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let events: { memberId: string; event: string; payload: unknown }[];
let scheduler: ManualScheduler;

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
  scheduler = new ManualScheduler();
  store.funds.scheduler = scheduler;
  ({ app } = createApp({ store }));
});

describe('deposits', () => {
  it('credit the wallet once when they arrive, and tell the member', async () => {
    const { member, headers } = as('player1');
    const before = balanceOf('player1');
    const res = await request(app)
      .post('/wps/relay/GCS_requestDeposit')
      .set(headers)
      .send({ amount: 150.5, channel: 'BANK', requestId: 'r-1' });
    expect(res.body).toMatchObject({ success: true, value: { status: 'PENDING', amount: 150.5 } });
    expect(balanceOf('player1')).toBe(before);

    scheduler.advance(30_000);
    expect(balanceOf('player1')).toBe(before + 150_50);
    expect(events).toContainEqual({
      memberId: member.id,
      event: 'deposit:arrived',
      payload: {
        depositId: res.body.value.depositId,
        amount: 150.5,
        balance: (before + 150_50) / 100,
      },
    });
    expect(() => store.funds.settleDeposit(res.body.value.depositId, 'ARRIVED')).toThrow(
      'deposit_already_settled',
    );

    const list = await request(app).get('/wps/relay/GCS_getDepositList').set(headers);
    expect(list.body.value.list[0]).toMatchObject({ status: 'ARRIVED', amount: 150.5 });
  });

  it('refuse an unknown channel, an amount outside the channel limits and a repeated request', async () => {
    const { headers } = as('player1');
    const send = (body: object) =>
      request(app).post('/wps/relay/GCS_requestDeposit').set(headers).send(body);
    expect((await send({ amount: 100, channel: 'CASH', requestId: 'a' })).body.message).toBe(
      'deposit_channel_invalid',
    );
    expect((await send({ amount: 1, channel: 'BANK', requestId: 'b' })).body.message).toBe(
      'amount_out_of_range',
    );
    expect((await send({ amount: 100.001, channel: 'BANK', requestId: 'c' })).body.message).toBe(
      'amount_invalid',
    );
    expect((await send({ amount: 100, channel: 'BANK', requestId: 'd' })).body.success).toBe(true);
    expect((await send({ amount: 100, channel: 'BANK', requestId: 'd' })).body.message).toBe(
      'duplicate_reference',
    );
  });

  it('need a signed-in member', async () => {
    const res = await request(app)
      .post('/wps/relay/GCS_requestDeposit')
      .set({ Merchant: 'PH01' })
      .send({ amount: 100, channel: 'BANK', requestId: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('please_login_first');
  });
});

describe('transfers', () => {
  const transfer = (headers: Record<string, string>, body: object) =>
    request(app).post('/wps/relay/GCS_walletTransfer').set(headers).send(body);

  it('move money to a downline once, whatever the number of retries', async () => {
    const { headers } = as('agent1');
    const [agentBefore, playerBefore] = [balanceOf('agent1'), balanceOf('player2')];
    const body = { toAccount: 'player2', amount: 25, requestId: 't-1' };
    expect((await transfer(headers, body)).body.value).toMatchObject({
      toAccount: 'player2',
      amount: 25,
      balance: (agentBefore - 25_00) / 100,
    });
    expect((await transfer(headers, body)).body.message).toBe('duplicate_reference');
    expect(balanceOf('agent1')).toBe(agentBefore - 25_00);
    expect(balanceOf('player2')).toBe(playerBefore + 25_00);
  });

  it('go up to the direct upline but never sideways', async () => {
    const { headers } = as('player1');
    expect(
      (await transfer(headers, { toAccount: 'agent1', amount: 1, requestId: 'u' })).body.success,
    ).toBe(true);
    expect(
      (await transfer(headers, { toAccount: 'player2', amount: 1, requestId: 's' })).body.message,
    ).toBe('transfer_target_not_allowed');
    const targets = await request(app).get('/wps/relay/MCSFE_getTransferTargets').set(headers);
    expect(targets.body.value).toMatchObject({ upline: { account: 'agent1' }, downlines: [] });
  });

  it('refuse more than the balance, leaving both wallets untouched', async () => {
    const { headers } = as('player2');
    const before = balanceOf('player2');
    const res = await transfer(headers, {
      toAccount: 'agent1',
      amount: before / 100 + 1,
      requestId: 'big',
    });
    expect(res.body.message).toBe('insufficient_balance');
    expect(balanceOf('player2')).toBe(before);
  });
});
