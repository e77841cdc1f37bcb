import { rebateEndpoints } from '../catalogue/rebate';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy } from './decode';

export interface RebateCategory {
  /** The platform's category key: rng, live, fish, pvp, sports, elott, … */
  category: string;
  /** Stake since the last claim, major units. */
  betAmount: number;
  /** Percent of stake. */
  rate: number;
  rebateAmount: number;
}

export interface RebateSummary {
  /** The Bangkok day the rebate is counted for, YYYY-MM-DD. */
  balanceDate: string;
  since: string | null;
  list: RebateCategory[];
  totalRebate: number;
  claimed: boolean;
  nextClaimTime: string | null;
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Manual rebate (`manualRebate`): what play has earned since the last claim, claimed once a day. */
export class RebateApi {
  constructor(private readonly transport: Transport) {}

  async summary(balanceDate?: string): Promise<RebateSummary> {
    const v = asObject(
      await this.transport.send(
        rebateEndpoints.ODSFE2_getRebate,
        balanceDate ? { balanceDate } : {},
      ),
    );
    return {
      balanceDate: asString(v.balanceDate),
      since: nullableString(v.since),
      list: asArray<unknown>(v.list).map((raw) => {
        const l = asObject(raw);
        return {
          category: asString(l.category),
          betAmount: asNumber(l.betAmount),
          rate: asNumber(l.rate),
          rebateAmount: asNumber(l.rebateAmount),
        };
      }),
      totalRebate: asNumber(v.totalRebate),
      claimed: truthy(v.claimed),
      nextClaimTime: nullableString(v.nextClaimTime),
    };
  }

  /** Claims the figures the member was shown; the platform refuses them if play changed them. */
  async claim(summary: RebateSummary): Promise<{ amount: number; balance: number }> {
    const rebateAmount = Object.fromEntries(summary.list.map((l) => [l.category, l.rebateAmount]));
    const v = asObject(
      await this.transport.send(rebateEndpoints.ODSFE2_rebateDisburse, {
        balanceDate: summary.balanceDate,
        rebateAmount,
      }),
    );
    return { amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }
}
