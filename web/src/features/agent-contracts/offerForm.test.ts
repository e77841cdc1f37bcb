import { describe, expect, it } from 'vitest';
import { readOffer } from './offerForm';

const draft = { downline: ' subagent1 ', ratio: '1.5', minBet: '10.50', minActive: '2' };

describe('readOffer', () => {
  it('reads a valid offer, trimming the account and keeping money exact', () => {
    expect(readOffer(draft, 2)).toEqual({
      offer: { downline: 'subagent1', ratio: 1.5, minBetAmount: 10.5, minActiveMembers: 2 },
      problems: {},
    });
  });

  it('takes empty minimums as none', () => {
    expect(readOffer({ ...draft, minBet: '', minActive: '' }, 2).offer).toMatchObject({
      minBetAmount: 0,
      minActiveMembers: 0,
    });
  });

  it('refuses a ratio above the agent’s own, zero, or with three decimals', () => {
    expect(readOffer({ ...draft, ratio: '2.5' }, 2).problems).toEqual({
      ratio: 'ct_ratio_above_max',
    });
    expect(readOffer({ ...draft, ratio: '0' }, 2).problems.ratio).toBe('ct_ratio_invalid');
    expect(readOffer({ ...draft, ratio: '1.125' }, 2).problems.ratio).toBe('ct_ratio_invalid');
  });

  it('names every problem at once and makes no offer', () => {
    const read = readOffer({ downline: ' ', ratio: 'x', minBet: '1.234', minActive: '-1' }, 2);
    expect(read.offer).toBeNull();
    expect(read.problems).toEqual({
      downline: 'ct_downline_required',
      ratio: 'ct_ratio_invalid',
      minBet: 'money_decimals',
      minActive: 'ct_count_invalid',
    });
  });
});
