import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/settleRound.js';
import { siteMidnight } from '../state/memberRecords.js';
import { MockStore } from '../state/store.js';

const DAY = 24 * 60 * 60 * 1000;
/** Noon in Bangkok on 2026-11-20. */
const NOON = siteMidnight('2026-11-20') + 12 * 60 * 60 * 1000;

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let headers: Record<string, string>;
let memberId: string;

function play(gameType: 'RNG' | 'LOTT' | 'LIVE', stake: number, win: number, ref: string) {
  const member = store.accounts.byId(memberId)!;
  const game = store.games.games.find((g) => g.gameType === gameType)!;
  return settleRound(store, { member, game, stake, win, reference: ref });
}

function get(path: string, query: Record<string, string | number>) {
  return request(app).get(path).set(headers).query(query);
}

beforeEach(() => {
  // The seed's own movements happen well before the days the tests look at.
  clock = NOON - 10 * DAY;
  store = new MockStore({ now: () => clock });
  clock = NOON;
  ({ app } = createApp({ store }));
  const member = store.accounts.byAccount('player1')!;
  memberId = member.id;
  headers = { Merchant: 'PH01', Authorization: store.sessions.createWithToken(member.id, 'tok-r') };
});

describe('member records', () => {
  it('lists settled bets with totals that are the sum of every row, lottery on its own call', async () => {
    clock = NOON - 2 * DAY;
    store.wallet.post({ memberId, deltaMinor: 500_00, kind: 'deposit', reference: 'd1' });
    play('RNG', 10_00, 25_00, 'r1');
    clock = NOON;
    play('LOTT', 5_00, 0, 'r2');
    play('LIVE', 20_00, 30_00, 'r3');

    const all = await get('/wps/relay/ODSFE2_getBettingRecords', { page: 1, size: 2 });
    expect(all.body.value.total).toBe(3);
    expect(all.body.value.list).toHaveLength(2);
    expect(all.body.value.list[0]).toMatchObject({
      betAmount: 20,
      validBetAmount: 20,
      winAmount: 30,
      profitAndLoss: 10,
      status: 'SETTLED',
      betTimeInTimestamp: NOON,
    });
    expect(all.body.value).toMatchObject({ totalHands: 3, validBetting: 35, netProfit: 20 });

    const lottery = await get('/wps/relay/ODSFE2_lottMemBet', {});
    expect(lottery.body.value.list.map((b: { gameCategory: string }) => b.gameCategory)).toEqual([
      'LOTT',
    ]);

    const today = await get('/wps/relay/ODSFE2_getBettingRecords', {
      startTime: siteMidnight('2026-11-20'),
      endTime: siteMidnight('2026-11-21'),
    });
    expect(today.body.value.totalHands).toBe(2);
    const open = await get('/wps/relay/ODSFE2_getBettingRecords', { status: 'UNSETTLED' });
    expect(open.body.value.list).toEqual([]);

    const orderNo = lottery.body.value.list[0].orderNo;
    const detail = await get('/wps/relay/ODSFE2_lottBetRecordsDetail', { orderNo });
    expect(detail.body.value).toMatchObject({ orderNo, betAmount: 5, winAmount: 0 });
    const missing = await get('/wps/relay/ODSFE2_lottBetRecordsDetail', { orderNo: 'nope' });
    expect(missing.body).toMatchObject({ success: false, message: 'record_not_found' });
  });

  it('answers movements by code type with the balance after each; no code type is the points history', async () => {
    store.wallet.post({ memberId, deltaMinor: 100_00, kind: 'deposit', reference: 'd1' });
    play('RNG', 10_00, 0, 'r1');
    store.wallet.post({ memberId, deltaMinor: 3_50, kind: 'rebate', reference: 'b1' });

    const all = await get('/wps/relay/ODSFE2_MemTransDet', { codeTypes: 'ALL' });
    const rows = all.body.value.list as { amount: number; balanceAfter: number; kind: string }[];
    const seed = store.wallet.entries(memberId).length - 3;
    expect(all.body.value.total).toBe(seed + 3);
    expect(rows.slice(0, 3).map((r) => [r.kind, r.amount])).toEqual([
      ['rebate', 3.5],
      ['bet', -10],
      ['deposit', 100],
    ]);
    expect(rows[0]!.balanceAfter).toBe(store.wallet.balanceMinor(memberId) / 100);

    const bonus = await get('/wps/relay/ODSFE2_MemTransDet', { codeTypes: 'BONUS,DEPOSIT' });
    expect(bonus.body.value.list.map((r: { codeType: string }) => r.codeType)).not.toContain('BET');
    const bad = await get('/wps/relay/ODSFE2_MemTransDet', { codeTypes: 'BET,NOPE' });
    expect(bad.body.message).toBe('request_param_err');

    const points = await get('/wps/relay/ODSFE2_MemTransDet', { pageNo: 1, pageSize: 20 });
    expect(points.body.value.list[0]).toHaveProperty('change');
    expect(points.body.value.list[0]).not.toHaveProperty('codeType');
  });

  it('profit and loss equals the balance change minus deposits plus withdrawals, day by day', async () => {
    clock = NOON - DAY;
    store.wallet.post({ memberId, deltaMinor: 200_00, kind: 'deposit', reference: 'd1' });
    play('RNG', 10_00, 40_00, 'r1');
    store.wallet.post({ memberId, deltaMinor: 5_00, kind: 'reward', reference: 'b1' });
    clock = NOON;
    play('LIVE', 50_00, 0, 'r2');
    store.wallet.post({ memberId, deltaMinor: -30_00, kind: 'withdrawal', reference: 'w1' });
    store.wallet.post({ memberId, deltaMinor: 2_00, kind: 'salary', reference: 'b2' });

    const res = await get('/wps/relay/ODSFE2_MemPNL', {
      startDate: '2026-11-19',
      endDate: '2026-11-20',
    });
    const v = res.body.value;
    expect(v).toMatchObject({
      betAmount: 60,
      winAmount: 40,
      netProfit: -20,
      promotion: 5,
      dailySalary: 2,
      depositAmount: 200,
      withdrawAmount: 30,
    });
    expect(v.profitAndLoss).toBeCloseTo(v.balanceEnd - v.balanceStart - 200 + 30, 6);
    expect(v.profitAndLoss).toBeCloseTo(-13, 6);
    expect(v.days).toEqual([
      { date: '2026-11-19', betAmount: 10, winAmount: 40, profitAndLoss: 35 },
      { date: '2026-11-20', betAmount: 50, winAmount: 0, profitAndLoss: -48 },
    ]);

    const det = await get('/wps/relay/ODSFE2_MemPNLDet', {
      startDate: '2026-11-19',
      endDate: '2026-11-20',
    });
    expect(det.body.value.list).toEqual([
      expect.objectContaining({ gameCategory: 'LIVE', betAmount: 50, profitAndLoss: -50 }),
      expect.objectContaining({ gameCategory: 'RNG', betAmount: 10, profitAndLoss: 30 }),
    ]);
    const reversed = await get('/wps/relay/ODSFE2_MemPNL', {
      startDate: '2026-11-20',
      endDate: '2026-11-19',
    });
    expect(reversed.body.message).toBe('request_param_err');
  });

  it('lists bonuses by category with totals from the ledger', async () => {
    store.wallet.post({ memberId, deltaMinor: 1_25, kind: 'rebate', reference: 'b1' });
    store.wallet.post({ memberId, deltaMinor: 8_00, kind: 'red_envelope', reference: 'b2' });
    store.wallet.post({ memberId, deltaMinor: 2_00, kind: 'rebate', reference: 'b3' });
    store.wallet.post({ memberId, deltaMinor: 9_00, kind: 'deposit', reference: 'd1' });

    const res = await get('/wps/relay/ODSFE2_getBonusDetails', { category: 'REBATE' });
    expect(res.body.value.list.map((r: { amount: number }) => r.amount)).toEqual([2, 1.25]);
    expect(res.body.value.totalAmount).toBe(3.25);
    const totals = Object.fromEntries(
      res.body.value.totals.map((t: { category: string; amount: number }) => [
        t.category,
        t.amount,
      ]),
    );
    expect(totals).toMatchObject({ REBATE: 3.25, RED_ENVELOPE: 8, SALARY: 0 });
  });

  it('refuses without a token', async () => {
    const res = await request(app)
      .get('/wps/relay/ODSFE2_MemPNL')
      .set({ Merchant: 'PH01' })
      .query({ startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(res.status).toBe(401);
  });
});
