import type { Member } from './accounts.js';
import { inPeriod, playTotals, type Period, type PlayTotals } from './agentReports.js';
import type { BetRecord } from './bets.js';
import { BANGKOK_OFFSET_MS, DAY_MS } from './siteTime.js';
import type { LedgerEntry } from './wallet.js';

/**
 * The member's own records (betting record, transactions, profit and loss, bonus details), all
 * derived on each call from the settled bets and the wallet ledger, so every total on those
 * screens is the sum of rows that really moved.
 */

/**
 * Bonus categories and the ledger kinds that pay into each. One table, so a new kind posted by
 * the rewards, missions or agent features shows up by adding it here.
 */
export const BONUS_CATEGORY_OF_KIND: Readonly<Record<string, BonusCategory>> = {
  rebate: 'REBATE',
  reward: 'REWARD',
  red_envelope: 'RED_ENVELOPE',
  raffle: 'RAFFLE',
  promotion: 'PROMOTION',
  salary: 'SALARY',
  dividend: 'DIVIDEND',
  mission: 'MISSION',
  referral: 'REFERRAL',
  'vip-salary': 'SALARY',
};

export const BONUS_CATEGORIES = [
  'REBATE',
  'REWARD',
  'RED_ENVELOPE',
  'RAFFLE',
  'PROMOTION',
  'SALARY',
  'DIVIDEND',
  'MISSION',
  'REFERRAL',
] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];

/** `ODSFE2_MemTransDet` money code types, each a set of ledger kinds. */
export const MONEY_CODE_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'PAYOUT',
  'BONUS',
  'TRANSFER',
  'OTHER',
] as const;
export type MoneyCodeType = (typeof MONEY_CODE_TYPES)[number];

const CODE_TYPE_OF_KIND: Readonly<Record<string, MoneyCodeType>> = {
  deposit: 'DEPOSIT',
  withdrawal: 'WITHDRAW',
  withdrawal_refund: 'WITHDRAW',
  bet: 'BET',
  payout: 'PAYOUT',
  jackpot: 'PAYOUT',
  transfer_in: 'TRANSFER',
  transfer_out: 'TRANSFER',
  wallet_transfer_in: 'TRANSFER',
  wallet_transfer_out: 'TRANSFER',
  wallet_return_in: 'TRANSFER',
  wallet_return_out: 'TRANSFER',
};

export function codeTypeOf(kind: string): MoneyCodeType {
  if (kind in BONUS_CATEGORY_OF_KIND) return 'BONUS';
  return CODE_TYPE_OF_KIND[kind] ?? 'OTHER';
}

/** Parts of profit and loss that are not play, as the platform names them. */
export const PNL_PARTS = [
  'rebate',
  'promotion',
  'dailySalary',
  'profitSharing',
  'agentCommission',
] as const;
export type PnlPart = (typeof PNL_PARTS)[number];

/** Which profit-and-loss part a bonus category counts in. */
const PART_OF_CATEGORY: Readonly<Record<BonusCategory, PnlPart>> = {
  REBATE: 'rebate',
  REWARD: 'promotion',
  RED_ENVELOPE: 'promotion',
  RAFFLE: 'promotion',
  PROMOTION: 'promotion',
  SALARY: 'dailySalary',
  DIVIDEND: 'profitSharing',
  MISSION: 'promotion',
  REFERRAL: 'promotion',
};
/** Agent commission is paid with this kind (none of ours pays it yet). */
const COMMISSION_KIND = 'agent_commission';

/** The Bangkok calendar day of an instant, `YYYY-MM-DD`. */
export function siteDay(at: number): string {
  return new Date(at + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Bangkok midnight starting `day` (`YYYY-MM-DD`), as an instant. */
export function siteMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET_MS;
}

/** Whole Bangkok days from `from` to `to` (both included). */
export function daysPeriod(from: string, to: string): Period {
  return { from: siteMidnight(from), to: siteMidnight(to) + DAY_MS };
}

export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let at = period.from; at < period.to; at += DAY_MS) days.push(siteDay(at));
  return days;
}

export interface RecordsDeps {
  bets: () => readonly BetRecord[];
  entries: (memberId: string) => readonly LedgerEntry[];
}

export interface MoneyFlow {
  depositMinor: number;
  withdrawalMinor: number;
  parts: Record<PnlPart, number>;
  /** Movements that are neither play, money in or out, nor a bonus (transfers, jackpots...). */
  otherMinor: number;
}

const LOTTERY_CATEGORIES = new Set(['LOTT', 'ELOTT']);

export class MemberRecords {
  constructor(private readonly deps: RecordsDeps) {}

  /** Settled bets in the period, newest first; `lotteryOnly` for the lottery tab's own call. */
  bets(
    member: Member,
    period: Period,
    filter: { gameCategory?: string | undefined; lotteryOnly?: boolean } = {},
  ): BetRecord[] {
    return this.deps
      .bets()
      .filter(
        (b) =>
          b.memberId === member.id &&
          inPeriod(b.placedAt, period) &&
          (!filter.gameCategory || b.gameType === filter.gameCategory) &&
          (!filter.lotteryOnly || LOTTERY_CATEGORIES.has(b.gameType)),
      )
      .reverse();
  }

  bet(member: Member, orderNo: string): BetRecord | undefined {
    return this.deps.bets().find((b) => b.memberId === member.id && b.id === orderNo);
  }

  /** Ledger movements in the period, newest first, optionally of some code types. */
  movements(member: Member, period: Period, codeTypes?: ReadonlySet<MoneyCodeType>): LedgerEntry[] {
    return this.deps
      .entries(member.id)
      .filter((r) => inPeriod(r.at, period) && (!codeTypes || codeTypes.has(codeTypeOf(r.kind))))
      .reverse();
  }

  /** Bonus movements in the period, newest first, optionally of one category. */
  bonuses(member: Member, period: Period, category?: BonusCategory): LedgerEntry[] {
    return this.movements(member, period, new Set(['BONUS'])).filter(
      (r) => !category || BONUS_CATEGORY_OF_KIND[r.kind] === category,
    );
  }

  /** The wallet balance just before `at` (0 before the first movement). */
  balanceBefore(member: Member, at: number): number {
    let balance = 0;
    for (const r of this.deps.entries(member.id)) {
      if (r.at >= at) break;
      balance = r.balanceAfterMinor;
    }
    return balance;
  }

  moneyFlow(rows: readonly LedgerEntry[]): MoneyFlow {
    const flow: MoneyFlow = {
      depositMinor: 0,
      withdrawalMinor: 0,
      parts: { rebate: 0, promotion: 0, dailySalary: 0, profitSharing: 0, agentCommission: 0 },
      otherMinor: 0,
    };
    for (const r of rows) {
      const category = BONUS_CATEGORY_OF_KIND[r.kind];
      if (r.kind === 'deposit') flow.depositMinor += r.deltaMinor;
      else if (r.kind === 'withdrawal' || r.kind === 'withdrawal_refund')
        flow.withdrawalMinor -= r.deltaMinor;
      else if (r.kind === 'bet' || r.kind === 'payout') continue;
      else if (category) flow.parts[PART_OF_CATEGORY[category]] += r.deltaMinor;
      else if (r.kind === COMMISSION_KIND) flow.parts.agentCommission += r.deltaMinor;
      else flow.otherMinor += r.deltaMinor;
    }
    return flow;
  }

  /**
   * Profit and loss for the period: play (from settled bets), the bonus parts and other
   * movements (from the ledger), their sum, and the day-by-day net for the chart. The net is
   * the balance change minus deposits plus withdrawals, by construction of the ledger.
   */
  profitLoss(member: Member, period: Period) {
    const bets = this.bets(member, period);
    const rows = this.movements(member, period);
    const play = playTotals(bets);
    const flow = this.moneyFlow(rows);
    const partsMinor = PNL_PARTS.reduce((sum, p) => sum + flow.parts[p], 0);
    const balanceStartMinor = this.balanceBefore(member, period.from);
    const balanceEndMinor = this.balanceBefore(member, period.to);
    const days = daysOf(period).map((day) => {
      const dayPeriod = daysPeriod(day, day);
      const dayBets = bets.filter((b) => inPeriod(b.placedAt, dayPeriod));
      const dayFlow = this.moneyFlow(rows.filter((r) => inPeriod(r.at, dayPeriod)));
      const dayPlay = playTotals(dayBets);
      return {
        day,
        play: dayPlay,
        netMinor:
          dayPlay.profitMinor +
          PNL_PARTS.reduce((sum, p) => sum + dayFlow.parts[p], 0) +
          dayFlow.otherMinor,
      };
    });
    return {
      play,
      flow,
      netMinor: play.profitMinor + partsMinor + flow.otherMinor,
      balanceStartMinor,
      balanceEndMinor,
      days,
    };
  }

  /** Play per game category in the period, categories in the platform's order. */
  byCategory(member: Member, period: Period, gameCategory?: string) {
    const bets = this.bets(member, period, { gameCategory });
    const categories = [...new Set(bets.map((b) => b.gameType))].sort();
    return categories.map((category) => ({
      category,
      play: playTotals(bets.filter((b) => b.gameType === category)),
    }));
  }
}

export type { PlayTotals };
