import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/settleRound.js';
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
const get = (account: string, path: string, query: object = {}) =>
  request(app).get(path).query(query).set(headersOf(account));
const post = (account: string, path: string, body: object = {}) =>
  request(app).post(path).set(headersOf(account)).send(body);
const balance = (account: string) => store.wallet.balanceMinor(member(account).id);

let n = 0;
/** One settled round of real play, as the demo game settles it. */
function play(account: string, stake: number) {
  const game = store.games.games[0];
  if (!game) throw new Error('no seed game');
  n += 1;
  return settleRound(store, { member: member(account), game, stake, win: 0, reference: `t:${n}` });
}
function bet(account: string, stake: number, gameType: GameCategory, at = clock - HOUR) {
  const m = member(account);
  n += 1;
  store.bets.record({
    ...{ memberId: m.id, account: m.account, nodeId: 1, gameCode: 'demo', gameName: 'Demo' },
    ...{ vassalage: 'PT', gameType, stake, win: 0, reference: `bet:t:${n}`, placedAt: at },
  });
}

describe('missions', () => {
  it('move with play and pay each reached milestone once (read again, never pushed)', async () => {
    // The platform pushes nothing for missions: the screen reads the count when it opens.
    const pushed: unknown[] = [];
    store.push.subscribe((d) => pushed.push(d));
    const summary = async () =>
      (await get('player1', '/wps/relay/MCSFE_getMissionSummaryDetails', { status: 'ONGOING' }))
        .body.value;
    expect((await summary()).claimableCount).toBe(0);

    play('player1', 10_00);
    play('player1', 10_00);
    play('player1', 10_00);
    expect(pushed).toEqual([]);
    expect((await summary()).claimableCount).toBe(2);
    const spin = (await summary()).list.find(
      (m: { missionId: string }) => m.missionId === 'M-SPIN',
    );
    expect(spin).toMatchObject({ totalCompleted: 2, totalMilestones: 3, milestone: 3 });

    const milestones = await get('player1', '/wps/relay/MCSFE_getMissionMilestones', {
      missionId: 'M-SPIN',
    });
    expect(milestones.body.value.completed.map((m: { target: number }) => m.target)).toEqual([
      1, 3,
    ]);
    expect(milestones.body.value.incomplete).toEqual([
      { milestoneId: 'R5', target: 5, progress: 3, reward: 5, claimStatus: 'INCOMPLETE' },
    ]);

    const before = balance('player1');
    const claim = await post('player1', '/wps/relay/MCSFE_claimMissionRewards', {
      missionId: 'M-SPIN',
      claimLeaderboard: 'N',
    });
    expect(claim.body.value).toMatchObject({ amount: 4, balance: (before + 4_00) / 100 });
    const again = await post('player1', '/wps/relay/MCSFE_claimMissionRewards', {
      missionId: 'M-SPIN',
    });
    expect(again.body.message).toBe('mission_nothing_to_claim');
    expect(balance('player1')).toBe(before + 4_00);
    expect(
      store.wallet.entries(member('player1').id).filter((e) => e.kind === 'mission'),
    ).toHaveLength(2);
    expect((await summary()).claimableCount).toBe(0);
    const bonus = await get('player1', '/wps/relay/ODSFE2_getBonusDetails');
    expect(
      bonus.body.value.list.filter((r: { category: string }) => r.category === 'MISSION'),
    ).toHaveLength(2);
  });

  it('ranks players by stake on the leaderboard, with the member’s own place', async () => {
    play('player2', 100_00);
    play('player1', 20_00);
    const board = await get('player1', '/wps/relay/MCSFE_getMissionLeaderboard', {
      missionId: 'M-STAKE',
    });
    expect(board.body.value).toEqual({
      content: [
        { rank: 1, account: 'pl***2', score: 100 },
        { rank: 2, account: 'pl***1', score: 20 },
      ],
      page: 1,
      size: 20,
      totalElements: 2,
      totalPages: 1,
      footer: { rank: 2, score: 20 },
    });
    // A page of one place: the second page holds the second place, ranked as on the whole board.
    const second = await get('player1', '/wps/relay/MCSFE_getMissionLeaderboard', {
      missionId: 'M-STAKE',
      page: 2,
      size: 1,
    });
    expect(second.body.value).toMatchObject({
      content: [{ rank: 2, account: 'pl***1', score: 20 }],
      totalPages: 2,
      footer: { rank: 2 },
    });
    const rules = await get('player1', '/wps/relay/MCSFE_getMissionRules', {
      missionId: 'M-STAKE',
    });
    expect(rules.body.value.rules).toContain('leaderboard');
  });

  it('keeps ended missions apart and does not count play outside a mission’s window', async () => {
    const ended = await get('player1', '/wps/relay/MCSFE_getMissionSummaryDetails', {
      status: 'ENDED',
    });
    expect(ended.body.value.list.map((m: { missionId: string }) => m.missionId)).toEqual([
      'M-LAST',
    ]);
    bet('player1', 10_00, 'RNG', clock - 30 * 24 * HOUR);
    const spin = await get('player1', '/wps/relay/MCSFE_getMissionMilestones', {
      missionId: 'M-SPIN',
    });
    expect(spin.body.value.progress).toBe(0);
  });
});

describe('manual rebate (ODSFE2)', () => {
  it('pays the configured rate of real stakes, once per Bangkok day', async () => {
    bet('player1', 1000_00, 'RNG'); // 0.8 % → 8.00
    bet('player1', 500_00, 'LIVE'); // 0.6 % → 3.00
    bet('player2', 9000_00, 'RNG'); // someone else's
    const summary = await get('player1', '/wps/relay/ODSFE2_getRebate', {
      balanceDate: '2026-11-20',
    });
    expect(summary.body.value).toMatchObject({
      balanceDate: '2026-11-20',
      totalRebate: 11,
      claimed: false,
    });
    expect(summary.body.value.list).toEqual([
      { category: 'live', betAmount: 500, rate: 0.6, rebateAmount: 3 },
      { category: 'rng', betAmount: 1000, rate: 0.8, rebateAmount: 8 },
    ]);

    const before = balance('player1');
    const body = { balanceDate: '2026-11-20', rebateAmount: { live: 3, rng: 8 } };
    const claim = await post('player1', '/wps/relay/ODSFE2_rebateDisburse', body);
    expect(claim.body.value).toMatchObject({ amount: 11, balance: (before + 11_00) / 100 });
    bet('player1', 100_00, 'RNG', clock);
    clock += HOUR;
    expect((await post('player1', '/wps/relay/ODSFE2_rebateDisburse', body)).body.message).toBe(
      'rebate_already_claimed',
    );
    expect(balance('player1')).toBe(before + 11_00);

    // Next Bangkok day: only the bet placed after the claim earns.
    clock += 14 * HOUR;
    const next = await post('player1', '/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: '2026-11-21',
      rebateAmount: { rng: 0.8 },
    });
    expect(next.body.value.amount).toBe(0.8);
  });

  it('refuses a claim of figures that play has since changed', async () => {
    bet('player1', 1000_00, 'RNG');
    const stale = await post('player1', '/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: '2026-11-20',
      rebateAmount: { rng: 7 },
    });
    expect(stale.body.message).toBe('rebate_amount_changed');
  });

  it('has nothing to pay without bets', async () => {
    const claim = await post('player2', '/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: '2026-11-20',
      rebateAmount: {},
    });
    expect(claim.body.message).toBe('rebate_nothing_to_claim');
  });
});

describe('invite friends', () => {
  it('gives a code and link, lists friends masked, and pays once per friend who deposited', async () => {
    const info = await get('agent1', '/wps/relay/MCSFE_getReferralDetails');
    expect(info.body.value).toMatchObject({ referralCode: 'AGENT1', totalInvitations: 3 });
    expect(info.body.value.referralLink).toContain('referralCode=AGENT1');

    const friend = store.accounts.add({ account: 'friend1', password: 'Friend123' });
    const code = (await get('player1', '/wps/relay/MCSFE_getReferralDetails')).body.value
      .referralCode;
    expect(store.referrals.recordSignUp(code, friend.id)).toBe(true);
    const list = await get('player1', '/wps/relay/MCSFE_getReferralList');
    expect(list.body.value.list).toEqual([
      expect.objectContaining({ account: 'fr***1', deposited: false }),
    ]);
    expect((await post('player1', '/wps/relay/MCSFE_claimInvitationRewards')).body.message).toBe(
      'referral_nothing_to_claim',
    );

    store.wallet.post({
      memberId: friend.id,
      deltaMinor: 100_00,
      kind: 'deposit',
      reference: 'd1',
    });
    const estimate = await get('player1', '/wps/relay/MCSFE_getEarningsEstimate');
    expect(estimate.body.value).toMatchObject({
      qualifiedInvitations: 1,
      claimable: 10,
      totalClaimed: 0,
    });
    const before = balance('player1');
    const claim = await post('player1', '/wps/relay/MCSFE_claimInvitationRewards');
    expect(claim.body.value).toMatchObject({ amount: 10 });
    expect((await post('player1', '/wps/relay/MCSFE_claimInvitationRewards')).body.message).toBe(
      'referral_nothing_to_claim',
    );
    expect(balance('player1')).toBe(before + 10_00);
    const bonus = await get('player1', '/wps/relay/ODSFE2_getBonusDetails');
    expect(bonus.body.value.list).toEqual([
      expect.objectContaining({ category: 'REFERRAL', amount: 10 }),
    ]);
    const report = await get('player1', '/wps/relay/MCSFE_getInvitationClaimReport');
    expect(report.body.value.list).toEqual([
      expect.objectContaining({ friend: 'fr***1', amount: 10 }),
    ]);
  });
});

describe('platform messages (EMFE)', () => {
  it('lists unread first, reads on open, deletes, and keeps the unread count right', async () => {
    const unread = async () =>
      (await get('player1', '/wps/relay/EMFE_getInboxUnreadCount')).body.value as number;
    const start = await unread();
    expect(start).toBeGreaterThan(0);
    const page = (await get('player1', '/wps/relay/EMFE_getInbox', { page: 1, size: 10 })).body
      .value;
    const flags = page.list.map((m: { isRead: boolean }) => m.isRead);
    expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    const first = page.list[0];
    expect(first.isRead).toBe(false);

    const read = await post('player1', '/wps/relay/EMFE_updateInboxRead', {
      inboxId: first.inboxId,
    });
    expect(read.body.value.unreadCount).toBe(start - 1);
    const gone = await post('player1', '/wps/relay/EMFE_deleteInbox', {
      inboxIds: [first.inboxId],
    });
    expect(gone.body.value.unreadCount).toBe(start - 1);
    const again = await post('player1', '/wps/relay/EMFE_deleteInbox', {
      inboxIds: [first.inboxId],
    });
    expect(again.body.message).toBe('message_not_found');
  });

  it('does not let a member read or delete another member’s mail', async () => {
    const theirs = store.inbox.send(member('player2').id, 'Private', '<p>hi</p>');
    await post('player1', '/wps/relay/EMFE_deleteInbox', { inboxIds: [theirs.id] });
    await post('player1', '/wps/relay/EMFE_updateInboxRead', { inboxId: theirs.id });
    expect(store.inbox.list(member('player2').id).find((m) => m.id === theirs.id)?.read).toBe(
      false,
    );
  });
});
