import { memberEndpoints } from '../catalogue/member';
import { vipEndpoints } from '../catalogue/vip';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy } from './decode';
import { readPage, type Page } from './paging';

/** What keeps a rank: `MONTHLY_TURNOVER` (a month below it loses a level) or `NONE`. */
export type DemoteCondition = string;

export interface Turnover {
  /** Real stakes this month, major units. */
  actual: number;
  /** What the rank asks each month, major units. */
  expected: number;
}

export interface VipProgress {
  rankLevel: number;
  clubLabel: string;
  nextLevel: number | null;
  nextLabel: string;
  /** Deposits counted towards the next rank, and what it needs (major units). */
  depositTotal: number;
  depositRequired: number;
  progressPercent: number;
  demoteCondition: DemoteCondition;
  monthlyTurnover: Turnover;
  /** What the next rank asks each month once reached; null at the top. */
  nextMonthlyTurnover: number | null;
}

export interface RankRule {
  rankLevel: number;
  clubLabel: string;
  depositRequired: number;
  monthlyTurnover: number;
  demoteCondition: DemoteCondition;
}

export interface ClubBenefit {
  rankLevel: number;
  clubLabel: string;
  rankSalary: number;
  vipSupportRoom: boolean;
}

export interface RankSalaryDetail {
  rankLevel: number;
  clubLabel: string;
  /** `YYYY-MM`. */
  month: string;
  salaryAmount: number;
  monthlyTurnover: Turnover;
  eligible: boolean;
  paid: boolean;
}

export interface RankSalaryClaim {
  transactionNo: string;
  claimTime: string;
  clubLabel: string;
  amount: number;
}

function turnover(raw: unknown): Turnover {
  const t = asObject(raw);
  return { actual: asNumber(t.actual), expected: asNumber(t.expected) };
}

function nullableNumber(raw: unknown): number | null {
  return raw === null || raw === undefined ? null : asNumber(raw);
}

/** The VIP rank page: progress, the rules and benefits of every rank, and the rank salary. */
export class VipApi {
  constructor(private readonly transport: Transport) {}

  async progress(): Promise<VipProgress> {
    const v = asObject(await this.transport.send(memberEndpoints.getPlayerRankProgress));
    return {
      rankLevel: asNumber(v.rankLevel, asNumber(v.vipLevel)),
      clubLabel: asString(v.clubLabel) || asString(v.vipLabelName),
      nextLevel: nullableNumber(v.nextLevel),
      nextLabel: asString(v.nextLabelName),
      depositTotal: asNumber(v.depositTotal),
      depositRequired: asNumber(v.depositRequired),
      progressPercent: asNumber(v.progressPercent),
      demoteCondition: asString(v.demoteCondition, 'NONE'),
      monthlyTurnover: turnover(v.monthlyTurnover),
      nextMonthlyTurnover: nullableNumber(v.nextMonthlyTurnover),
    };
  }

  async rules(): Promise<RankRule[]> {
    const v = asObject(await this.transport.send(vipEndpoints.getPlayerRankRule));
    return asArray<unknown>(v.list).map((raw) => {
      const r = asObject(raw);
      return {
        rankLevel: asNumber(r.rankLevel),
        clubLabel: asString(r.clubLabel),
        depositRequired: asNumber(r.depositRequired),
        monthlyTurnover: asNumber(r.monthlyTurnover),
        demoteCondition: asString(r.demoteCondition, 'NONE'),
      };
    });
  }

  async benefits(): Promise<ClubBenefit[]> {
    const v = asObject(await this.transport.send(vipEndpoints.getMemberClubBenefit));
    return asArray<unknown>(v.list).map((raw) => {
      const b = asObject(raw);
      return {
        rankLevel: asNumber(b.rankLevel),
        clubLabel: asString(b.clubLabel),
        rankSalary: asNumber(b.rankSalary),
        vipSupportRoom: truthy(b.vipSupportRoom),
      };
    });
  }

  async salaryDetail(): Promise<RankSalaryDetail> {
    const v = asObject(await this.transport.send(vipEndpoints.getRankSalaryRewardDetail));
    return {
      rankLevel: asNumber(v.rankLevel),
      clubLabel: asString(v.clubLabel),
      month: asString(v.month),
      salaryAmount: asNumber(v.salaryAmount),
      monthlyTurnover: turnover(v.monthlyTurnover),
      eligible: truthy(v.eligible),
      paid: truthy(v.paid),
    };
  }

  async salaryHistory(page: number, size: number): Promise<Page<RankSalaryClaim>> {
    return readPage(
      await this.transport.send(vipEndpoints.getRankSalaryClaimHistory, { page, size }),
      (raw) => {
        const c = asObject(raw);
        return {
          transactionNo: asString(c.transactionNo),
          claimTime: asString(c.claimTime),
          clubLabel: asString(c.clubLabel),
          amount: asNumber(c.amount),
        };
      },
    );
  }
}
