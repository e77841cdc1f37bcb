import { teamReportsEndpoints } from '../catalogue/teamReports';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString } from './decode';
import { readPage, type Page } from './paging';
import {
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
} from './records';

/** A report query: the period, a page, and optionally one member of the team. */
export type TeamQuery = PeriodQuery & PageQuery & { account?: string };

export interface TeamProfitLossRow {
  account: string;
  play: PlayTotals;
  money: MoneyTotals;
}

export interface TeamProfitLossDay {
  date: string;
  stake: number;
  win: number;
  profit: number;
}

export interface MemberProfitLossDetail {
  account: string;
  byCategory: (PlayTotals & { gameType: string })[];
  totals: PlayTotals;
  money: MoneyTotals;
}

export interface IncomeTotals {
  dividend: number;
  salary: number;
  totalIncome: number;
}

export interface MovementTotals {
  credit: number;
  debit: number;
  net: number;
}

/** The agent's team reports; every total covers all rows of the query, not one page. */
export class TeamReportsApi {
  constructor(private readonly transport: Transport) {}

  async betting(
    query: TeamQuery & { gameType?: string },
  ): Promise<Page<BetRow> & { totals: PlayTotals }> {
    const value = await this.transport.send(teamReportsEndpoints.teamBettingRecords, {
      ...query,
    });
    return { ...readPage(value, readBet), totals: readPlayTotals(asObject(value).totals) };
  }

  async profitLoss(query: TeamQuery): Promise<
    Page<TeamProfitLossRow> & {
      totals: { play: PlayTotals; money: MoneyTotals };
      daily: TeamProfitLossDay[];
    }
  > {
    const value = await this.transport.send(teamReportsEndpoints.teamProfitLoss, { ...query });
    const v = asObject(value);
    return {
      ...readPage(value, (row) => ({
        account: asString(asObject(row).account),
        play: readPlayTotals(row),
        money: readMoneyTotals(row),
      })),
      totals: { play: readPlayTotals(v.totals), money: readMoneyTotals(v.totals) },
      daily: asArray<unknown>(v.daily).map((item) => {
        const d = asObject(item);
        return {
          date: asString(d.date),
          stake: asNumber(d.stake),
          win: asNumber(d.win),
          profit: asNumber(d.profit),
        };
      }),
    };
  }

  async profitLossDetail(
    query: PeriodQuery & { account: string },
  ): Promise<MemberProfitLossDetail> {
    const v = asObject(
      await this.transport.send(teamReportsEndpoints.teamProfitLossDetail, { ...query }),
    );
    return {
      account: asString(v.account),
      byCategory: asArray<unknown>(v.list).map((c) => ({
        gameType: asString(asObject(c).gameType),
        ...readPlayTotals(c),
      })),
      totals: readPlayTotals(v.totals),
      money: readMoneyTotals(v),
    };
  }

  async income(
    query: PeriodQuery & PageQuery,
  ): Promise<Page<LedgerRow> & { totals: IncomeTotals }> {
    const value = await this.transport.send(teamReportsEndpoints.agentIncome, { ...query });
    const t = asObject(asObject(value).totals);
    return {
      ...readPage(value, readLedgerRow),
      totals: {
        dividend: asNumber(t.dividend),
        salary: asNumber(t.salary),
        totalIncome: asNumber(t.totalIncome),
      },
    };
  }

  async transactions(
    query: TeamQuery & { kind?: string },
  ): Promise<Page<LedgerRow> & { totals: MovementTotals }> {
    const value = await this.transport.send(teamReportsEndpoints.downlineTransactions, {
      ...query,
    });
    const t = asObject(asObject(value).totals);
    return {
      ...readPage(value, readLedgerRow),
      totals: { credit: asNumber(t.credit), debit: asNumber(t.debit), net: asNumber(t.net) },
    };
  }
}
