import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/settleRound.js';

const H = { Merchant: 'PH01' };
const PATH = '/wps/relay/MCSFE_getListAnnouncements';

function signedIn() {
  const { app, store } = createApp();
  const member = store.accounts.byAccount('player1')!;
  const token = store.sessions.createWithToken(member.id, 'ann-test-token');
  return { app, store, member, auth: { ...H, Authorization: token } };
}

describe('announcements', () => {
  it('gives visitors banners of every group, notices newest first and only B popups', async () => {
    const { app } = createApp();
    const res = await request(app)
      .get(PATH)
      .query({ types: 'B,PL,PU,PR', execution: 'B', platform: 'W' })
      .set(H);
    const v = res.body.value;
    expect(new Set(v.banners.map((b: { groupName: string }) => b.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_register', 'w_lott', 'w_forget']),
    );
    const stamps = v.player.map((n: { timestamp: number }) => n.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(v.popup.map((p: { execution: string }) => p.execution)).toEqual(['B']);
    // Members-only offers stay hidden from visitors.
    expect(v.promotion.some((p: { id: number }) => p.id === 303)).toBe(false);
  });

  it('passes operator markup through untouched, hostile parts included, for the site to sanitise', async () => {
    const { app } = createApp();
    const res = await request(app).get(PATH).query({ types: 'PL' }).set(H);
    const hostile = res.body.value.player.find((n: { content: string }) =>
      n.content.includes('onerror'),
    );
    expect(hostile.content).toContain('<img src=x onerror=alert(1)>');
    expect(res.body.value.banners).toEqual([]);
  });

  it('shows member popups (A, F) only to a signed-in member', async () => {
    const { app, auth } = signedIn();
    const anonymous = await request(app).get(PATH).query({ types: 'PU', execution: 'A' }).set(H);
    expect(anonymous.status).toBe(401);
    const member = await request(app).get(PATH).query({ types: 'PU', execution: 'F' }).set(auth);
    expect(member.body.value.popup.map((p: { execution: string }) => p.execution)).toEqual(['F']);
  });

  it('answers in the language the call names', async () => {
    const { app } = createApp();
    const res = await request(app).get(PATH).query({ types: 'PL', language: 'CN' }).set(H);
    const notices = res.body.value.player as { title: string; content: string }[];
    expect(notices.map((n) => n.title)).toContain('周二例行维护');
    expect(notices.some((n) => n.content.includes('银行转账到账更快了'))).toBe(true);
  });
});

describe('promotions', () => {
  it('records the sign-up reward request once and lists it', async () => {
    const { app, auth } = signedIn();
    const first = await request(app)
      .post('/wps/relay/MCSFE_signUpRequestReward')
      .set(auth)
      .send({});
    expect(first.body.value.status).toBe('APPLYING');
    const second = await request(app)
      .post('/wps/relay/MCSFE_signUpRequestReward')
      .set(auth)
      .send({});
    expect(second.body).toMatchObject({ success: false, message: 'reward_already_requested' });
    const list = await request(app).get('/wps/relay/MCS2_getPromotionClaimList').set(auth);
    expect(list.body.value.list).toHaveLength(1);
    const offers = await request(app).get('/wps/relay/MCSFE_getAvailablePromotions').set(auth);
    const statuses = offers.body.value.list.map((p: { status: string }) => p.status);
    expect(offers.body.value.count).toBe(
      statuses.filter((s: string) => ['JOIN_NOW', 'CLAIM_PRIZE', 'ISSUED'].includes(s)).length,
    );
  });

  it("counts lucky-draw tickets from today's real stakes", async () => {
    const { app, store, member, auth } = signedIn();
    const none = await request(app).get('/wps/relay/MCSFE_getRafflePromotionStatus').set(auth);
    expect(none.body.value.tickets).toBe(0);
    const game = store.games.find(10001)!;
    settleRound(store, { member, game, stake: 150_00, win: 0, reference: 'r1' });
    settleRound(store, { member, game, stake: 60_00, win: 0, reference: 'r2' });
    const after = await request(app).get('/wps/relay/MCSFE_getRafflePromotionStatus').set(auth);
    expect(after.body.value).toMatchObject({ tickets: 2, stakeToday: 210, stakeToNextTicket: 90 });
  });

  it('no longer counts a lucky-draw ticket once it has been spent on a draw', async () => {
    const { app, store, member, auth } = signedIn();
    const game = store.games.find(10001)!;
    settleRound(store, { member, game, stake: 200_00, win: 0, reference: 'r1' });
    store.rewards.drawRaffle(member);
    const status = await request(app).get('/wps/relay/MCSFE_getRafflePromotionStatus').set(auth);
    expect(status.body.value).toMatchObject({ tickets: 1, ticketsUsed: 1 });
  });
});
