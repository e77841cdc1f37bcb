import { describe, expect, it } from 'vitest';
import { emptyRebateTexts, readRebates } from './rebates';

const quota = { LOTT: 8, RNG: 1.2, LIVE: 1, SPORTS: 1, FISH: 1, PVP: 1 };

describe('readRebates', () => {
  it('reads blanks as 0 and percents with one decimal', () => {
    const texts = { ...emptyRebateTexts(), LOTT: '7.5', RNG: '1.2' };
    expect(readRebates(texts, quota)).toEqual({
      ok: true,
      rebates: { LOTT: 7.5, RNG: 1.2, LIVE: 0, SPORTS: 0, FISH: 0, PVP: 0 },
    });
  });

  it('refuses more than the quota and malformed values, naming the product', () => {
    expect(readRebates({ ...emptyRebateTexts(), LIVE: '1.1' }, quota)).toEqual({
      ok: false,
      problem: { product: 'LIVE', key: 'team_rebate_above' },
    });
    expect(readRebates({ ...emptyRebateTexts(), FISH: '0.55' }, quota)).toMatchObject({
      ok: false,
      problem: { product: 'FISH', key: 'team_rebate_invalid' },
    });
    expect(readRebates({ ...emptyRebateTexts(), PVP: '-1' }, quota)).toMatchObject({ ok: false });
  });
});
