import type { Accounts, Member } from './accounts.js';
import type { Bets } from './bets.js';
import { demoteOneRank, VIP_RANKS, vipStanding } from './vip.js';
import type { ReviewMonth, VipReviews } from './vipReview.js';
import { toMajor, type Wallet } from './wallet.js';

/**
 * What each VIP rank asks and gives, beyond the deposits that reach it (`VIP_RANKS`): the
 * monthly turnover that keeps it, the rank salary the operator pays once a month to members
 * who kept it, and whether it opens the VIP support room. Money in minor units.
 */
export const VIP_CLUB = [
  { level: 0, monthlyTurnoverMinor: 0, salaryMinor: 0, supportRoom: false },
  { level: 1, monthlyTurnoverMinor: 500_00, salaryMinor: 5_00, supportRoom: false },
  { level: 2, monthlyTurnoverMinor: 2_000_00, salaryMinor: 20_00, supportRoom: false },
  { level: 3, monthlyTurnoverMinor: 10_000_00, salaryMinor: 100_00, supportRoom: true },
  { level: 4, monthlyTurnoverMinor: 40_000_00, salaryMinor: 400_00, supportRoom: true },
  { level: 5, monthlyTurnoverMinor: 200_000_00, salaryMinor: 2_000_00, supportRoom: true },
] as const;

/** The ledger kind of a rank salary payment: the claim history is read from the wallet. */
export const RANK_SALARY_KIND = 'vip-salary';

/** Only the domains the club reads and pays through, so it sits below the store composing them. */
export interface VipClubDeps {
  now: () => number;
  accounts: Pick<Accounts, 'all'>;
  bets: Pick<Bets, 'forMember'>;
  wallet: Wallet;
  vipReviews: Pick<VipReviews, 'takeDueMonths'>;
}

/** The first instant of the stand-in clock's month (UTC), and its name (`2026-11`). */
export function monthOf(now: number): { start: number; name: string } {
  const d = new Date(now);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return { start, name: new Date(start).toISOString().slice(0, 7) };
}

/** Real stakes placed from `from` up to, not including, `to`. */
function turnoverMinorBetween(store: VipClubDeps, memberId: string, from: number, to: number) {
  return store.bets
    .forMember(memberId)
    .filter((b) => b.placedAt >= from && b.placedAt < to)
    .reduce((sum, b) => sum + b.stake, 0);
}

/** Real stakes this month: what keeps a rank, moved by every settled bet. */
export function monthlyTurnoverMinor(store: VipClubDeps, memberId: string): number {
  return turnoverMinorBetween(store, memberId, monthOf(store.now()).start, Infinity);
}

export function clubOf(level: number) {
  return VIP_CLUB[Math.min(Math.max(level, 0), VIP_CLUB.length - 1)] ?? VIP_CLUB[0];
}

/** The member's rank, the next one, and the figures both depend on. */
export function rankProgress(store: VipClubDeps, member: Member) {
  const standing = vipStanding(member, store.wallet);
  const club = clubOf(standing.level);
  const turnover = monthlyTurnoverMinor(store, member.id);
  return {
    standing,
    club,
    turnoverMinor: turnover,
    /** A rank with a turnover to keep is lost (one level) when a month ends below it. */
    demoteCondition: club.monthlyTurnoverMinor > 0 ? 'MONTHLY_TURNOVER' : 'NONE',
  };
}

/**
 * Pays this month's rank salary to a member who kept their rank's turnover, once a month
 * (the reference carries the month, so the ledger refuses a second payment).
 */
export function payRankSalary(store: VipClubDeps, member: Member): number {
  const progress = rankProgress(store, member);
  const { salaryMinor, monthlyTurnoverMinor: expected } = progress.club;
  if (salaryMinor <= 0) throw new RankSalaryRefusal('rank_salary_none');
  if (progress.turnoverMinor < expected) throw new RankSalaryRefusal('rank_salary_not_eligible');
  store.wallet.post({
    memberId: member.id,
    deltaMinor: salaryMinor,
    kind: RANK_SALARY_KIND,
    reference: `${RANK_SALARY_KIND}:${member.id}:${monthOf(store.now()).name}`,
    note: VIP_RANKS[progress.standing.level]?.label ?? '',
  });
  return salaryMinor;
}

export class RankSalaryRefusal extends Error {
  constructor(readonly key: 'rank_salary_none' | 'rank_salary_not_eligible') {
    super(key);
  }
}

/** The platform's progress fields (`clubLabel, rankLevel, demoteCondition, monthlyTurnover`). */
export function clubProgress(store: VipClubDeps, member: Member) {
  const progress = rankProgress(store, member);
  const next = progress.standing.next ? clubOf(progress.standing.next.level) : null;
  return {
    rankLevel: progress.standing.level,
    clubLabel: progress.standing.label,
    demoteCondition: progress.demoteCondition,
    /** This month's real stakes against what keeps the current rank. */
    monthlyTurnover: {
      actual: toMajor(progress.turnoverMinor),
      expected: toMajor(progress.club.monthlyTurnoverMinor),
    },
    /** What the next rank will ask each month once reached. */
    nextMonthlyTurnover: next ? toMajor(next.monthlyTurnoverMinor) : null,
  };
}

/** One member's outcome of a month-end review. */
export interface RankReview {
  account: string;
  month: string;
  fromLevel: number;
  toLevel: number;
  turnoverMinor: number;
  expectedMinor: number;
}

/**
 * The month-end review (`demoteCondition: MONTHLY_TURNOVER`): a member whose real stakes in the
 * month that ended stayed below what their rank asks each month moves down one rank; one who
 * reached it keeps the rank. Runs for every month ended on the stand-in's clock since the last
 * review, oldest first, so a clock moved across several month ends reviews each of them.
 */
export function reviewDueRanks(store: VipClubDeps): RankReview[] {
  const reviews: RankReview[] = [];
  for (const month of store.vipReviews.takeDueMonths()) {
    for (const member of store.accounts.all()) {
      const review = reviewMember(store, member, month);
      if (review) reviews.push(review);
    }
  }
  return reviews;
}

function reviewMember(store: VipClubDeps, member: Member, month: ReviewMonth): RankReview | null {
  const { level } = vipStanding(member, store.wallet);
  const expectedMinor = clubOf(level).monthlyTurnoverMinor;
  if (expectedMinor <= 0) return null;
  const turnoverMinor = turnoverMinorBetween(store, member.id, month.start, month.end);
  const toLevel =
    turnoverMinor >= expectedMinor ? level : demoteOneRank(member, store.wallet).level;
  return {
    account: member.account,
    month: month.name,
    fromLevel: level,
    toLevel,
    turnoverMinor,
    expectedMinor,
  };
}
