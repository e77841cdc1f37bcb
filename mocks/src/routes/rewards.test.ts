import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { GameCategory } from '../state/seed/games.js';
import { MockStore } from '../state/store.js';

const HOUR = 60 * 60 * 1000;
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  // 10:00 in Bangkok, so "today" has started and a day boundary is 14 hours away.
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
  ({ app } = createApp({ store }));
});

function member(account: string) {
  const m = store.accounts.byAccount(account);
  if (!m) throw new Error(`no seed member ${account}`);
  return m;
}
const headersOf = (account: string) => ({
  Merchant: 'PH01',
  Authorization: store.sessions.createWithToken(member(account).id, `token-${account}`),
});
const get = (account: string, path: string) => request(app).get(path).set(headersOf(account));
const post = (account: string, path: string, body: object = {}) =>
  request(app).post(path).set(headersOf(account)).send(body);
const balance = (account: string) => store.wallet.balanceMinor(member(account).id);

let n = 0;
function bet(account: string, stake: number, gameType: GameCategory, at = clock - HOUR) {
  const m = member(account);
  n += 1;
  store.bets.record({
    memberId: m.id,
    account: m.account,
    nodeId: 1,
    gameCode: 'demo',
    gameName: 'Demo',
    vassalage: 'PT',
    gameType,
    stake,
    win: 0,
    reference: `bet:rewards-test:${n}`,
    placedAt: at,
  });
}

describe('reward centre', () => {
  it('pays a reward once, and never after it expired', async () => {
    const before = balance('player1');
    const list = await get('player1', '/wps/relay/MCSFE_getRewardCenter');
    expect(list.body.value.claimableCount).toBe(2);

    const claim = await post('player1', '/wps/relay/MCSFE_claimReward', { rewardId: 'RW1' });
    expect(claim.body.value).toMatchObject({ status: 'CLAIMED', amount: 18 });
    expect(balance('player1')).toBe(before + 18_00);
    expect(
      (await post('player1', '/wps/relay/MCSFE_claimReward', { rewardId: 'RW1' })).body.message,
    ).toBe('reward_already_claimed');

    clock += 31 * 24 * HOUR;
    expect(
      (await post('player1', '/wps/relay/MCSFE_claimReward', { rewardId: 'RW2' })).body.message,
    ).toBe('reward_expired');
    expect(balance('player1')).toBe(before + 18_00);
  });
});

describe('manual rebate', () => {
  it('pays the configured rate of real stakes, once per Bangkok day', async () => {
    bet('player1', 1000_00, 'RNG'); // 0.8 % → 8.00
    bet('player1', 500_00, 'LIVE'); // 0.6 % → 3.00
    bet('player2', 9000_00, 'RNG'); // someone else's
    const summary = await get('player1', '/wps/relay/MCSFE_getManualRebate');
    expect(summary.body.value).toMatchObject({ totalAmount: 11, claimedThisPeriod: false });
    expect(summary.body.value.list).toEqual([
      { gameType: 'LIVE', stake: 500, rate: 0.6, amount: 3 },
      { gameType: 'RNG', stake: 1000, rate: 0.8, amount: 8 },
    ]);

    const before = balance('player1');
    const claim = await post('player1', '/wps/relay/MCSFE_claimManualRebate');
    expect(claim.body.value).toMatchObject({ amount: 11, balance: (before + 11_00) / 100 });
    bet('player1', 100_00, 'RNG', clock);
    clock += HOUR;
    expect((await post('player1', '/wps/relay/MCSFE_claimManualRebate')).body.message).toBe(
      'rebate_already_claimed',
    );

    // Next Bangkok day: only the bet placed after the claim earns.
    clock += 14 * HOUR;
    const next = await post('player1', '/wps/relay/MCSFE_claimManualRebate');
    expect(next.body.value.amount).toBe(0.8);
  });

  it('has nothing to pay without bets', async () => {
    expect((await post('player2', '/wps/relay/MCSFE_claimManualRebate')).body.message).toBe(
      'rebate_nothing_to_claim',
    );
  });
});

describe('red envelopes', () => {
  it('open once for a member who deposited enough', async () => {
    const list = await get('player1', '/wps/relay/PROMOFE_getRedEnvelopes');
    expect(list.body.value.list.map((e: { status: string }) => e.status)).toEqual([
      'OPENABLE',
      'UPCOMING',
    ]);
    const before = balance('player1');
    const open = await post('player1', '/wps/relay/PROMOFE_openRedEnvelope', { envelopeId: 'RE1' });
    expect(open.body.value.amount).toBe(8.88);
    expect(balance('player1')).toBe(before + 8_88);
    expect(
      (await post('player1', '/wps/relay/PROMOFE_openRedEnvelope', { envelopeId: 'RE1' })).body
        .message,
    ).toBe('red_envelope_already_opened');
  });

  it('stay shut for a member below the deposit threshold', async () => {
    // traveller1's seed deposit is 80.00, below the 100.00 the envelope asks.
    const res = await post('traveller1', '/wps/relay/PROMOFE_openRedEnvelope', {
      envelopeId: 'RE1',
    });
    expect(res.body.message).toBe('red_envelope_not_eligible');
  });
});

describe('raffle', () => {
  it('draws one prize per ticket earned by today’s stakes, under either spelling', async () => {
    store.rewards.random = () => 90; // lands on the 8.88 line of the 100-weight table
    bet('player1', 150_00, 'RNG', clock - HOUR);
    const before = balance('player1');
    const draw = await post('player1', '/wps/relay/MCSFE_claimRafflePromotion');
    expect(draw.body.value).toMatchObject({ prize: { amount: 8.88 }, ticketsLeft: 0 });
    expect(balance('player1')).toBe(before + 8_88);
    expect((await post('player1', '/wps/relay/MCS2_claimRafflePromotion')).body.message).toBe(
      'raffle_no_ticket',
    );
  });
});

describe('invite friends', () => {
  it('gives a code and link, and lists friends who signed up with it', async () => {
    const info = await get('agent1', '/wps/relay/MCSFE_getReferralInfo');
    expect(info.body.value).toMatchObject({ code: 'AGENT1', invitedCount: 3 });
    expect(info.body.value.link).toContain('referralCode=AGENT1');

    const friend = store.accounts.add({ account: 'friend1', password: 'Friend123' });
    const code = (await get('player1', '/wps/relay/MCSFE_getReferralInfo')).body.value.code;
    expect(store.referrals.recordSignUp(code, friend.id)).toBe(true);
    const list = await get('player1', '/wps/relay/MCSFE_getReferralList');
    expect(list.body.value.list).toEqual([
      expect.objectContaining({ account: 'fr***1', hasDeposited: false }),
    ]);
  });
});
