import { makeAutoObservable, runInAction } from 'mobx';
import type { Page } from '../../api/client/paging';
import type { PeriodQuery } from '../../api/client/records';
import { TeamReportsApi } from '../../api/client/teamReports';
import { PagedRecords } from '../../centre/PagedRecords';
import type { RootStore } from '../../stores/RootStore';

export interface ReportQuery extends PeriodQuery {
  /** One member of the team; the whole team when absent. */
  account?: string;
}

type Fetch<Row, Answer> = (
  query: ReportQuery,
  pageNo: number,
  pageSize: number,
) => Promise<Page<Row> & Answer>;

/**
 * One team report: its rows page by page, and what the first page's answer says of the whole
 * query (totals, the daily series). Those are kept only for the query on screen.
 */
export class ReportStore<Row, Answer extends object> {
  readonly records: PagedRecords<Row, ReportQuery>;
  /** The first page's answer: the query's totals and series. */
  summary: (Page<Row> & Answer) | null = null;

  constructor(fetch: Fetch<Row, Answer>, pageSize = 50) {
    this.records = new PagedRecords(async (query, pageNo, size) => {
      const answer = await fetch(query, pageNo, size);
      if (pageNo === 1) {
        runInAction(() => {
          if (this.records.query === query) this.summary = answer;
        });
      }
      return answer;
    }, pageSize);
    makeAutoObservable(this, { records: false });
  }

  show(query: ReportQuery): Promise<void> {
    this.summary = null;
    return this.records.setQuery(query);
  }
}

const reportsApi = (root: RootStore) => new TeamReportsApi(root.api.transport);

export const createBettingReport = (root: RootStore) => {
  const reports = reportsApi(root);
  return new ReportStore((query, pageNo, pageSize) =>
    reports.betting({ ...query, pageNo, pageSize }),
  );
};

export const createProfitLossReport = (root: RootStore) => {
  const reports = reportsApi(root);
  return new ReportStore((query, pageNo, pageSize) =>
    reports.profitLoss({ ...query, pageNo, pageSize }),
  );
};

/** The agent's own income: no member filter (the rows are the agent's own ledger). */
export const createIncomeReport = (root: RootStore) => {
  const reports = reportsApi(root);
  return new ReportStore(({ startTime, endTime }, pageNo, pageSize) =>
    reports.income({ startTime, endTime, pageNo, pageSize }),
  );
};

export const createTransactionsReport = (root: RootStore) => {
  const reports = reportsApi(root);
  return new ReportStore((query, pageNo, pageSize) =>
    reports.transactions({ ...query, pageNo, pageSize }),
  );
};
