import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { sendEncrypted } from '../test-support/platformClient.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
/** Everything pushed: contract requests are not among the platform's push messages. */
let pushed: unknown[];

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
  pushed = [];
  store.push.subscribe((d) => pushed.push(d));
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
  gameType = 'RNG' as const,
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
const post = (account: string, path: string, body: object) =>
  request(app).post(path).set(headersOf(account)).send(body);

const OFFER: Record<string, string> = {
  DIVIDEND: '/wps/relay/MCSFE_applyContractualDividend',
  DAILY_SALARY: '/wps/relay/MCSFE_applyContractDailySalary',
  HOUR_SALARY: '/wps/relay/MCSFE_applyContractHourSalary',
  REALTIME_SALARY: '/wps/relay/MCSFE_assignRealTimeSalaryContract',
};
const INFO = {
  DIVIDEND: '/wps/relay/MCSFE_getContractDividendInfo',
  DAILY_SALARY: '/wps/relay/MCSFE_getContractDailySalInfo',
};

async function offer(agent: string, downline: string, ratio: number, type = 'DIVIDEND') {
  return post(agent, OFFER[type] ?? '', { downline, ratio });
}

describe('contracts', () => {
  async function agreeTo(account: string, requestId: string) {
    return request(app)
      .get('/wps/relay/MCS2_processDividendReq')
      .query({ requestId, action: 'ACCEPT' })
      .set(headersOf(account));
  }

  it('are offered to a direct downline, then shown as pending when it reads them', async () => {
    const res = await offer('agent1', 'player1', 20);
    expect(res.body.value).toMatchObject({ kind: 'NEW', status: 'PENDING', member: 'player1' });
    expect(pushed).toEqual([]);
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
    const leaf = await get('leaf1', INFO.DIVIDEND);
    expect(leaf.body.value.held).toBeNull();
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
    const contractId = (await get('player1', INFO.DIVIDEND)).body.value.held.contractId;
    const t = await post('agent1', '/wps/relay/MCSFE_updateContractDividend', { contractId });
    expect(t.body.value).toMatchObject({ kind: 'TERMINATION', status: 'PENDING' });
    expect(pushed).toEqual([]);
    await agreeTo('player1', t.body.value.requestId);
    expect((await get('player1', INFO.DIVIDEND)).body.value.held).toBeNull();
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

    const list = await get('subagent2', '/wps/relay/ODSFE2_QueryDailySalary');
    expect(list.body.value.list[0]).toMatchObject({ effectiveBets: 200, amount: 4, ratio: 3 });
    expect(list.body.value.totalAmount).toBe(4);
    const income = await get('subagent2', '/wps/relay/ODSFE2_AgentProfDet');
    expect(income.body.value.totals).toMatchObject({ salary: 4, dividend: 0, totalIncome: 4 });
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

describe('the standing of a contract', () => {
  it('shows what the running period has earned, then moves it to settled when the clock closes it', async () => {
    const { app: devApp } = createApp({ store, dev: true });
    const o = await offer('agent1', 'player1', 2, 'DAILY_SALARY');
    const token = headersOf('player1');
    await request(app)
      .get('/wps/relay/MCS2_processDailySalContract')
      .query({ requestId: o.body.value.requestId, action: 'ACCEPT' })
      .set(token);
    clock += MINUTE;
    bet('player1', 100_00, 30_00, 'RNG', clock);
    const before = store.wallet.balanceMinor(member('player1').id);

    const held = (await request(app).get(INFO.DAILY_SALARY).set(token)).body.value.held;
    expect(held).toMatchObject({ ratio: 2, effectiveBets: 100, pending: 2, lastSettled: null });
    const given = (await get('agent1', INFO.DAILY_SALARY)).body.value;
    expect(given.offered).toEqual([expect.objectContaining({ member: 'player1', pending: 2 })]);
    expect(given.maxRatio).toBe(3);

    const settled = await request(devApp)
      .post('/__dev/contracts/settle')
      .send({ type: 'DAILY_SALARY' });
    expect(settled.body.value.records).toEqual([
      expect.objectContaining({ status: 'PAID', amount: 2 }),
    ]);
    // The same session is still signed in after the clock jumped to the period's end.
    const after = (await request(app).get(INFO.DAILY_SALARY).set(token)).body.value.held;
    expect(after).toMatchObject({ pending: 0, lastSettled: { amount: 2, status: 'PAID' } });
    expect(store.wallet.balanceMinor(member('player1').id)).toBe(before + 2_00);
    // Settling again pays nothing twice.
    await request(devApp).post('/__dev/contracts/settle').send({
      type: 'DAILY_SALARY',
      periodStart: settled.body.value.periodStart,
      periodEnd: settled.body.value.periodEnd,
    });
    expect(store.wallet.balanceMinor(member('player1').id)).toBe(before + 2_00);
  });

  it('refuses a salary offer from a member who is not an agent', async () => {
    const res = await offer('player1', 'player2', 1, 'HOUR_SALARY');
    expect(res.body.message).toBe('error_not_agent');
  });

  it('terminates a dividend only on the dividend call', async () => {
    const o = await offer('agent1', 'player1', 1, 'DAILY_SALARY');
    await request(app)
      .get('/wps/relay/MCS2_processDailySalContract')
      .query({ requestId: o.body.value.requestId, action: 'ACCEPT' })
      .set(headersOf('player1'));
    const contractId = (await get('player1', INFO.DAILY_SALARY)).body.value.held.contractId;
    const wrong = await post('agent1', '/wps/relay/MCSFE_updateContractDividend', { contractId });
    expect(wrong.body.message).toBe('contract_not_found');
    const right = await post('agent1', '/wps/relay/MCS2_terminateContract', { contractId });
    expect(right.body.value).toMatchObject({ kind: 'TERMINATION', type: 'DAILY_SALARY' });
  });
});

describe('new terms', () => {
  it('for a dividend name the contract, and replace it only once the downline accepts', async () => {
    const o = await offer('agent1', 'player1', 20);
    await request(app)
      .get('/wps/relay/MCS2_processDividendReq')
      .query({ requestId: o.body.value.requestId, action: 'ACCEPT' })
      .set(headersOf('player1'));
    const contractId = (await get('player1', INFO.DIVIDEND)).body.value.held.contractId;
    const changed = await post('agent1', '/wps/relay/MCSFE_modifyContractDividend', {
      contractId,
      ratio: 10,
      minActiveMembers: 2,
    });
    expect(changed.body.value).toMatchObject({ kind: 'NEW', contractId, ratio: 10 });
    // Until the downline answers, the old terms hold.
    expect((await get('player1', INFO.DIVIDEND)).body.value.held).toMatchObject({ ratio: 20 });
    await request(app)
      .get('/wps/relay/MCS2_processDividendReq')
      .query({ requestId: changed.body.value.requestId, action: 'ACCEPT' })
      .set(headersOf('player1'));
    const held = (await get('player1', INFO.DIVIDEND)).body.value.held;
    expect(held).toMatchObject({ ratio: 10, minActiveMembers: 2 });
    expect(held.contractId).not.toBe(contractId);
  });

  it('refuse a contract that is not a dividend the agent gave', async () => {
    const o = await offer('agent1', 'player1', 1, 'DAILY_SALARY');
    await request(app)
      .get('/wps/relay/MCS2_processDailySalContract')
      .query({ requestId: o.body.value.requestId, action: 'ACCEPT' })
      .set(headersOf('player1'));
    const contractId = (await get('player1', INFO.DAILY_SALARY)).body.value.held.contractId;
    const path = '/wps/relay/MCSFE_modifyContractDividend';
    expect((await post('agent1', path, { contractId, ratio: 1 })).body.message).toBe(
      'contract_not_found',
    );
    expect((await post('agent1', path, { contractId: 'C999', ratio: 1 })).body.message).toBe(
      'contract_not_found',
    );
  });
});
