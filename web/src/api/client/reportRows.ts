/**
 * Rows and totals the agent centre's reports read (team bets, team ledger, play and money
 * totals); they were the member records' shapes before those moved to the platform's paths.
 */
import { asNumber, asObject, asString } from './decode';

/** A reporting window: ISO instants, end exclusive; both optional (the last 30 days). */
export interface PeriodQuery {
  startTime?: string;
  endTime?: string;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** Play summed over some bets; money in major units, profit from the player's side. */
export interface PlayTotals {
  betCount: number;
  stake: number;
  win: number;
  profit: number;
}

export interface MoneyTotals {
  deposit: number;
  withdrawal: number;
  bonus: number;
}

export interface BetRow {
  betId: string;
  account: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  stake: number;
  win: number;
  profit: number;
  placedAt: string;
}

/** One wallet movement; `amount` is signed (negative leaves the wallet). */
export interface LedgerRow {
  account: string;
  reference: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  note: string;
  createdAt: string;
}

export function readPlayTotals(value: unknown): PlayTotals {
  const v = asObject(value ?? {});
  return {
    betCount: asNumber(v.betCount),
    stake: asNumber(v.stake),
    win: asNumber(v.win),
    profit: asNumber(v.profit),
  };
}

export function readMoneyTotals(value: unknown): MoneyTotals {
  const v = asObject(value ?? {});
  return {
    deposit: asNumber(v.deposit),
    withdrawal: asNumber(v.withdrawal),
    bonus: asNumber(v.bonus),
  };
}

export function readBet(value: unknown): BetRow {
  const v = asObject(value);
  return {
    betId: asString(v.betId),
    account: asString(v.account),
    gameName: asString(v.gameName),
    gameType: asString(v.gameType),
    vassalage: asString(v.vassalage),
    stake: asNumber(v.stake),
    win: asNumber(v.win),
    profit: asNumber(v.profit),
    placedAt: asString(v.placedAt),
  };
}

export function readLedgerRow(value: unknown): LedgerRow {
  const v = asObject(value);
  return {
    account: asString(v.account),
    reference: asString(v.reference),
    kind: asString(v.kind),
    amount: asNumber(v.amount),
    balanceAfter: asNumber(v.balanceAfter),
    note: asString(v.note),
    createdAt: asString(v.createdAt),
  };
}
