import { REBATE_PRODUCTS, type RebateProduct, type Rebates } from '../../api/client/team';

export type RebateTexts = Record<RebateProduct, string>;
export type RebateProblem = {
  product: RebateProduct;
  key: 'team_rebate_invalid' | 'team_rebate_above';
};

export const emptyRebateTexts = (from?: Rebates): RebateTexts =>
  Object.fromEntries(REBATE_PRODUCTS.map((p) => [p, from ? String(from[p]) : ''])) as RebateTexts;

const PERCENT = /^\d{1,3}(\.\d)?$/;

/**
 * Reads the rebate boxes: blank is 0, otherwise a percent with at most one decimal, never above
 * the agent's own quota. The first problem is returned so the form can point at it.
 */
export function readRebates(
  texts: RebateTexts,
  quota: Rebates,
): { ok: true; rebates: Rebates } | { ok: false; problem: RebateProblem } {
  const rebates = {} as Rebates;
  for (const product of REBATE_PRODUCTS) {
    const text = texts[product].trim();
    if (text !== '' && !PERCENT.test(text)) {
      return { ok: false, problem: { product, key: 'team_rebate_invalid' } };
    }
    const value = text === '' ? 0 : Number(text);
    if (value > quota[product])
      return { ok: false, problem: { product, key: 'team_rebate_above' } };
    rebates[product] = value;
  }
  return { ok: true, rebates };
}
