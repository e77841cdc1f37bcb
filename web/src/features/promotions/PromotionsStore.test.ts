import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementsApi } from '../../api/client/announcements';
import { RewardsApi } from '../../api/client/rewards';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { actionOf, PromotionsStore } from './PromotionsStore';

function promotion(id: number, status: string, extra: object = {}) {
  return {
    id,
    title: `Promotion ${id}`,
    content: '<p>Rules</p>',
    promotionType: id % 2 ? 'DEPOSIT' : 'REBATE',
    imageUrl: `/art/${id}.svg`,
    startTime: '2026-11-10T00:00:00.000Z',
    endTime: '2026-12-10T00:00:00.000Z',
    prize: 100,
    status,
    ...extra,
  };
}

function setup(signedIn: boolean, transport = new FakeTransport(), language = () => 'EN') {
  transport
    .on('getPromotionAnnouncementCategory', {
      list: [
        { code: 'DEPOSIT', name: 'Deposit bonus' },
        { code: 'REBATE', name: 'Rebate' },
      ],
    })
    .on('getMerchantAvailablePromotions', { list: [promotion(301, 'JOIN_NOW')] })
    .on('getAvailablePromotions', {
      list: [promotion(301, 'JOIN_NOW'), promotion(302, 'SIGNED_UP')],
      count: 1,
    })
    .on('promotionClaimList', { list: [] });
  const store = new PromotionsStore(new AnnouncementsApi(transport), new RewardsApi(transport), {
    signedIn: () => signedIn,
    language,
  });
  return { store, transport };
}

describe('promotions store', () => {
  it('asks again in the new language once it has shown a list, and not before', async () => {
    let language = 'EN';
    const { store, transport } = setup(false, new FakeTransport(), () => language);
    language = 'TH';
    store.languageChanged();
    expect(transport.calls).toHaveLength(0);
    await store.load();
    language = 'VI';
    store.languageChanged();
    await vi.waitFor(() =>
      expect(
        transport.calls.filter((c) => c.name === 'getMerchantAvailablePromotions'),
      ).toHaveLength(2),
    );
    const asked = transport.calls.filter((c) => c.name === 'getMerchantAvailablePromotions');
    expect(asked.map((c) => c.payload?.language)).toEqual(['TH', 'VI']);
  });

  it('gives each status of spec §4 its action: join, claim a prize, claim an issued one, or none', () => {
    expect(actionOf('JOIN_NOW')).toBe('join');
    expect(actionOf('CLAIM_PRIZE')).toBe('claim-prize');
    expect(actionOf('ISSUED')).toBe('claim-issued');
    for (const s of ['APPLYING', 'REJECTED', 'CLAIMED', 'PROCESSING', 'SIGNED_UP'] as const) {
      expect(actionOf(s)).toBeNull();
    }
    for (const s of [
      'COMING_SOON',
      'REGISTRATION_CLOSED',
      'APPLICATION_FORBIDDEN',
      'CLOSED',
    ] as const) {
      expect(actionOf(s)).toBeNull();
    }
  });

  it("shows a visitor the merchant's promotions and a member their own, by category", async () => {
    const visitor = setup(false);
    await visitor.store.ensureLoaded();
    expect(visitor.store.promotions.map((p) => p.id)).toEqual([301]);
    expect(visitor.transport.calls.map((c) => c.name)).not.toContain('promotionClaimList');

    const member = setup(true);
    await member.store.ensureLoaded();
    expect(member.store.promotions.map((p) => p.id)).toEqual([301, 302]);
    member.store.setCategory('REBATE');
    expect(member.store.visible.map((p) => p.id)).toEqual([302]);
  });

  it('starts from the data the gateway rendered, without asking again for the same visitor', async () => {
    const { store, transport } = setup(false);
    store.seed({ categories: [], promotions: [promotion(301, 'JOIN_NOW')] as never });
    await store.ensureLoaded();
    expect(transport.calls).toHaveLength(0);
  });

  it('sends the trimmed remark, and keeps it when the platform refuses', async () => {
    const { store, transport } = setup(true);
    await store.load();
    const p = store.promotions[0]!;
    transport.on('getSignUpRequestReward', () => {
      throw new ApiError('server', 'promotion_closed');
    });
    store.openJoin(p.id);
    store.setRemark('  first deposit tonight  ');
    await store.join(p);
    expect(transport.calls.at(-1)?.payload).toEqual({
      promotionId: 301,
      remark: 'first deposit tonight',
    });
    expect(store.outcome).toEqual({ promotionId: 301, notice: null, errorKey: 'promotion_closed' });
    expect(store.remark).toBe('  first deposit tonight  ');
    expect(store.joining).toBe(301);

    transport
      .on('getSignUpRequestReward', { id: 1, status: 'APPLYING' })
      .on('getAvailablePromotions', {
        list: [promotion(301, 'APPLYING'), promotion(302, 'SIGNED_UP')],
        count: 1,
      });
    // What the member sees at every moment: "applied" never sits beside the Join button.
    const seen: string[] = [];
    const stop = autorun(() => {
      if (store.outcome?.notice) seen.push(store.promotions[0]?.status ?? '');
    });
    await store.join(p);
    stop();
    expect(seen).toEqual(['APPLYING']);
    expect(store.outcome).toEqual({
      promotionId: 301,
      notice: 'promo_done_APPLYING',
      errorKey: null,
    });
    expect(store.remark).toBe('');
    expect(store.joining).toBeNull();
  });

  it('sends nothing while the remark is over 140 characters', async () => {
    const { store, transport } = setup(true);
    await store.load();
    const before = transport.calls.length;
    store.setRemark('x'.repeat(141));
    expect(store.remarkTooLong).toBe(true);
    await store.join(store.promotions[0]!);
    expect(transport.calls).toHaveLength(before);
  });
});
