import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/bets.js';

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
});
