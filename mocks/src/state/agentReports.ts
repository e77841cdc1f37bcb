import { isAgentType, type Accounts, type Member } from './accounts.js';
import type { BetRecord } from './bets.js';
import { agentAnnouncementsSeed, type AgentAnnouncement } from './seed/agent.js';
import type { LedgerEntry, Wallet } from './wallet.js';

/**
 * Member records and agent reports. Nothing here is stored apart from the bets and the wallet
 * ledger: every figure is derived from them on each call, so a report always adds up to the
 * play and the money that really moved.
 */

export interface Period {
  from: number;
  to: number;
}

/** Ledger kinds that are money given to the member rather than won or paid in. */
export const BONUS_KINDS: ReadonlySet<string> = new Set([
  'rebate',
  'reward',
  'red_envelope',
  'raffle',
  'promotion',
  'salary',
  'dividend',
  'mission',
  'referral',
]);

/** What an agent earns from its contracts: the "my income" report. */
export const INCOME_KINDS: ReadonlySet<string> = new Set(['salary', 'dividend']);

export interface PlayTotals {
  betCount: number;
  stakeMinor: number;
  winMinor: number;
  /** From the member's side: win minus stake. */
  profitMinor: number;
}

export interface MoneyTotals {
  depositMinor: number;
  withdrawalMinor: number;
  bonusMinor: number;
}

export interface ReportDeps {
  accounts: Accounts;
  wallet: Wallet;
  bets: () => readonly BetRecord[];
}

export function inPeriod(at: number, period: Period): boolean {
  return at >= period.from && at < period.to;
}

export function betTime(bet: BetRecord): number {
  return bet.placedAt;
}

export function playTotals(bets: readonly BetRecord[]): PlayTotals {
  let stakeMinor = 0;
  let winMinor = 0;
  for (const b of bets) {
    stakeMinor += b.stake;
    winMinor += b.win;
  }
  return { betCount: bets.length, stakeMinor, winMinor, profitMinor: winMinor - stakeMinor };
}

/**
 * Deposits in, withdrawals out (a refunded withdrawal cancels its hold) and bonuses, from the
 * ledger rows of one or more members.
 */
export function moneyTotals(rows: readonly LedgerEntry[]): MoneyTotals {
  const totals: MoneyTotals = { depositMinor: 0, withdrawalMinor: 0, bonusMinor: 0 };
  for (const r of rows) {
    if (r.kind === 'deposit') totals.depositMinor += r.deltaMinor;
    else if (r.kind === 'withdrawal') totals.withdrawalMinor -= r.deltaMinor;
    else if (r.kind === 'withdrawal_refund') totals.withdrawalMinor -= r.deltaMinor;
    else if (BONUS_KINDS.has(r.kind)) totals.bonusMinor += r.deltaMinor;
  }
  return totals;
}

export class AgentReports {
  announcements: AgentAnnouncement[] = agentAnnouncementsSeed();

  constructor(private readonly deps: ReportDeps) {}

  reset(): void {
    this.announcements = agentAnnouncementsSeed();
  }

  // --- one member -----------------------------------------------------------------------

  /** A member's bets in a period, newest first, optionally in one game category. */
  betsOf(member: Member, period: Period, gameType?: string): BetRecord[] {
    return this.deps
      .bets()
      .filter(
        (b) =>
          b.memberId === member.id &&
          inPeriod(betTime(b), period) &&
          (!gameType || b.gameType === gameType),
      )
      .reverse();
  }

  /** A member's ledger rows in a period, newest first, optionally of some kinds. */
  ledgerOf(member: Member, period: Period, kinds?: ReadonlySet<string>): LedgerEntry[] {
    return this.deps.wallet
      .entries(member.id)
      .filter((r) => inPeriod(r.at, period) && (!kinds || kinds.has(r.kind)))
      .reverse();
  }

  /** Profit and loss per game category, plus money in and out, for one member. */
  profitLoss(member: Member, period: Period) {
    const bets = this.betsOf(member, period);
    const categories = [...new Set(bets.map((b) => b.gameType))].sort();
    return {
      byCategory: categories.map((gameType) => ({
        gameType,
        ...playTotals(bets.filter((b) => b.gameType === gameType)),
      })),
      totals: playTotals(bets),
      money: moneyTotals(this.ledgerOf(member, period)),
    };
  }

  // --- an agent's team ------------------------------------------------------------------

  /** Everyone below a member in the agent tree, nearest first. */
  team(agent: Member): Member[] {
    const found: Member[] = [];
    let level = this.deps.accounts.downlines(agent.id);
    while (level.length > 0) {
      found.push(...level);
      level = level.flatMap((m) => this.deps.accounts.downlines(m.id));
    }
    return found;
  }

  /**
   * The agent's team, or one member of it when `account` names one; `null` when the named
   * account is not in the team (an agent never sees outside its own tree).
   */
  scope(agent: Member, account?: string): Member[] | null {
    const team = this.team(agent);
    if (!account) return team;
    const one = team.find((m) => m.account.toLowerCase() === account.trim().toLowerCase());
    return one ? [one] : null;
  }

  teamBets(members: readonly Member[], period: Period): BetRecord[] {
    const ids = new Set(members.map((m) => m.id));
    return this.deps
      .bets()
      .filter((b) => ids.has(b.memberId) && inPeriod(betTime(b), period))
      .reverse();
  }

  teamLedger(members: readonly Member[], period: Period, kinds?: ReadonlySet<string>) {
    return members
      .flatMap((m) => this.ledgerOf(m, period, kinds).map((row) => ({ member: m, row })))
      .sort((a, b) => b.row.at - a.row.at);
  }

  overview(agent: Member, period: Period) {
    const team = this.team(agent);
    const bets = this.teamBets(team, period);
    const active = new Set(bets.map((b) => b.memberId));
    return {
      teamSize: team.length,
      directCount: this.deps.accounts.downlines(agent.id).length,
      agentCount: team.filter((m) => isAgentType(m.type)).length,
      newMembers: team.filter((m) => inPeriod(m.createdAt, period)).length,
      activeMembers: active.size,
      teamBalanceMinor: team.reduce((sum, m) => sum + this.deps.wallet.balanceMinor(m.id), 0),
      play: playTotals(bets),
      money: moneyTotals(this.teamLedger(team, period).map((x) => x.row)),
    };
  }

  /** One row per team member who played or moved money in the period, biggest loss first. */
  profitLossStatement(agent: Member, period: Period) {
    const rows = this.team(agent)
      .map((member) => ({
        member,
        play: playTotals(this.betsOf(member, period)),
        money: moneyTotals(this.ledgerOf(member, period)),
      }))
      .filter((r) => r.play.betCount > 0 || r.money.depositMinor > 0 || r.money.withdrawalMinor > 0)
      .sort(
        (a, b) =>
          a.play.profitMinor - b.play.profitMinor ||
          a.member.account.localeCompare(b.member.account),
      );
    return {
      rows,
      totals: playTotals(this.teamBets(this.team(agent), period)),
    };
  }

  /** Direct downlines of the agent, or of a member of its team. */
  downlines(agent: Member, account?: string): Member[] | null {
    if (!account) return this.deps.accounts.downlines(agent.id);
    const scoped = this.scope(agent, account);
    const parent = scoped?.[0];
    return parent ? this.deps.accounts.downlines(parent.id) : null;
  }
}
