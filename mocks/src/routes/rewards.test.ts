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
    const list = await get('player1', '/wps/relay/MCSFE_getClaimPromotion');
    expect(list.body.value.claimableCount).toBe(2);

    const claim = await post('player1', '/wps/relay/MCS2_claimIssuedPromotion', {
      rewardId: 'RW1',
    });
    expect(claim.body.value).toMatchObject({ status: 'CLAIMED', amount: 18 });
    expect(balance('player1')).toBe(before + 18_00);
    expect(
      (await post('player1', '/wps/relay/MCS2_claimIssuedPromotion', { rewardId: 'RW1' })).body
        .message,
    ).toBe('reward_already_claimed');

    clock += 31 * 24 * HOUR;
    expect(
      (await post('player1', '/wps/relay/MCS2_claimIssuedPromotion', { rewardId: 'RW2' })).body
        .message,
    ).toBe('reward_expired');
    expect(balance('player1')).toBe(before + 18_00);
  });
});

describe('register promotions', () => {
  /** A member who registers now, while the seeded sign-up promotion runs. */
  const newcomer = () => store.accounts.add({ account: 'newcomer1', password: 'Welcome77' });
  const bonusDetails = (account: string) =>
    store.wallet
      .entries(member(account).id)
      .filter((e) => e.reference.startsWith('register-promotion:'));

  it('pays a member who registered during it once, then refuses the second claim', async () => {
    newcomer();
    const list = await get('newcomer1', '/wps/relay/MCSFE_getRegisterPromotionList');
    expect(list.body.value.list).toEqual([
      expect.objectContaining({ promotionId: 401, status: 'CLAIMABLE', amount: 38 }),
    ]);
    const before = balance('newcomer1');
    const pushed: unknown[] = [];
    store.push.subscribe((d) => pushed.push(d.body));

    const claim = await post('newcomer1', '/wps/relay/MCS2_claimRegisterPromotion', {
      promotionId: 401,
    });
    expect(claim.body.value).toMatchObject({ status: 'CLAIMED', amount: 38, balance: 38 });
    expect(balance('newcomer1')).toBe(before + 38_00);
    // The platform's PROMOTION_CLAIM: the promotion's name and what was credited.
    expect(pushed).toEqual([
      {
        type: 'PROMOTION_CLAIM',
        sendId: expect.any(String),
        title: list.body.value.list[0].title,
        message: '38.00 has been credited to your wallet',
      },
    ]);

    // The library's spelling reaches the same rule: still paid once.
    const again = await post('newcomer1', '/wps/relay/MCSFE_claimRegisterPromotion', {
      promotionId: 401,
    });
    expect(again.body).toMatchObject({ success: false, message: 'register_promotion_claimed' });
    expect(balance('newcomer1')).toBe(before + 38_00);
    expect(bonusDetails('newcomer1')).toHaveLength(1);
    const listed = await get('newcomer1', '/wps/relay/MCSFE_getRegisterPromotionList');
    expect(listed.body.value.list[0]).toMatchObject({ status: 'CLAIMED' });
  });

  it('is not offered to a member who registered before it began, nor after the claim window', async () => {
    expect(
      (await get('player1', '/wps/relay/MCSFE_getRegisterPromotionList')).body.value.list,
    ).toEqual([]);
    const refused = await post('player1', '/wps/relay/MCS2_claimRegisterPromotion', {
      promotionId: 401,
    });
    expect(refused.body.message).toBe('register_promotion_not_eligible');

    newcomer();
    clock += 8 * 24 * HOUR;
    const late = await post('newcomer1', '/wps/relay/MCS2_claimRegisterPromotion', {
      promotionId: 401,
    });
    expect(late.body.message).toBe('register_promotion_expired');
    expect(balance('newcomer1')).toBe(0);
  });
});

describe('red envelopes', () => {
  it('open once for a member who deposited enough', async () => {
    const list = await get('player1', '/wps/relay/PROMOFE_getClaimTicketList');
    expect(list.body.value.list.map((e: { status: string }) => e.status)).toEqual([
      'OPENABLE',
      'UPCOMING',
    ]);
    const before = balance('player1');
    const open = await post('player1', '/wps/relay/PROMOFE_claimTicket', { transactionId: 'RE1' });
    expect(open.body.value.amount).toBe(8.88);
    expect(balance('player1')).toBe(before + 8_88);
    expect(
      (await post('player1', '/wps/relay/PROMOFE_claimTicket', { transactionId: 'RE1' })).body
        .message,
    ).toBe('red_envelope_already_opened');
  });

  it('stay shut for a member below the deposit threshold', async () => {
    // traveller1's seed deposit is 80.00, below the 100.00 the envelope asks.
    const res = await post('traveller1', '/wps/relay/PROMOFE_claimTicket', {
      transactionId: 'RE1',
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
