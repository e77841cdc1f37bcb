import { limitsEndpoints } from '../catalogue/limits';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, type Json } from './decode';

export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
export type CoolOffDuration = 'H24' | 'D7' | 'D30';
export type ExclusionDuration = 'M6' | 'Y1' | 'PERMANENT';

export interface DepositLimit {
  period: LimitPeriod;
  /** Major units; null: no limit. */
  amount: number | null;
  /** A loosening waiting out its 24 hours (amount null: the limit is being removed). */
  pending: { amount: number | null; appliesAt: string } | null;
  /** Deposited (pending or arrived) in the current window. */
  used: number;
  resetsAt: string;
}

export interface PlayerLimits {
  depositLimits: DepositLimit[];
  coolOffUntil: string | null;
  selfExcludedUntil: string | null;
}

function nullableAmount(value: unknown): number | null {
  return value === null || value === undefined ? null : asNumber(value);
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readLimits(value: unknown): PlayerLimits {
  const v = asObject(value);
  return {
    depositLimits: asArray<Json>(v.depositLimits)
      .filter((l) => LIMIT_PERIODS.includes(l.period as LimitPeriod))
      .map((l) => {
        const pending = l.pending ? asObject(l.pending) : null;
        return {
          period: l.period as LimitPeriod,
          amount: nullableAmount(l.amount),
          pending: pending
            ? { amount: nullableAmount(pending.amount), appliesAt: asString(pending.appliesAt) }
            : null,
          used: asNumber(l.used),
          resetsAt: asString(l.resetsAt),
        };
      }),
    coolOffUntil: nullableString(v.coolOffUntil),
    selfExcludedUntil: nullableString(v.selfExcludedUntil),
  };
}

/** Player limits (ours, docs/OUR-ENDPOINTS.md): deposit limits, cool-off, self-exclusion. */
export class LimitsApi {
  constructor(private readonly transport: Transport) {}

  async get(): Promise<PlayerLimits> {
    return readLimits(await this.transport.send(limitsEndpoints.getPlayerLimits));
  }

  /** `amount` null removes the limit; a loosening applies after 24 hours. */
  async setDepositLimit(period: LimitPeriod, amount: number | null): Promise<PlayerLimits> {
    return readLimits(
      await this.transport.send(limitsEndpoints.setDepositLimit, { period, amount }),
    );
  }

  /** Starts a cool-off; the platform ends the member's sessions. Resolves with its end. */
  async startCoolOff(duration: CoolOffDuration): Promise<string> {
    const v = asObject(await this.transport.send(limitsEndpoints.startCoolOff, { duration }));
    return asString(v.until);
  }

  /** Resolves with the end of the exclusion, or null when it is permanent. */
  async selfExclude(duration: ExclusionDuration): Promise<string | null> {
    const v = asObject(await this.transport.send(limitsEndpoints.selfExclude, { duration }));
    return nullableString(v.until);
  }
}
