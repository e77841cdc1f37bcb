import { makeAutoObservable } from 'mobx';
import type { PeriodQuery } from '../../api/client/records';
import { TeamReportsApi, type MemberProfitLossDetail } from '../../api/client/teamReports';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

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

export const createMemberDetailStore = (root: RootStore) =>
  new MemberDetailStore(new TeamReportsApi(root.api.transport));
