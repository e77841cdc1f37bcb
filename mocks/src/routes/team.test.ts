import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { MERCHANT, sendEncrypted } from '../test-support/platformClient.js';

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock, scenario: 'team' });
  ({ app } = createApp({ store }));
});

function member(account: string) {
  const m = store.accounts.byAccount(account);
  if (!m) throw new Error(`no member ${account}`);
  return m;
}
const tokenOf = (account: string) =>
  store.sessions.createWithToken(member(account).id, `token-${account}`);
const get = (account: string, path: string, query: Record<string, string> = {}) =>
  request(app)
    .get(path)
    .query(query)
    .set({ ...MERCHANT, Authorization: tokenOf(account) });
const put = (account: string, path: string, body: object) =>
  request(app)
    .put(path)
    .set({ ...MERCHANT, Authorization: tokenOf(account) })
    .send(body);
const post = (account: string, path: string, body: object) =>
  request(app)
    .post(path)
    .set({ ...MERCHANT, Authorization: tokenOf(account) })
    .send(body);
const balance = (account: string) => store.wallet.balanceMinor(member(account).id);

describe('opening a downline account', () => {
  const open = (body: Record<string, unknown>) =>
    sendEncrypted(app, 'post', '/wps/agent/downline', body, tokenOf('agent1'));

  it('opens it under the agent with rebates within the quota; it must change its password', async () => {
    const quota = await get('agent1', '/wps/relay/MCSFE_getAgentQuotaGroupByProduct');
    expect(quota.body.value.list).toContainEqual({ product: 'LOTT', quota: 8 });
    const res = await open({
      username: 'newdown1',
      password: 'Secret123',
      accountType: 'AGENT',
      rebates: { LOTT: 7.5 },
    });
    expect(res.body).toMatchObject({
      success: true,
      value: { account: 'newdown1', isAgent: true },
    });
    expect(res.body.value.rebates.LOTT).toBe(7.5);
    expect(member('newdown1')).toMatchObject({
      uplineId: member('agent1').id,
      passwordExpired: true,
    });
    const check = await request(app)
      .get('/wps/check/username')
      .query({ username: 'NEWDOWN1' })
      .set(MERCHANT);
    expect(check.body.value).toEqual({ available: false });
  });

  it.each([
    [{ username: '1bad' }, 'username_format_error'],
    [{ password: 'short' }, 'password_format_error'],
    [{ username: 'player1' }, 'username_exists'],
    [{ rebates: { LOTT: 8.1 } }, 'rebate_above_quota'],
  ])('refuses %o with %s and opens nothing', async (extra, message) => {
    const res = await open({ username: 'newdown2', password: 'Secret123', ...extra });
    expect(res.body).toMatchObject({ success: false, message });
    expect(store.accounts.byAccount('newdown2')).toBeUndefined();
  });

  it('is for agents only', async () => {
    const res = await sendEncrypted(app, 'post', '/wps/agent/downline', {}, tokenOf('player1'));
    expect(res.body).toMatchObject({ success: false, message: 'error_not_agent' });
  });
});

describe('affiliate links', () => {
  it('register accounts under the agent, as the link says, and list who came through', async () => {
    const made = await post('agent1', '/wps/relay/MCSFE_createAffiliateUrl', {
      accountType: 'AGENT',
      rebates: { RNG: 0.5 },
    });
    const { code, affiUrlId } = made.body.value;
    expect(code).toMatch(/^L[0-9A-F]{8}$/);
    const reg = await sendEncrypted(app, 'put', '/wps/member/register', {
      username: 'vialink1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
      affiliateCode: code,
    });
    expect(reg.body.success).toBe(true);
    expect(member('vialink1')).toMatchObject({ uplineId: member('agent1').id, type: 2 });
    const who = await get('agent1', '/wps/relay/MCSFE_viewRegisteredAffiliates', { affiUrlId });
    expect(who.body.value.list).toEqual([
      { account: 'vialink1', registeredAt: expect.any(String) },
    ]);
    const list = await get('agent1', '/wps/relay/MCSFE_viewAffiliateUrls');
    expect(list.body.value.list[0]).toMatchObject({ affiUrlId, registeredCount: 1 });

    await post('agent1', '/wps/relay/MCSFE_deleteAffiliateUrl', { affiUrlId });
    expect((await get('agent1', '/wps/relay/MCSFE_viewAffiliateUrls')).body.value.list).toEqual([]);
    // Another agent cannot see or delete the agent's links.
    const again = await post('agent1', '/wps/relay/MCSFE_createAffiliateUrl', {});
    const other = await post('team_sa1', '/wps/relay/MCSFE_deleteAffiliateUrl', {
      affiUrlId: again.body.value.affiUrlId,
    });
    expect(other.body).toMatchObject({ success: false, message: 'affiliate_url_not_found' });
  });
});

describe('the downline tree', () => {
  it('drills down level by level with the path from the agent', async () => {
    const top = await get('agent1', '/wps/relay/ODSFE2_getSubordinatev2');
    expect(top.body.value.path).toEqual(['agent1']);
    const sa1 = top.body.value.list.find((r: { account: string }) => r.account === 'team_sa1');
    expect(sa1).toMatchObject({ isAgent: true, directCount: 3, teamSize: 4 });
    const level2 = await get('agent1', '/wps/relay/ODSFE2_getSubordinatev2', {
      parent: 'team_sa2',
    });
    expect(level2.body.value.path).toEqual(['agent1', 'team_sa1', 'team_sa2']);
    expect(level2.body.value.list.map((r: { account: string }) => r.account)).toEqual(['team_m21']);
    const found = await get('agent1', '/wps/relay/ODSFE2_getSubordinatev2', { account: 'M2' });
    expect(found.body.value.list[0]).toMatchObject({
      account: 'team_m21',
      path: ['agent1', 'team_sa1', 'team_sa2', 'team_m21'],
    });
  });

  it('never shows outside the agent’s own tree', async () => {
    const res = await get('team_sa1', '/wps/relay/ODSFE2_getSubordinatev2', { parent: 'player1' });
    expect(res.body).toMatchObject({ success: false, message: 'downline_not_found' });
  });
});

describe('money between an agent and a downline', () => {
  const collect = (body: Record<string, unknown>) =>
    sendEncrypted(
      app,
      'post',
      '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
      {
        username: 'team_sa1',
        transferAmount: 12.5,
        password: 'Agent123',
        requestId: 'req-00000001',
        ...body,
      },
      tokenOf('agent1'),
    );

  it('collects from a direct downline: both balances move once, however often it is sent', async () => {
    const [agentBefore, downBefore] = [balance('agent1'), balance('team_sa1')];
    const first = await collect({});
    expect(first.body.value).toEqual({
      balance: (agentBefore + 12_50) / 100,
      downlineBalance: (downBefore - 12_50) / 100,
    });
    const repeat = await collect({});
    expect(repeat.body).toMatchObject({ success: false, message: 'duplicate_reference' });
    expect([balance('agent1'), balance('team_sa1')]).toEqual([
      agentBefore + 12_50,
      downBefore - 12_50,
    ]);
  });

  it('refuses more than the downline holds, and anyone below the direct level', async () => {
    const tooMuch = await collect({ transferAmount: 1_000_000 });
    expect(tooMuch.body).toMatchObject({ success: false, message: 'insufficient_balance' });
    const deep = await collect({ username: 'team_m21' });
    expect(deep.body).toMatchObject({ success: false, message: 'downline_not_direct' });
  });

  it('checks the agent’s password and locks after five wrong ones', async () => {
    const before = balance('agent1');
    for (let i = 0; i < 5; i += 1) {
      const res = await collect({ password: 'Wrong1234', requestId: `req-wrong-${i}` });
      expect(res.body.message).toBe('password_error');
    }
    const locked = await collect({ requestId: 'req-after-lock' });
    expect(locked.body).toMatchObject({ success: false, message: 'password_attempts_exceeded' });
    expect(balance('agent1')).toBe(before);
    clock += 16 * 60 * 1000;
    expect((await collect({ requestId: 'req-later-1' })).body.success).toBe(true);
  });
});

describe('promotion and rebates', () => {
  it('promotes a direct member to agent, once', async () => {
    const res = await put('agent1', '/wps/agent/promoteDownlineToAgent', { account: 'player2' });
    expect(res.body.value).toMatchObject({ account: 'player2', isAgent: true });
    const again = await put('agent1', '/wps/agent/promoteDownlineToAgent', { account: 'player2' });
    expect(again.body.message).toBe('downline_already_agent');
    const deep = await put('agent1', '/wps/agent/promoteDownlineToAgent', { account: 'team_m21' });
    expect(deep.body.message).toBe('downline_not_direct');
  });

  it('updates a direct downline’s rebates within the agent’s own and above what it gave', async () => {
    const ok = await put('agent1', '/wps/agent/updateDownlineRebates', {
      account: 'team_sa1',
      rebates: { LOTT: 7 },
    });
    expect(ok.body.value.rebates.LOTT).toBe(7);
    const above = await put('agent1', '/wps/agent/updateDownlineRebates', {
      account: 'team_sa1',
      rebates: { LOTT: 9 },
    });
    expect(above.body.message).toBe('rebate_above_quota');
    // team_sa1 gave team_sa2 4% on lotteries.
    const below = await put('agent1', '/wps/agent/updateDownlineRebates', {
      account: 'team_sa1',
      rebates: { LOTT: 3 },
    });
    expect(below.body.message).toBe('rebate_below_downline');
  });
});

describe('team overview and reports', () => {
  const week = { startTime: '2026-11-05T17:00:00.000Z', endTime: '2026-11-19T17:00:00.000Z' };

  it('overview figures equal the sum of the daily list', async () => {
    const sum = (await get('agent1', '/wps/relay/ODSFE2_getTeamOverviewSum', week)).body.value;
    const days = (await get('agent1', '/wps/relay/ODSFE2_getTeamOverviewDailyList', week)).body
      .value.list as { stake: number; win: number; date: string }[];
    expect(days).toHaveLength(14);
    expect(sum.teamSize).toBe(8);
    expect(sum.stake).toBeGreaterThan(0);
    expect(days.reduce((t, d) => t + Math.round(d.stake * 100), 0)).toBe(
      Math.round(sum.stake * 100),
    );
    expect(days.reduce((t, d) => t + Math.round(d.win * 100), 0)).toBe(Math.round(sum.win * 100));
  });

  it('team P/L totals equal the sum of every row, and the detail of one member adds up', async () => {
    const pl = (await get('agent1', '/wps/relay/ODSFE2_getTeamPNLV3', { ...week, pageSize: '100' }))
      .body.value;
    const rows = pl.list as { account: string; stake: number; profit: number }[];
    expect(rows.length).toBeGreaterThan(3);
    const cents = (v: number) => Math.round(v * 100);
    expect(rows.reduce((t, r) => t + cents(r.stake), 0)).toBe(cents(pl.totals.stake));
    expect(rows.reduce((t, r) => t + cents(r.profit), 0)).toBe(cents(pl.totals.profit));
    const one = rows[0]!;
    const detail = (
      await get('agent1', '/wps/relay/ODSFE2_getTeamPNLV2Detail', { ...week, account: one.account })
    ).body.value;
    expect(cents(detail.totals.stake)).toBe(cents(one.stake));
    const team = (await get('agent1', '/wps/relay/ODSFE2_getTeamBettingRecords', week)).body.value;
    expect(cents(team.totals.stake)).toBe(cents(pl.totals.stake));
  });

  it('filters the team’s account movements by member, with totals', async () => {
    const res = await get('agent1', '/wps/report/downlineTransaction', { account: 'team_m11' });
    const rows = res.body.value.list as { account: string; amount: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.account))).toEqual(new Set(['team_m11']));
    expect(res.body.value.totals.net).toBe(
      rows.reduce((t, r) => t + Math.round(r.amount * 100), 0) / 100,
    );
  });
});
