import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { testRoot } from '../../stores/testRoot';
import { createVipStore } from './VipStore';

function setUp() {
  const { root, transport } = testRoot({ signedIn: true });
  transport
    .on('getPlayerRankProgress', {
      vipLevel: 2,
      vipLabelName: 'Silver',
      rankLevel: 2,
      clubLabel: 'Silver',
      nextLevel: 3,
      nextLabelName: 'Gold',
      depositTotal: 1000,
      depositRequired: 5000,
      progressPercent: 20,
      demoteCondition: 'MONTHLY_TURNOVER',
      monthlyTurnover: { actual: 120, expected: 2000 },
      nextMonthlyTurnover: 10000,
    })
    .on('getPlayerRankRule', {
      list: [
        { rankLevel: 1, clubLabel: 'Bronze', depositRequired: 100, monthlyTurnover: 500 },
        { rankLevel: 2, clubLabel: 'Silver', depositRequired: 1000, monthlyTurnover: 2000 },
      ],
    })
    .on('getMemberClubBenefit', {
      list: [{ rankLevel: 2, clubLabel: 'Silver', rankSalary: 20, vipSupportRoom: false }],
    })
    .on('getRankSalaryRewardDetail', {
      rankLevel: 2,
      clubLabel: 'Silver',
      month: '2026-11',
      salaryAmount: 20,
      monthlyTurnover: { actual: 120, expected: 2000 },
      eligible: false,
      paid: false,
    });
  return { transport, store: root.features.get(createVipStore) };
}

describe('VipStore', () => {
  it('reads the rank, the turnover that keeps it, and each rank with its benefits', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.progress).toMatchObject({
      clubLabel: 'Silver',
      nextLabel: 'Gold',
      monthlyTurnover: { actual: 120, expected: 2000 },
    });
    expect(store.ranks.map((r) => [r.clubLabel, r.benefit?.rankSalary ?? null])).toEqual([
      ['Bronze', null],
      ['Silver', 20],
    ]);
    expect(store.salary?.eligible).toBe(false);
  });

  it('keeps the failure’s key for the retry line', async () => {
    const { store, transport } = setUp();
    transport.on('getPlayerRankRule', () => {
      throw new ApiError('server', 'system_error');
    });
    await store.load();
    expect(store).toMatchObject({ state: 'failed', errorKey: 'system_error' });
  });
});
