import type { GameCategory } from './seed/games.js';

/** One settled bet of real play in the stand-in; money in integer minor units. */
export interface BetRecord {
  id: string;
  memberId: string;
  /** Kept for boards that show a masked name without another lookup. */
  account: string;
  nodeId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
  gameType: GameCategory;
  stake: number;
  win: number;
  /** The wallet reference of the stake; the payout uses the same with a suffix. */
  reference: string;
  placedAt: number;
}

export type NewBet = Omit<BetRecord, 'id'>;

/**
 * The ledger of bets. The winners board, missions, leaderboards and points all derive from
 * these rows, so a figure on screen can always be traced to play that happened.
 */
export class Bets {
  private readonly records: BetRecord[] = [];

  clear(): void {
    this.records.length = 0;
  }

  record(bet: NewBet): BetRecord {
    if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0)
      throw new Error('stake must be positive');
    if (!Number.isSafeInteger(bet.win) || bet.win < 0) throw new Error('win must not be negative');
    const row: BetRecord = { ...bet, id: `B${String(this.records.length + 1).padStart(8, '0')}` };
    this.records.push(row);
    return row;
  }

  all(): readonly BetRecord[] {
    return this.records;
  }

  forMember(memberId: string): BetRecord[] {
    return this.records.filter((r) => r.memberId === memberId);
  }

  /** Winning bets, newest first, optionally within one category. */
  winners(limit: number, gameType?: GameCategory): BetRecord[] {
    const wins: BetRecord[] = [];
    for (let i = this.records.length - 1; i >= 0 && wins.length < limit; i -= 1) {
      const r = this.records[i];
      if (r && r.win > 0 && (!gameType || r.gameType === gameType)) wins.push(r);
    }
    return wins;
  }

  /** Total stake per member since an instant, largest first (for missions and leaderboards). */
  stakeByMember(since: number): { memberId: string; account: string; stake: number }[] {
    const totals = new Map<string, { memberId: string; account: string; stake: number }>();
    for (const r of this.records) {
      if (r.placedAt < since) continue;
      const t = totals.get(r.memberId) ?? { memberId: r.memberId, account: r.account, stake: 0 };
      t.stake += r.stake;
      totals.set(r.memberId, t);
    }
    return [...totals.values()].sort(
      (a, b) => b.stake - a.stake || a.account.localeCompare(b.account),
    );
  }
}
