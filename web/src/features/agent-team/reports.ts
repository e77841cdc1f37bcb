import { makeAutoObservable } from 'mobx';
import type { PeriodQuery } from '../../api/client/records';
import { TeamReportsApi, type MemberProfitLossDetail } from '../../api/client/teamReports';
import { Loadable } from './Loadable';
import type { RootStore } from '../../stores/RootStore';
import { ReportStore } from './reportStore';

const api = (root: RootStore) => new TeamReportsApi(root.api.transport);

export const createBettingReport = (root: RootStore) => {
  const reports = api(root);
  return new ReportStore((query, pageNo, pageSize) =>
    reports.betting({ ...query, pageNo, pageSize }),
  );
};

export const createProfitLossReport = (root: RootStore) => {
  const reports = api(root);
  return new ReportStore((query, pageNo, pageSize) =>
    reports.profitLoss({ ...query, pageNo, pageSize }),
  );
};

/** The agent's own income: no member filter (the rows are the agent's own ledger). */
export const createIncomeReport = (root: RootStore) => {
  const reports = api(root);
  return new ReportStore(({ startTime, endTime }, pageNo, pageSize) =>
    reports.income({ startTime, endTime, pageNo, pageSize }),
  );
};

export const createTransactionsReport = (root: RootStore) => {
  const reports = api(root);
  return new ReportStore((query, pageNo, pageSize) =>
    reports.transactions({ ...query, pageNo, pageSize }),
  );
};

/** One member's profit and loss by game category, opened from a row of the team P/L. */
export class MemberDetailStore {
  readonly detail = new Loadable<MemberProfitLossDetail>();
  account: string | null = null;

  constructor(private readonly reports: TeamReportsApi) {
    makeAutoObservable<MemberDetailStore, 'reports'>(this, { reports: false, detail: false });
  }

  show(account: string | null, range: PeriodQuery): void {
    this.account = account;
    if (account) void this.detail.load(() => this.reports.profitLossDetail({ ...range, account }));
  }
}

export const createMemberDetailStore = (root: RootStore) => new MemberDetailStore(api(root));
