import { makeAutoObservable, runInAction } from 'mobx';
import { DepositApi, type Deposit, type DepositReportQuery } from '../../api/client/deposit';
import {
  RecordsApi,
  type BetRecord,
  type BetStatus,
  type BetTotals,
  type Bonus,
  type BonusCategory,
  type CategoryResult,
  type CodeType,
  type DayWindow,
  type Movement,
  type MsWindow,
  type Product,
  type ProfitLoss,
} from '../../api/client/records';
import { WithdrawApi, type ReportQuery, type Withdrawal } from '../../api/client/withdraw';
import { Loadable, PagedRecords } from '../../centre';
import { errorKey } from '../../api/errors';
import type { RootStore } from '../../stores/RootStore';

export type BetsQuery = MsWindow & { gameCategory?: Product; status?: BetStatus };
export type MovementsQuery = MsWindow & { codeTypes?: CodeType[] };
export type BonusesQuery = MsWindow & { category?: BonusCategory };
export type WithdrawalsQuery = ReportQuery & { startDateTs: number; endDateTs: number };

/** The platform's largest page for these reports: fewer calls while scrolling or exporting. */
const PAGE_SIZE = 100;
const NO_CATEGORIES: readonly CategoryResult[] = [];

/** Totals a list's call answers beside its rows, kept for the query they belong to. */
class QueryTotals<Query, Totals> {
  query: Query | null = null;
  value: Totals | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  set(query: Query, value: Totals): void {
    this.query = query;
    this.value = value;
  }

  /** The totals of `query`, or null until its first page has been answered. */
  of(query: Query | null): Totals | null {
    return query !== null && query === this.query ? this.value : null;
  }
}

/**
 * The member's records: the betting record with its totals and a bet's detail, wallet movements,
 * deposits and withdrawals, profit and loss for a period, and bonuses received. Every figure is
 * what the platform answers; nothing is added up here.
 */
export class RecordsStore {
  readonly bets: PagedRecords<BetRecord, BetsQuery>;
  readonly movements: PagedRecords<Movement, MovementsQuery>;
  readonly deposits: PagedRecords<Deposit, DepositReportQuery>;
  readonly withdrawals: PagedRecords<Withdrawal, WithdrawalsQuery>;
  readonly bonuses: PagedRecords<Bonus, BonusesQuery>;
  private readonly betTotals = new QueryTotals<BetsQuery, BetTotals>();
  private readonly bonusTotals = new QueryTotals<
    BonusesQuery,
    { totalAmount: number; byCategory: { category: string; amount: number }[] }
  >();

  detail: { orderNo: string; bet: BetRecord | null; errorKey: string | null } | null = null;

  /** Profit and loss for a period with its play per category, from one load of the two calls. */
  readonly profitLoss = new Loadable<{ summary: ProfitLoss; categories: CategoryResult[] }>();

  constructor(
    private readonly api: RecordsApi,
    deposit: DepositApi,
    withdraw: WithdrawApi,
  ) {
    this.bets = new PagedRecords(async (query, page, size) => {
      const answer = await api.bets(query, page, size);
      if (page === 1) this.betTotals.set(query, answer.totals);
      return answer;
    }, PAGE_SIZE);
    this.movements = new PagedRecords(
      (query, page, size) => api.movements(query, page, size),
      PAGE_SIZE,
    );
    this.deposits = new PagedRecords(
      (query, page, size) => deposit.report(query, page, size),
      PAGE_SIZE,
    );
    this.withdrawals = new PagedRecords(
      // The withdrawal report pages by row offsets, `start` included and `end` excluded.
      (query, page, size) =>
        withdraw.report({ ...query, start: (page - 1) * size, end: page * size }),
      PAGE_SIZE,
    );
    this.bonuses = new PagedRecords(async (query, page, size) => {
      const answer = await api.bonuses(query, page, size);
      if (page === 1)
        this.bonusTotals.set(query, { totalAmount: answer.totalAmount, byCategory: answer.totals });
      return answer;
    }, PAGE_SIZE);
    makeAutoObservable<RecordsStore, 'api' | 'betTotals' | 'bonusTotals'>(this, {
      api: false,
      bets: false,
      movements: false,
      deposits: false,
      withdrawals: false,
      bonuses: false,
      betTotals: false,
      bonusTotals: false,
      profitLoss: false,
    });
  }

  /** The betting record's totals for the period shown (valid bets, net profit, hands). */
  get currentBetTotals(): BetTotals | null {
    return this.betTotals.of(this.bets.query);
  }

  get currentBonusTotals() {
    return this.bonusTotals.of(this.bonuses.query);
  }

  /**
   * Opens a bet's detail: the row at once, then, for lottery (the platform's detail call is the
   * lottery one), its own record of the bet.
   */
  async openDetail(row: BetRecord): Promise<void> {
    this.detail = { orderNo: row.orderNo, bet: row, errorKey: null };
    if (row.gameCategory !== 'LOTT' && row.gameCategory !== 'ELOTT') return;
    try {
      const bet = await this.api.betDetail(row.orderNo);
      runInAction(() => {
        if (this.detail?.orderNo === row.orderNo) this.detail = { ...this.detail, bet };
      });
    } catch (error) {
      runInAction(() => {
        if (this.detail?.orderNo === row.orderNo)
          this.detail = { ...this.detail, errorKey: errorKey(error) };
      });
    }
  }

  closeDetail(): void {
    this.detail = null;
  }

  get pnl(): ProfitLoss | null {
    return this.profitLoss.value?.summary ?? null;
  }

  get categories(): readonly CategoryResult[] {
    return this.profitLoss.value?.categories ?? NO_CATEGORIES;
  }

  /** Profit and loss for whole Bangkok days; a newer period's answer wins over an older one. */
  loadProfitLoss(days: DayWindow): Promise<void> {
    return this.profitLoss.load(async () => {
      const [summary, categories] = await Promise.all([
        this.api.profitLoss(days),
        this.api.profitLossByCategory(days, 1, 100),
      ]);
      return { summary, categories: categories.list };
    });
  }
}

export const createRecordsStore = (root: RootStore) =>
  new RecordsStore(
    new RecordsApi(root.api.transport),
    new DepositApi(root.api.transport),
    new WithdrawApi(root.api.transport),
  );
