import { recordsEndpoints } from '../catalogue/records';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString } from './decode';

/** The platform's game categories, in the betting record's tab order. */
export const PRODUCTS = [
  'LOTT',
  'ELOTT',
  'PVP',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** `ODSFE2_MemTransDet` money code types (`ALL` asks for every one). */
export const CODE_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'PAYOUT',
  'BONUS',
  'TRANSFER',
  'OTHER',
] as const;
export type CodeType = (typeof CODE_TYPES)[number];

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

/** The profit-and-loss parts that are not play, as the platform names them. */
export const PNL_PARTS = [
  'rebate',
  'promotion',
  'dailySalary',
  'profitSharing',
  'agentCommission',
] as const;
export type PnlPart = (typeof PNL_PARTS)[number];

/** A report window in epoch milliseconds, end exclusive. */
export interface MsWindow {
  startTime: number;
  endTime: number;
}

/** Whole Bangkok days, `YYYY-MM-DD`, both included. */
export interface DayWindow {
  startDate: string;
  endDate: string;
}

/** One settled bet; money in major units, profit from the member's side. */
export interface BetRecord {
  orderNo: string;
  gameName: string;
  gameCategory: string;
  vendor: string;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
  /** Epoch milliseconds. */
  betTime: number;
  settleTime: number;
  status: string;
}

export interface BetTotals {
  totalHands: number;
  validBetting: number;
  netProfit: number;
}

/** One wallet movement; `amount` is signed (negative left the wallet). */
export interface Movement {
  txTime: number;
  amount: number;
  balanceAfter: number;
  codeType: string;
  reference: string;
  remark: string;
}

export interface Bonus {
  txTime: number;
  amount: number;
  category: string;
  reference: string;
  remark: string;
}

export interface DayResult {
  date: string;
  betAmount: number;
  winAmount: number;
  profitAndLoss: number;
}

export interface ProfitLoss {
  totalHands: number;
  betAmount: number;
  validBetting: number;
  winAmount: number;
  /** Play only: win minus stake. */
  netProfit: number;
  parts: Record<PnlPart, number>;
  /** Movements that are neither play, money in or out, nor a bonus. */
  otherAmount: number;
  /** Everything: play, parts and other movements. */
  profitAndLoss: number;
  depositAmount: number;
  withdrawAmount: number;
  balanceStart: number;
  balanceEnd: number;
  days: DayResult[];
}

export interface CategoryResult {
  gameCategory: string;
  totalHands: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
}

export interface Listed<T> {
  list: T[];
  total: number;
}

export function readBetRecord(value: unknown): BetRecord {
  const v = asObject(value);
  return {
    orderNo: asString(v.orderNo),
    gameName: asString(v.gameName),
    gameCategory: asString(v.gameCategory),
    vendor: asString(v.vendor),
    betAmount: asNumber(v.betAmount),
    validBetAmount: asNumber(v.validBetAmount),
    winAmount: asNumber(v.winAmount),
    profitAndLoss: asNumber(v.profitAndLoss),
    betTime: asNumber(v.betTimeInTimestamp),
    settleTime: asNumber(v.settleTimeInTimestamp),
    status: asString(v.status),
  };
}

function readMovement(value: unknown): Movement {
  const v = asObject(value);
  return {
    txTime: asNumber(v.txTime),
    amount: asNumber(v.amount),
    balanceAfter: asNumber(v.balanceAfter),
    codeType: asString(v.codeType),
    reference: asString(v.reference),
    remark: asString(v.remark),
  };
}

function readBonus(value: unknown): Bonus {
  const v = asObject(value);
  return {
    txTime: asNumber(v.txTime),
    amount: asNumber(v.amount),
    category: asString(v.category),
    reference: asString(v.reference),
    remark: asString(v.remark),
  };
}

function listed<T>(
  value: unknown,
  read: (item: unknown) => T,
): Listed<T> & { v: Record<string, unknown> } {
  const v = asObject(value);
  const list = asArray<unknown>(v.list).map(read);
  return { list, total: asNumber(v.total, list.length), v };
}

const isLottery = (product: string | undefined) => product === 'LOTT' || product === 'ELOTT';

/** The member's betting record, wallet movements, profit and loss and bonus details. */
export class RecordsApi {
  constructor(private readonly transport: Transport) {}

  /** One product's settled bets (lottery on the platform's own call) with the period's totals. */
  async bets(
    query: MsWindow & { gameCategory?: Product; status?: BetStatus },
    page: number,
    size: number,
  ): Promise<Listed<BetRecord> & { totals: BetTotals }> {
    const endpoint = isLottery(query.gameCategory)
      ? recordsEndpoints.lottMemBet
      : recordsEndpoints.bettingRecords;
    const { list, total, v } = listed(
      await this.transport.send(endpoint, { ...query, page, size }),
      readBetRecord,
    );
    return {
      list,
      total,
      totals: {
        totalHands: asNumber(v.totalHands),
        validBetting: asNumber(v.validBetting),
        netProfit: asNumber(v.netProfit),
      },
    };
  }

  async betDetail(orderNo: string): Promise<BetRecord> {
    return readBetRecord(
      await this.transport.send(recordsEndpoints.lottBetRecordsDetail, { orderNo }),
    );
  }

  /** Wallet movements of some code types (all when none), newest first. */
  async movements(
    query: MsWindow & { codeTypes?: readonly CodeType[] },
    page: number,
    size: number,
  ): Promise<Listed<Movement>> {
    const { codeTypes, ...window } = query;
    const { list, total } = listed(
      await this.transport.send(recordsEndpoints.memTransDet, {
        ...window,
        codeTypes: codeTypes && codeTypes.length > 0 ? codeTypes.join(',') : 'ALL',
        page,
        size,
      }),
      readMovement,
    );
    return { list, total };
  }

  async profitLoss(query: DayWindow): Promise<ProfitLoss> {
    const v = asObject(await this.transport.send(recordsEndpoints.memPNL, { ...query }));
    const parts = Object.fromEntries(PNL_PARTS.map((p) => [p, asNumber(v[p])])) as Record<
      PnlPart,
      number
    >;
    return {
      totalHands: asNumber(v.totalHands),
      betAmount: asNumber(v.betAmount),
      validBetting: asNumber(v.validBetting),
      winAmount: asNumber(v.winAmount),
      netProfit: asNumber(v.netProfit),
      parts,
      otherAmount: asNumber(v.otherAmount),
      profitAndLoss: asNumber(v.profitAndLoss),
      depositAmount: asNumber(v.depositAmount),
      withdrawAmount: asNumber(v.withdrawAmount),
      balanceStart: asNumber(v.balanceStart),
      balanceEnd: asNumber(v.balanceEnd),
      days: asArray<unknown>(v.days).map((d) => {
        const o = asObject(d);
        return {
          date: asString(o.date),
          betAmount: asNumber(o.betAmount),
          winAmount: asNumber(o.winAmount),
          profitAndLoss: asNumber(o.profitAndLoss),
        };
      }),
    };
  }

  async profitLossByCategory(
    query: DayWindow,
    page: number,
    size: number,
  ): Promise<Listed<CategoryResult>> {
    const { list, total } = listed(
      await this.transport.send(recordsEndpoints.memPNLDet, { ...query, page, size }),
      (item) => {
        const o = asObject(item);
        return {
          gameCategory: asString(o.gameCategory),
          totalHands: asNumber(o.totalHands),
          betAmount: asNumber(o.betAmount),
          validBetAmount: asNumber(o.validBetAmount),
          winAmount: asNumber(o.winAmount),
          profitAndLoss: asNumber(o.profitAndLoss),
        };
      },
    );
    return { list, total };
  }

  async bonuses(
    query: MsWindow & { category?: BonusCategory },
    page: number,
    size: number,
  ): Promise<
    Listed<Bonus> & { totalAmount: number; totals: { category: string; amount: number }[] }
  > {
    const { list, total, v } = listed(
      await this.transport.send(recordsEndpoints.bonusDetails, { ...query, page, size }),
      readBonus,
    );
    return {
      list,
      total,
      totalAmount: asNumber(v.totalAmount),
      totals: asArray<unknown>(v.totals).map((t) => ({
        category: asString(asObject(t).category),
        amount: asNumber(asObject(t).amount),
      })),
    };
  }
}

export {
  readBet,
  readLedgerRow,
  readMoneyTotals,
  readPlayTotals,
  type BetRow,
  type LedgerRow,
  type MoneyTotals,
  type PageQuery,
  type PeriodQuery,
  type PlayTotals,
} from './reportRows';
