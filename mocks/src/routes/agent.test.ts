import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { GameCategory } from '../state/seed/games.js';
import { MockStore } from '../state/store.js';
import { sendEncrypted } from '../test-support/platformClient.js';

const DAY = 24 * 60 * 60 * 1000;
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
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
  sendEncrypted(app, 'post', '/wps/agent/downline', body, headersOf(account).Authorization);

describe('member records (on the platform paths, see records.test.ts)', () => {
  it('list only the member’s own bets in the period, with totals', async () => {
    bet('player1', 10_00, 25_00);
    bet('player1', 5_00, 0, 'LIVE');
    bet('player1', 7_00, 0, 'RNG', clock - 40 * DAY);
    bet('player2', 99_00, 0);
    const res = await get('player1', '/wps/relay/ODSFE2_getBettingRecords');
    expect(res.body.value.total).toBe(2);
    expect(res.body.value).toMatchObject({ totalHands: 2, validBetting: 15, netProfit: 10 });
    expect(res.body.value.list[0]).toMatchObject({
      gameCategory: 'LIVE',
      betAmount: 5,
      profitAndLoss: -5,
    });

    const slots = await get('player1', '/wps/relay/ODSFE2_getBettingRecords', {
      gameCategory: 'RNG',
    });
    expect(slots.body.value.list).toHaveLength(1);
  });

  it('list wallet movements with the balance after each, filtered by code type', async () => {
    const res = await get('player1', '/wps/relay/ODSFE2_MemTransDet', {
      startTime: String(clock - 100 * DAY),
      codeTypes: 'DEPOSIT',
    });
    expect(res.body.value.list[0]).toMatchObject({
      codeType: 'DEPOSIT',
      amount: 1000,
      balanceAfter: 1000,
    });
  });
});

describe('agent centre', () => {
  it('refuses members who are not agents', async () => {
    const res = await get('player1', '/wps/relay/ODSFE2_getTeamOverviewSum');
    expect(res.body).toMatchObject({ success: false, message: 'error_not_agent' });
  });

  it('sums the team’s real play and money in the overview', async () => {
    bet('player1', 10_00, 0);
    bet('player2', 30_00, 12_00);
    const res = await get('agent1', '/wps/relay/ODSFE2_getTeamOverviewSum');
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
    const list = await get('agent1', '/wps/relay/ODSFE2_getSubordinatev2');
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
    const res = await get('agent1', '/wps/relay/ODSFE2_getTeamPNLV3');
    const accounts = res.body.value.list.map((r: { account: string }) => r.account);
    expect(accounts.indexOf('player1')).toBeLessThan(accounts.indexOf('player2'));
    expect(res.body.value.totals).toMatchObject({ stake: 20, win: 30, profit: 10 });
  });
});
