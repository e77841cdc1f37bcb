import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { GameCategory } from '../state/seed/games.js';
import { MockStore } from '../state/store.js';
import { sendEncrypted } from '../test-support/platformClient.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let events: { memberId: string; event: string }[];

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
  events = [];
  store.events.subscribe(({ memberId, event }) => events.push({ memberId, event }));
  ({ app } = createApp({ store }));
});

function member(account: string) {
  const m = store.accounts.byAccount(account);
  if (!m) throw new Error(`no seed member ${account}`);
  return m;
}

function headersOf(account: string) {
  const token = store.sessions.createWithToken(member(account).id, `token-${account}`);
  return { Merchant: 'PH01', Authorization: token };
}

let betNumber = 0;
function bet(
  account: string,
  stake: number,
  win: number,
  gameType: GameCategory = 'RNG',
  at = clock - 1000,
) {
  const m = member(account);
  betNumber += 1;
  store.bets.record({
    memberId: m.id,
    account: m.account,
    nodeId: 1,
    gameCode: 'demo',
    gameName: 'Demo Slot',
    vassalage: 'PT',
    gameType,
    stake,
    win,
    reference: `bet:test:${betNumber}`,
    placedAt: at,
  });
}

const get = (account: string, path: string, query: Record<string, string> = {}) =>
  request(app).get(path).query(query).set(headersOf(account));
/** Downline registration carries a password, so it is encrypted like the platform's. */
const register = (account: string, body: Record<string, unknown>) =>
  sendEncrypted(
    app,
    'post',
    '/wps/relay/MCSFE_registerDownline',
    body,
    headersOf(account).Authorization,
  );
const post = (account: string, path: string, body: object) =>
  request(app).post(path).set(headersOf(account)).send(body);

describe('member records', () => {
  it('list only the member’s own bets in the period, with totals', async () => {
    bet('player1', 10_00, 25_00);
    bet('player1', 5_00, 0, 'LIVE');
    bet('player1', 7_00, 0, 'RNG', clock - 40 * DAY);
    bet('player2', 99_00, 0);
    const res = await get('player1', '/wps/relay/ODSFE2_getBettingRecords');
    expect(res.body.value.total).toBe(2);
    expect(res.body.value.totals).toEqual({ betCount: 2, stake: 15, win: 25, profit: 10 });
    expect(res.body.value.list[0]).toMatchObject({ gameType: 'LIVE', stake: 5, profit: -5 });

    const live = await get('player1', '/wps/relay/ODSFE2_getBettingRecords', { gameType: 'RNG' });
    expect(live.body.value.list).toHaveLength(1);
  });

  it('show profit and loss by category next to deposits, withdrawals and bonuses', async () => {
    bet('player1', 10_00, 4_00);
    bet('player1', 20_00, 50_00, 'LIVE');
    const res = await get('player1', '/wps/relay/ODSFE2_getPersonalProfitLoss', {
      startTime: new Date(clock - 100 * DAY).toISOString(),
    });
    expect(res.body.value.byCategory).toEqual([
      { gameType: 'LIVE', betCount: 1, stake: 20, win: 50, profit: 30 },
      { gameType: 'RNG', betCount: 1, stake: 10, win: 4, profit: -6 },
    ]);
    expect(res.body.value.totals.profit).toBe(24);
    expect(res.body.value.deposit).toBe(1000);
  });

  it('list wallet movements with the balance after each, filtered by kind', async () => {
    const res = await get('player1', '/wps/relay/ODSFE2_getTransactionHistory', {
      startTime: new Date(clock - 100 * DAY).toISOString(),
      kind: 'deposit',
    });
    expect(res.body.value.list[0]).toMatchObject({
      kind: 'deposit',
      amount: 1000,
      balanceAfter: 1000,
    });
  });
});

describe('agent centre', () => {
  it('refuses members who are not agents', async () => {
    const res = await get('player1', '/wps/relay/ODSFE2_getTeamOverview');
    expect(res.body).toMatchObject({ success: false, message: 'error_not_agent' });
  });

  it('sums the team’s real play and money in the overview', async () => {
    bet('player1', 10_00, 0);
    bet('player2', 30_00, 12_00);
    const res = await get('agent1', '/wps/relay/ODSFE2_getTeamOverview');
    expect(res.body.value).toMatchObject({
      teamSize: 3,
      directCount: 3,
      activeMembers: 2,
      betCount: 2,
      stake: 40,
      win: 12,
      profit: -28,
    });
  });

  it('registers a downline under the agent and lists it', async () => {
    const res = await register('agent1', {
      username: 'newbie1',
      password: 'Newbie123',
    });
    expect(res.body.value).toMatchObject({ account: 'newbie1', isAgent: false, balance: 0 });
    expect(member('newbie1').uplineId).toBe(member('agent1').id);
    expect(member('newbie1').passwordExpired).toBe(true);
    const again = await register('agent1', {
      username: 'NEWBIE1',
      password: 'Newbie123',
    });
    expect(again.body.message).toBe('username_exists');
    const weak = await register('agent1', {
      username: 'newbie2',
      password: 'short',
    });
    expect(weak.body.message).toBe('password_format_error');
    const list = await get('agent1', '/wps/relay/MCSFE_getDownlineList');
    expect(list.body.value.list.map((d: { account: string }) => d.account)).toContain('newbie1');
  });

  it('never shows a member outside the agent’s tree', async () => {
    const res = await get('agent1', '/wps/relay/ODSFE2_getTeamBettingRecords', {
      account: 'expired1',
    });
    expect(res.body.message).toBe('downline_not_found');
  });

  it('ranks the team by loss in the P&L statement', async () => {
    bet('player1', 10_00, 0);
    bet('player2', 10_00, 30_00);
    const res = await get('agent1', '/wps/relay/ODSFE2_getTeamProfitLoss');
    const accounts = res.body.value.list.map((r: { account: string }) => r.account);
    expect(accounts.indexOf('player1')).toBeLessThan(accounts.indexOf('player2'));
    expect(res.body.value.totals).toMatchObject({ stake: 20, win: 30, profit: 10 });
  });
});

describe('contracts', () => {
  async function offer(agent: string, downline: string, ratio: number, type = 'DIVIDEND') {
    return post(agent, '/wps/relay/MCS2_offerContract', { downline, type, ratio });
  }

  async function agreeTo(account: string, requestId: string) {
    return request(app)
      .get('/wps/relay/MCS2_processDividendReq')
      .query({ requestId, action: 'ACCEPT' })
      .set(headersOf(account));
  }

  it('are offered to a direct downline, announced, then shown as pending', async () => {
    const res = await offer('agent1', 'player1', 20);
    expect(res.body.value).toMatchObject({ kind: 'NEW', status: 'PENDING', member: 'player1' });
    expect(events).toContainEqual({
      memberId: member('player1').id,
      event: 'contract:request-new',
    });
    const pending = await get('player1', '/wps/member/info/funds/consolidated');
    expect(pending.body.value.divtypereq[0]).toMatchObject({ requestId: res.body.value.requestId });
    expect((await offer('agent1', 'player1', 10)).body.message).toBe('contract_request_pending');
    expect((await offer('agent1', 'expired1', 10)).body.message).toBe(
      'contract_not_direct_downline',
    );
  });

  it('end a downline contract whose ratio is above the member’s new one when agreed (spec §4)', async () => {
    const sub = await register('agent1', {
      username: 'subagent1',
      password: 'Sub12345',
      accountType: 'AGENT',
    });
    expect(sub.body.value.isAgent).toBe(true);
    await register('subagent1', {
      username: 'leaf1',
      password: 'Leaf12345',
    });
    // subagent1 (no contract above it yet) gives leaf1 30%.
    const first = await offer('subagent1', 'leaf1', 30);
    await agreeTo('leaf1', first.body.value.requestId);
    // agent1 then offers subagent1 only 20%: agreeing ends leaf1's 30% contract.
    const second = await offer('agent1', 'subagent1', 20);
    const agreed = await agreeTo('subagent1', second.body.value.requestId);
    expect(agreed.body.value.request.status).toBe('ACCEPTED');
    expect(agreed.body.value.endedDownlineContracts).toEqual([
      expect.objectContaining({ member: 'leaf1', endReason: 'RATIO_ABOVE_UPLINE' }),
    ]);
    const leaf = await get('leaf1', '/wps/relay/MCS2_getContracts');
    expect(leaf.body.value.held).toEqual([]);
    // And subagent1 can no longer give more than it holds.
    expect((await offer('subagent1', 'leaf1', 25)).body.message).toBe('contract_ratio_above_own');
  });

  it('accept the library spelling and refuse answering twice', async () => {
    const o = await offer('agent1', 'player1', 2, 'HOUR_SALARY');
    const path = '/wps/relay/MCSFE_processContractHourSalary';
    const body = { requestId: o.body.value.requestId, action: 'REJECT' };
    expect((await post('player1', path, body)).body.value.request.status).toBe('REJECTED');
    expect((await post('player1', path, body)).body.message).toBe('contract_request_processed');
  });

  it('end by termination request once the member agrees', async () => {
    const o = await offer('agent1', 'player1', 15);
    await agreeTo('player1', o.body.value.requestId);
    const contractId = (await get('player1', '/wps/relay/MCS2_getContracts')).body.value.held[0]
      .contractId;
    const t = await post('agent1', '/wps/relay/MCS2_terminateContract', { contractId });
    expect(t.body.value).toMatchObject({ kind: 'TERMINATION', status: 'PENDING' });
    expect(events).toContainEqual({
      memberId: member('player1').id,
      event: 'contract:request-termination',
    });
    await agreeTo('player1', t.body.value.requestId);
    expect((await get('player1', '/wps/relay/MCS2_getContracts')).body.value.held).toEqual([]);
  });

  it('settle each period once, paying the level difference', async () => {
    await register('agent1', {
      username: 'subagent2',
      password: 'Sub12345',
      accountType: 'AGENT',
    });
    await register('subagent2', {
      username: 'leaf2',
      password: 'Leaf12345',
    });
    const agree = async (account: string, requestId: string) =>
      request(app)
        .get('/wps/relay/MCS2_processDailySalContract')
        .query({ requestId, action: 'ACCEPT' })
        .set(headersOf(account));
    await agree(
      'subagent2',
      (await offer('agent1', 'subagent2', 3, 'DAILY_SALARY')).body.value.requestId,
    );
    await agree(
      'leaf2',
      (await offer('subagent2', 'leaf2', 1, 'DAILY_SALARY')).body.value.requestId,
    );
    bet('leaf2', 70_00, 0, 'RNG', clock - 1000); // before the contracts were agreed: ignored
    clock += 60 * 60 * 1000;
    store.wallet.post({
      memberId: member('leaf2').id,
      deltaMinor: 500_00,
      kind: 'deposit',
      reference: 'leaf2-cash',
    });
    bet('leaf2', 200_00, 50_00);
    const sub = member('subagent2').id;
    const leaf = member('leaf2').id;
    const [subBefore, leafBefore] = [
      store.wallet.balanceMinor(sub),
      store.wallet.balanceMinor(leaf),
    ];

    const period = { from: clock - DAY, to: clock };
    const records = store.contracts.settle('DAILY_SALARY', period);
    // leaf2 earns 1% of its 200.00; subagent2 earns 3% of its team's 200.00 minus leaf2's share.
    expect(records.map((r) => r.amountMinor).sort()).toEqual([2_00, 4_00]);
    expect(store.wallet.balanceMinor(leaf)).toBe(leafBefore + 2_00);
    expect(store.wallet.balanceMinor(sub)).toBe(subBefore + 4_00);
    expect(store.contracts.settle('DAILY_SALARY', period)).toEqual([]);
    expect(store.wallet.balanceMinor(sub)).toBe(subBefore + 4_00);

    const list = await get('subagent2', '/wps/relay/MCS2_getContractRecords', {
      type: 'DAILY_SALARY',
    });
    expect(list.body.value.list[0]).toMatchObject({ effectiveBets: 200, amount: 4, ratio: 3 });
    const income = await get('subagent2', '/wps/relay/ODSFE2_getAgentRevenueReport');
    expect(income.body.value).toMatchObject({ salary: 4, dividend: 0, totalIncome: 4 });
  });

  it('settle by themselves once their period has closed, on the store clock', async () => {
    const o = await offer('agent1', 'player1', 2, 'REALTIME_SALARY');
    await post('player1', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
      requestId: o.body.value.requestId,
      action: 'ACCEPT',
    });
    // 03:00:00 UTC is a 5-minute boundary: the bet falls in 03:00–03:05.
    clock += MINUTE;
    bet('player1', 50_00, 0, 'RNG', clock);
    expect(store.contracts.settleDue()).toEqual([]); // 03:00–03:05 has not closed yet
    clock += 5 * MINUTE;
    const [paid] = store.contracts.settleDue();
    expect(paid).toMatchObject({ type: 'REALTIME_SALARY', amountMinor: 1_00, status: 'PAID' });
    expect(store.contracts.settleDue()).toEqual([]);
  });
});
