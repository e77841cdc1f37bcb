import type { PeriodQuery } from '../../api/client/records';
import { TeamApi, type TeamDay, type TeamOverview } from '../../api/client/team';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

/** The team's figures for a period and the same figures day by day (agentTeamOverview). */
export class OverviewStore {
  readonly summary = new Loadable<TeamOverview>();
  readonly daily = new Loadable<TeamDay[]>();
  constructor(private readonly api: TeamApi) {}
  load(range: PeriodQuery): Promise<unknown> {
    return Promise.all([
      this.summary.load(() => this.api.overview(range)),
      this.daily.load(() => this.api.overviewDaily(range)),
    ]);
  }
}

export const createOverviewStore = (root: RootStore) =>
  new OverviewStore(new TeamApi(root.api.transport));
