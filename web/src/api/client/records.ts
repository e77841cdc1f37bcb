import { recordsEndpoints } from '../catalogue/records';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString } from './decode';
import { readPage, type Page } from './paging';

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

export interface ProfitLoss {
  byCategory: (PlayTotals & { gameType: string })[];
  totals: PlayTotals;
  money: MoneyTotals;
}

/** The member's own betting record, transactions, profit and loss and bonus details. */
export class RecordsApi {
  constructor(private readonly transport: Transport) {}

  async bettingRecords(
    query: PeriodQuery & PageQuery & { gameType?: string },
  ): Promise<Page<BetRow> & { totals: PlayTotals }> {
    const value = await this.transport.send(recordsEndpoints.bettingRecords, { ...query });
    return { ...readPage(value, readBet), totals: readPlayTotals(asObject(value).totals) };
  }

  /** `kind` filters by ledger kind (comma-separated), e.g. `deposit,withdrawal`. */
  async transactions(query: PeriodQuery & PageQuery & { kind?: string }): Promise<Page<LedgerRow>> {
    return readPage(
      await this.transport.send(recordsEndpoints.transactionHistory, { ...query }),
      readLedgerRow,
    );
  }

  async profitLoss(query: PeriodQuery = {}): Promise<ProfitLoss> {
    const v = asObject(
      await this.transport.send(recordsEndpoints.personalProfitLoss, { ...query }),
    );
    return {
      byCategory: asArray<unknown>(v.byCategory).map((c) => ({
        gameType: asString(asObject(c).gameType),
        ...readPlayTotals(c),
      })),
      totals: readPlayTotals(v.totals),
      money: readMoneyTotals(v),
    };
  }

  async bonusDetails(
    query: PeriodQuery & PageQuery,
  ): Promise<Page<LedgerRow> & { totalAmount: number }> {
    const value = await this.transport.send(recordsEndpoints.bonusDetails, { ...query });
    return {
      ...readPage(value, readLedgerRow),
      totalAmount: asNumber(asObject(value).totalAmount),
    };
  }
}
