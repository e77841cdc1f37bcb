/** The pool starts at this amount (minor units) and after each jackpot win is set back to it. */
export const JACKPOT_SEED_AMOUNT = 1_000_000;
/** Share of every real stake that feeds the pool, in basis points (100 = 1%). */
export const JACKPOT_SHARE_BASIS_POINTS = 100;

export interface JackpotWin {
  memberId: string;
  account: string;
  amount: number;
  wonAt: number;
}

/**
 * A progressive jackpot fed by a fixed share of real stakes. The amount is always the seed plus
 * what play has fed since the last win: with no play it shows its seed, never an invented figure.
 */
export class JackpotPool {
  readonly seedAmount = JACKPOT_SEED_AMOUNT;
  readonly shareBasisPoints = JACKPOT_SHARE_BASIS_POINTS;
  private stakesSinceLastWin = 0;
  private readonly wins: JackpotWin[] = [];

  /** Back to the seed amount with no history, as at the platform's launch. */
  clear(): void {
    this.stakesSinceLastWin = 0;
    this.wins.length = 0;
  }

  get amount(): number {
    return this.seedAmount + Math.floor((this.stakesSinceLastWin * this.shareBasisPoints) / 10_000);
  }

  feed(stake: number): void {
    if (!Number.isInteger(stake) || stake <= 0) throw new Error('stake must be positive');
    this.stakesSinceLastWin += stake;
  }

  /** Pays out the whole pool to one member and starts again from the seed. */
  award(memberId: string, account: string, at: number): JackpotWin {
    const win = { memberId, account, amount: this.amount, wonAt: at };
    this.wins.push(win);
    this.stakesSinceLastWin = 0;
    return win;
  }

  history(): readonly JackpotWin[] {
    return this.wins;
  }
}
