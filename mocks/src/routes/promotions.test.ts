import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';

const H = { Merchant: 'PH01' };
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  store = new MockStore({ now: () => Date.parse('2026-11-20T03:00:00Z') });
  ({ app } = createApp({ store, dev: true }));
});

function auth(account: string) {
  const member = store.accounts.byAccount(account)!;
  return { ...H, Authorization: store.sessions.createWithToken(member.id, `t-${account}`) };
}
const balance = (account: string) =>
  store.wallet.balanceMinor(store.accounts.byAccount(account)!.id);

async function statuses(account?: string) {
  const res = account
    ? await request(app).get('/wps/relay/MCSFE_getAvailablePromotions').set(auth(account))
    : await request(app).get('/wps/relay/MCSFE_getMerchantAvailablePromotions').set(H);
  return Object.fromEntries(
    (res.body.value.list as { id: number; status: string }[]).map((p) => [p.id, p.status]),
  );
}
const apply = (account: string, body: object) =>
  request(app).post('/wps/relay/MCSFE_signUpRequestReward').set(auth(account)).send(body);
const decide = (body: object) => request(app).post('/__dev/promotions/decide').send(body);

describe('promotion statuses', () => {
  it('shows visitors each promotion by its period', async () => {
    expect(await statuses()).toMatchObject({
      301: 'JOIN_NOW',
      305: 'CLAIM_PRIZE',
      306: 'COMING_SOON',
      307: 'CLOSED',
      308: 'REGISTRATION_CLOSED',
    });
  });

  it('forbids applications to those the promotion excludes', async () => {
    expect((await statuses('agent1'))[301]).toBe('APPLICATION_FORBIDDEN');
    const res = await apply('agent1', { promotionId: 301 });
    expect(res.body).toMatchObject({ success: false, message: 'APPLICATION_FORBIDDEN' });
  });

  it('takes an application with a remark, then the operator reviews, approves and it is paid once', async () => {
    const res = await apply('player1', { promotionId: 301, remark: 'First deposit tonight' });
    expect(res.body.value.status).toBe('APPLYING');
    const waiting = await request(app).get('/__dev/promotions/applications');
    expect(waiting.body.value).toContainEqual({
      account: 'player1',
      promotionId: 301,
      remark: 'First deposit tonight',
    });
    await decide({ account: 'player1', promotionId: 301, decision: 'process' });
    expect((await statuses('player1'))[301]).toBe('PROCESSING');
    await decide({ account: 'player1', promotionId: 301, decision: 'approve' });
    const offers = await request(app)
      .get('/wps/relay/MCSFE_getAvailablePromotions')
      .set(auth('player1'));
    const issued = offers.body.value.list.find((p: { id: number }) => p.id === 301);
    expect(issued).toMatchObject({ status: 'ISSUED', rewardId: 'promotion-301' });

    const before = balance('player1');
    const claim = () =>
      request(app)
        .post('/wps/relay/MCS2_claimIssuedPromotion')
        .set(auth('player1'))
        .send({ rewardId: 'promotion-301' });
    expect((await claim()).body.value.status).toBe('CLAIMED');
    expect((await claim()).body).toMatchObject({
      success: false,
      message: 'reward_already_claimed',
    });
    expect(balance('player1')).toBe(before + 100_00);
    expect((await statuses('player1'))[301]).toBe('CLAIMED');
  });

  it('shows a rejection with its reason, and cannot be reviewed twice', async () => {
    await apply('player1', { promotionId: 301 });
    await decide({
      account: 'player1',
      promotionId: 301,
      decision: 'reject',
      reason: 'No deposit',
    });
    const list = await request(app)
      .get('/wps/relay/MCS2_getPromotionClaimList')
      .set(auth('player1'));
    expect(list.body.value.list[0]).toMatchObject({ status: 'REJECTED', reason: 'No deposit' });
    const again = await decide({ account: 'player1', promotionId: 301, decision: 'approve' });
    expect(again.status).toBe(409);
  });

  it('refuses a remark over 140 characters and keeps nothing', async () => {
    const res = await apply('player1', { promotionId: 301, remark: 'x'.repeat(141) });
    expect(res.body).toMatchObject({ success: false, message: 'request_param_err' });
    expect((await statuses('player1'))[301]).toBe('JOIN_NOW');
  });

  it('pays an instant prize at once, signs up to a sign-up promotion, refuses a closed one', async () => {
    const before = balance('player1');
    expect((await apply('player1', { promotionId: 305 })).body.value.status).toBe('CLAIMED');
    expect(balance('player1')).toBe(before + 5_00);
    expect((await apply('player1', { promotionId: 305 })).body.message).toBe(
      'reward_already_requested',
    );
    expect((await apply('player1', { promotionId: 302 })).body.value.status).toBe('SIGNED_UP');
    expect((await apply('player1', { promotionId: 307 })).body.message).toBe('promotion_closed');
    expect((await apply('player1', { promotionId: 306 })).body.message).toBe(
      'promotion_not_started',
    );
  });

  it('keeps the rules exactly as the operator typed them (the browser sanitises)', async () => {
    await request(app)
      .post('/__dev/promotions/content')
      .send({ promotionId: 301, content: '<img src=x onerror="alert(1)"><p>Rules</p>' });
    const res = await request(app).get('/wps/relay/MCSFE_getMerchantAvailablePromotions').set(H);
    const p = res.body.value.list.find((x: { id: number }) => x.id === 301);
    expect(p.content).toContain('onerror');
  });
});

describe('promo codes and the prize wheel', () => {
  const claimCode = (promoCode: string) =>
    request(app).post('/wps/relay/PROMOFE_claimPromoCode').set(auth('player1')).send({ promoCode });

  it('redeems a code once, refuses unknown and expired codes', async () => {
    const before = balance('player1');
    expect((await claimCode('welcome888')).body.value.amount).toBe(8.88);
    expect((await claimCode('WELCOME888')).body.message).toBe('promo_code_used');
    expect((await claimCode('NOPE')).body.message).toBe('promo_code_invalid');
    expect((await claimCode('SPRING2026')).body.message).toBe('promo_code_expired');
    expect(balance('player1')).toBe(before + 8_88);
    const list = await request(app).get('/wps/relay/PROMOFE_getPromoCode').set(auth('player1'));
    expect(list.body.value.list).toEqual([expect.objectContaining({ promoCode: 'WELCOME888' })]);
  });

  it("shows the wheel's prize table and the tickets play earned", async () => {
    const res = await request(app).get('/wps/relay/PROMOFE_getPrizeWheelInfo').set(auth('player1'));
    expect(res.body.value.prizes.length).toBeGreaterThan(1);
    expect(res.body.value.tickets).toBeGreaterThanOrEqual(0);
  });
});

describe('red envelopes', () => {
  it('say why a member is not eligible', async () => {
    const res = await request(app)
      .get('/wps/relay/PROMOFE_getClaimTicketList')
      .set(auth('traveller1'));
    expect(res.body.value.list[0]).toMatchObject({
      status: 'NOT_ELIGIBLE',
      reason: 'min_deposit',
      minDeposit: 100,
      deposited: 80,
    });
  });
});
