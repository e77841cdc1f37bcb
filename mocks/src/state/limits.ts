import type { Member } from './accounts.js';
import { Refusal } from './refusal.js';
import { toMajor } from './wallet.js';
import { addMonths, windowOf, type LimitPeriod } from './siteCalendar.js';
import { DAY_MS, HOUR_MS } from './siteTime.js';

/**
 * Player limits (responsible play, decisions §3; our calls, docs/OUR-ENDPOINTS.md): deposit
 * limits per day, week and month, a cool-off and a self-exclusion. A tighter limit applies at
 * once; a looser one (or none) only after `LOOSENING_DELAY_MS`, so a player cannot lift a limit
 * in the heat of the moment. Every rule reads the store clock, so `/__dev/clock` drives the delay.
 */

export type { LimitPeriod } from './siteCalendar.js';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
export const LOOSENING_DELAY_MS = DAY_MS;

export const COOL_OFF_DURATIONS = {
  H24: 24 * HOUR_MS,
  D7: 7 * 24 * HOUR_MS,
  D30: 30 * 24 * HOUR_MS,
};
export type CoolOffDuration = keyof typeof COOL_OFF_DURATIONS;
export const EXCLUSION_DURATIONS = ['M6', 'Y1', 'PERMANENT'] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];

export interface PendingLimit {
  /** Null: the limit is being removed. */
  amountMinor: number | null;
  appliesAt: number;
}

export interface PeriodLimit {
  amountMinor: number | null;
  pending: PendingLimit | null;
}

interface MemberLimits {
  deposit: Record<LimitPeriod, PeriodLimit>;
  coolOffUntil: number | null;
  excludedUntil: number | null;
}

/** Why a member may not sign in, deposit or play right now, and until when (null: for good). */
export interface Block {
  key: 'account_self_excluded' | 'account_cooling_off';
  until: number | null;
}

export interface LimitsDeps {
  now: () => number;
  /** Ends the member's sessions when a cool-off or exclusion starts. */
  endSessions: (memberId: string) => void;
}

function emptyLimits(): MemberLimits {
  return {
    deposit: {
      DAY: { amountMinor: null, pending: null },
      WEEK: { amountMinor: null, pending: null },
      MONTH: { amountMinor: null, pending: null },
    },
    coolOffUntil: null,
    excludedUntil: null,
  };
}

export class LimitsState {
  private readonly byMember = new Map<string, MemberLimits>();

  constructor(private readonly deps: LimitsDeps) {}

  reset(): void {
    this.byMember.clear();
  }

  /** The member's limits with every loosening whose 24 hours are over applied. */
  of(memberId: string): MemberLimits {
    let limits = this.byMember.get(memberId);
    if (!limits) {
      limits = emptyLimits();
      this.byMember.set(memberId, limits);
    }
    const now = this.deps.now();
    for (const period of LIMIT_PERIODS) {
      const l = limits.deposit[period];
      if (l.pending && l.pending.appliesAt <= now) {
        l.amountMinor = l.pending.amountMinor;
        l.pending = null;
      }
    }
    return limits;
  }

  /**
   * Sets a deposit limit (null removes it). Tightening, including a first limit, applies now and
   * drops any pending loosening; loosening waits 24 hours; asking for the current value again
   * cancels a pending change.
   */
  setDepositLimit(memberId: string, period: LimitPeriod, amountMinor: number | null): PeriodLimit {
    if (amountMinor !== null && (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)) {
      throw new Refusal('amount_invalid');
    }
    const limit = this.of(memberId).deposit[period];
    const current = limit.amountMinor;
    if (amountMinor === current) {
      limit.pending = null;
    } else if (amountMinor !== null && (current === null || amountMinor < current)) {
      limit.amountMinor = amountMinor;
      limit.pending = null;
    } else {
      limit.pending = { amountMinor, appliesAt: this.deps.now() + LOOSENING_DELAY_MS };
    }
    return limit;
  }

  /** A cool-off can only be lengthened while one runs; it signs the member out everywhere. */
  startCoolOff(member: Member, duration: CoolOffDuration): number {
    const limits = this.of(member.id);
    const until = this.deps.now() + COOL_OFF_DURATIONS[duration];
    const running = this.activeCoolOff(limits);
    limits.coolOffUntil = running !== null && running > until ? running : until;
    this.deps.endSessions(member.id);
    return limits.coolOffUntil;
  }

  /** Self-exclusion cannot be shortened; permanent sets the member's lasting flag. */
  selfExclude(member: Member, duration: ExclusionDuration): number | null {
    const limits = this.of(member.id);
    if (duration === 'PERMANENT') {
      member.selfExcluded = true;
      limits.excludedUntil = null;
    } else {
      const until = addMonths(this.deps.now(), duration === 'M6' ? 6 : 12);
      const running = this.activeExclusion(limits);
      limits.excludedUntil = running !== null && running > until ? running : until;
    }
    this.deps.endSessions(member.id);
    return member.selfExcluded ? null : limits.excludedUntil;
  }

  /** Self-exclusion wins over a cool-off: it is the longer and firmer promise. */
  blockOf(member: Member): Block | null {
    if (member.selfExcluded) return { key: 'account_self_excluded', until: null };
    const limits = this.of(member.id);
    const excluded = this.activeExclusion(limits);
    if (excluded !== null) return { key: 'account_self_excluded', until: excluded };
    const coolOff = this.activeCoolOff(limits);
    if (coolOff !== null) return { key: 'account_cooling_off', until: coolOff };
    return null;
  }

  /**
   * Refuses a deposit that would take the member past a limit, naming the first one it breaks
   * (`deposit_limit_day|week|month`) and when that window resets.
   */
  checkDeposit(
    memberId: string,
    amountMinor: number,
    depositedBetween: (from: number, to: number) => number,
  ): void {
    const limits = this.of(memberId);
    const now = this.deps.now();
    for (const period of LIMIT_PERIODS) {
      const limit = limits.deposit[period].amountMinor;
      if (limit === null) continue;
      const window = windowOf(period, now);
      const used = depositedBetween(window.from, window.to);
      if (used + amountMinor > limit) {
        throw new Refusal(`deposit_limit_${period.toLowerCase()}`, {
          period,
          limit: toMajor(limit),
          used: toMajor(used),
          resetsAt: new Date(window.to).toISOString(),
        });
      }
    }
  }

  private activeCoolOff(limits: MemberLimits): number | null {
    return limits.coolOffUntil !== null && limits.coolOffUntil > this.deps.now()
      ? limits.coolOffUntil
      : null;
  }

  private activeExclusion(limits: MemberLimits): number | null {
    return limits.excludedUntil !== null && limits.excludedUntil > this.deps.now()
      ? limits.excludedUntil
      : null;
  }
}

/** The refusal a blocked member gets, with `until` as an ISO instant (null: permanent). */
export function blockRefusal(block: Block): Refusal {
  return new Refusal(block.key, {
    until: block.until === null ? null : new Date(block.until).toISOString(),
  });
}
