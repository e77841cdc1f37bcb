import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/settleRound.js';

const H = { Merchant: 'PH01' };

function signedIn() {
  const { app, store } = createApp({ dev: true });
  const member = store.accounts.byAccount('player1')!;
  const token = store.sessions.createWithToken(member.id, 'vip-test-token');
  return { app, store, member, auth: { ...H, Authorization: token } };
}

describe('VIP club', () => {
  it('moves the monthly turnover with real play', async () => {
    const { app, store, member, auth } = signedIn();
    const read = async () =>
      (await request(app).get('/wps/relay/MCSFE_getPlayerRankProgress').set(auth)).body.value;
    const before = await read();
    expect(before).toMatchObject({ rankLevel: before.vipLevel, clubLabel: before.vipLabelName });
    settleRound(store, {
      member,
      game: store.games.find(10001)!,
      stake: 120_00,
      win: 0,
      reference: 'vip-1',
    });
    const after = await read();
    expect(after.monthlyTurnover.actual).toBe(before.monthlyTurnover.actual + 120);
    expect(after.monthlyTurnover.expected).toBeGreaterThan(0);
    expect(after.demoteCondition).toBe('MONTHLY_TURNOVER');
  });

  it('lists the rules and benefits of every rank', async () => {
    const { app, auth } = signedIn();
    const rules = await request(app).get('/wps/relay/MCSFE_getPlayerRankRule').set(auth);
    expect(rules.body.value.list).toHaveLength(6);
    expect(rules.body.value.list[3]).toMatchObject({ clubLabel: 'Gold', depositRequired: 5000 });
    const benefits = await request(app).get('/wps/relay/MCSFE_getMemberClubBenefit').set(auth);
    expect(benefits.body.value.list[3]).toMatchObject({ rankSalary: 100, vipSupportRoom: true });
  });

  it('pays the rank salary once a month, only to a member who kept the turnover', async () => {
    const { app, store, member, auth } = signedIn();
    // Money to play with, given as a transfer so the rank (counted from deposits) stays put.
    store.wallet.post({
      memberId: member.id,
      deltaMinor: 50_000_00,
      kind: 'transfer-in',
      reference: 'vip-funds',
    });
    const detail = async () =>
      (await request(app).get('/wps/relay/PROMOFE_getRankSalaryRewardDetail').set(auth)).body.value;
    const first = await detail();
    expect(first).toMatchObject({ eligible: false, paid: false });
    await request(app).post('/__dev/vip/salary').send({ account: 'player1' }).expect(409);

    settleRound(store, {
      member,
      game: store.games.find(10001)!,
      stake: first.monthlyTurnover.expected * 100,
      win: 0,
      reference: 'vip-2',
    });
    expect(await detail()).toMatchObject({ eligible: true, paid: false });
    const wallet = store.wallet.balanceMinor(member.id);
    await request(app).post('/__dev/vip/salary').send({ account: 'player1' }).expect(200);
    await request(app).post('/__dev/vip/salary').send({ account: 'player1' }).expect(409);
    expect(store.wallet.balanceMinor(member.id)).toBe(wallet + first.salaryAmount * 100);
    expect(await detail()).toMatchObject({ paid: true });

    const history = await request(app)
      .get('/wps/relay/PROMOFE_getRankSalaryClaimHistory')
      .set(auth);
    expect(history.body.value.list).toEqual([
      expect.objectContaining({ amount: first.salaryAmount, clubLabel: first.clubLabel }),
    ]);
  });

  describe('month-end review', () => {
    // player1 is Silver (deposits of 1,000.00); Silver asks 2,000.00 of real stakes a month.
    const play = (store: ReturnType<typeof signedIn>['store'], stakeMinor: number, ref: string) => {
      const member = store.accounts.byAccount('player1')!;
      store.wallet.post({
        memberId: member.id,
        deltaMinor: stakeMinor,
        kind: 'transfer-in',
        reference: `${ref}-funds`,
      });
      settleRound(store, {
        member,
        game: store.games.find(10001)!,
        stake: stakeMinor,
        win: 0,
        reference: ref,
      });
    };
    const info = async (app: ReturnType<typeof signedIn>['app'], auth: Record<string, string>) =>
      (await request(app).get('/wps/member/info').set(auth)).body.value;
    const progress = async (
      app: ReturnType<typeof signedIn>['app'],
      auth: Record<string, string>,
    ) => (await request(app).get('/wps/relay/MCSFE_getPlayerRankProgress').set(auth)).body.value;

    it('keeps the rank of a member who reached the monthly turnover', async () => {
      const { app, store, auth } = signedIn();
      play(store, 2_000_00, 'keep-1');
      const review = await request(app).post('/__dev/vip/review').expect(200);
      expect(review.body.value.reviews).toContainEqual(
        expect.objectContaining({ account: 'player1', fromLevel: 2, toLevel: 2, turnover: 2000 }),
      );
      expect(await info(app, auth)).toMatchObject({ vipLevel: 2, vipLabelName: 'Silver' });
      // The new month starts from nothing: the turnover that kept the rank counted once.
      expect((await progress(app, auth)).monthlyTurnover.actual).toBe(0);
    });

    it('moves a member one rank down when the month ends below the turnover', async () => {
      const { app, store, auth } = signedIn();
      play(store, 1_999_99, 'short-1');
      const review = await request(app).post('/__dev/vip/review').expect(200);
      expect(review.body.value.reviews).toContainEqual(
        expect.objectContaining({ account: 'player1', fromLevel: 2, toLevel: 1, expected: 2000 }),
      );
      expect(await info(app, auth)).toMatchObject({ vipLevel: 1, vipLabelName: 'Bronze' });
      expect(await progress(app, auth)).toMatchObject({
        rankLevel: 1,
        clubLabel: 'Bronze',
        nextLevel: 2,
        // Deposits count again from what Bronze asks: Silver is the gap away again.
        depositTotal: 100,
        depositRequired: 1000,
      });
      // Depositing the gap again earns Silver back.
      store.wallet.post({
        memberId: store.accounts.byAccount('player1')!.id,
        deltaMinor: 900_00,
        kind: 'deposit',
        reference: 'back-to-silver',
      });
      expect(await info(app, auth)).toMatchObject({ vipLevel: 2, vipLabelName: 'Silver' });
    });

    it('reviews when the clock passes the month end, once for each month ended', async () => {
      const { app, store, member } = signedIn();
      // At least three month ends without play: Silver, then Bronze (500.00 a month), then none.
      store.clockOffsetMs += 95 * 24 * 60 * 60 * 1000;
      const later = { ...H, Authorization: store.sessions.createWithToken(member.id, 'later') };
      expect(await info(app, later)).toMatchObject({ vipLevel: 0, vipLabelName: 'Member' });
      expect(store.vipReviews.takeDueMonths()).toEqual([]);
    });

    it('reviews nothing before the month has ended', async () => {
      const { app, store, auth } = signedIn();
      expect(store.vipReviews.takeDueMonths()).toEqual([]);
      expect(await info(app, auth)).toMatchObject({ vipLevel: 2 });
    });
  });
});
