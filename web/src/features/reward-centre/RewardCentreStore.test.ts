import { describe, expect, it } from 'vitest';
import { RewardsApi } from '../../api/client/rewards';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { RewardCentreStore } from './RewardCentreStore';
import { MemberEvent } from '../../realtime/events';
import { MemberEvents } from '../../stores/MemberEvents';

const reward = (status: string) => ({
  rewardId: 'RW1',
  title: 'Welcome bonus',
  amount: 18,
  status,
  expiresAt: null,
  claimedAt: null,
});

const signUp = (status: string) => ({
  promotionId: 401,
  title: 'Sign-up bonus',
  amount: 38,
  status,
  claimUntil: '2026-11-27T03:00:00.000Z',
  claimedAt: null,
});

function centre(transport = new FakeTransport()) {
  let claimed = false;
  transport
    .on('getClaimPromotion', () => ({
      list: [reward(claimed ? 'CLAIMED' : 'CLAIMABLE')],
      claimableCount: claimed ? 0 : 1,
    }))
    .on('claimIssuedPromotion', () => {
      if (claimed) throw new ApiError('server', 'reward_already_claimed');
      claimed = true;
      return { ...reward('CLAIMED'), balance: 1018 };
    })
    .on('getRegisterPromotionList', { list: [] })
    .on('getPromoCode', { enabled: true, list: [] })
    .on('getPrizeWheelInfo', {
      enabled: true,
      prizes: [{ name: 'Lucky 1', amount: 1 }],
      tickets: 0,
      ticketStake: 100,
      stakeToNextTicket: 40,
    });
  const events = new MemberEvents();
  const moved = { count: 0 };
  const store = new RewardCentreStore(new RewardsApi(transport), events, () => {
    moved.count += 1;
  });
  return { store, transport, events, moved };
}

describe('reward centre store', () => {
  it('reads what it offers again when the operator sends a gift or an extra reward', async () => {
    const { store, transport, events } = centre();
    await store.load();
    const reads = () => transport.calls.filter((c) => c.name === 'getClaimPromotion').length;
    const before = reads();
    events.emit(MemberEvent.PromoGift, { popup: true, title: 'Gift' });
    await expect.poll(reads).toBe(before + 1);
    await expect.poll(() => store.state).toBe('ready');
    events.emit(MemberEvent.PromoExtraReward, { promotionName: 'Weekend', amount: 5 });
    await expect.poll(reads).toBe(before + 2);
    store.dispose();
    events.emit(MemberEvent.PromoGift, { popup: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads()).toBe(before + 2);
  });

  it('claims once: the count falls, and a second claim says it was already claimed', async () => {
    const { store, moved } = centre();
    await store.load();
    expect(store.claimableCount).toBe(1);
    await store.claim('RW1');
    // The header reads the balance again once, for the claim that paid.
    expect(moved.count).toBe(1);
    expect(store.claimOutcome).toMatchObject({
      notice: { key: 'rc_claimed', values: { amount: 18 } },
    });
    expect(store.claimableCount).toBe(0);
    expect(store.rewards[0]?.status).toBe('CLAIMED');
    await store.claim('RW1');
    expect(store.claimOutcome).toMatchObject({ errorKey: 'reward_already_claimed' });
  });

  it('claims a sign-up bonus once: the list says claimed, a second claim is refused', async () => {
    const { store, transport } = centre();
    let paid = 0;
    transport
      .on('getRegisterPromotionList', () => ({
        list: [signUp(paid > 0 ? 'CLAIMED' : 'CLAIMABLE')],
      }))
      .on('claimRegisterPromotion', (body?: Record<string, unknown>) => {
        expect(body).toEqual({ promotionId: 401 });
        if (paid > 0) throw new ApiError('server', 'register_promotion_claimed');
        paid += 1;
        return { ...signUp('CLAIMED'), balance: 38 };
      });
    await store.load();
    expect(store.registerPromotions[0]?.status).toBe('CLAIMABLE');

    await store.claimRegister(401);
    expect(store.registerOutcome).toMatchObject({
      notice: { key: 'rc_claimed', values: { amount: 38 } },
    });
    expect(store.registerPromotions[0]?.status).toBe('CLAIMED');
    expect(store.claimingRegister).toBeNull();

    await store.claimRegister(401);
    expect(store.registerOutcome).toMatchObject({ errorKey: 'register_promotion_claimed' });
    expect(paid).toBe(1);
  });

  it('says a claim is done only together with the list that no longer offers it', async () => {
    const { store, transport } = centre();
    await store.load();
    let listed: (value: unknown) => void = () => undefined;
    const offered = () => store.rewards.some((r) => r.status === 'CLAIMABLE');
    transport.on('getClaimPromotion', () => new Promise((resolve) => (listed = resolve)));
    const claiming = store.claim('RW1');
    await expect.poll(() => transport.calls.at(-1)?.name).toBe('getClaimPromotion');
    // The platform has paid, the list is still on its way: no "claimed" beside a Claim button.
    expect(store.claimOutcome === null || !offered()).toBe(true);
    listed({ list: [reward('CLAIMED')], claimableCount: 0 });
    await claiming;
    expect(store.claimOutcome).toMatchObject({ notice: { key: 'rc_claimed' } });
    expect(offered()).toBe(false);
  });

  it('says a sign-up bonus is claimed only together with the list that no longer offers it', async () => {
    const { store, transport } = centre();
    transport.on('getRegisterPromotionList', { list: [signUp('CLAIMABLE')] });
    await store.load();
    let listed: (value: unknown) => void = () => undefined;
    transport
      .on('claimRegisterPromotion', { ...signUp('CLAIMED'), balance: 38 })
      .on('getRegisterPromotionList', () => new Promise((resolve) => (listed = resolve)));
    const claiming = store.claimRegister(401);
    await expect.poll(() => transport.calls.at(-1)?.name).toBe('getRegisterPromotionList');
    expect(store.registerOutcome).toBeNull();
    listed({ list: [signUp('CLAIMED')] });
    await claiming;
    expect(store.registerOutcome).toMatchObject({ notice: { key: 'rc_claimed' } });
    expect(store.registerPromotions[0]?.status).toBe('CLAIMED');
  });

  it('checks a promo code before sending it and keeps it when refused', async () => {
    const { store, transport } = centre();
    await store.load();
    store.setCode('no spaces!');
    expect(store.codeProblem).toBe('rc_code_format');
    await store.redeem();
    expect(transport.calls.map((c) => c.name)).not.toContain('claimPromoCode');
    transport.on('claimPromoCode', () => {
      throw new ApiError('server', 'promo_code_used');
    });
    store.setCode('WELCOME888');
    await store.redeem();
    expect(store.codeOutcome).toMatchObject({ errorKey: 'promo_code_used' });
    expect(store.codeText).toBe('WELCOME888');
  });

  it('does not spin the wheel without a ticket', async () => {
    const { store, transport } = centre();
    await store.load();
    await store.spin();
    expect(transport.calls.map((c) => c.name)).not.toContain('rafflePromotion');
  });
});
