import { makeAutoObservable, runInAction } from 'mobx';
import type {
  LeaderboardRow,
  MissionMilestones,
  MissionsApi,
  MissionSummary,
} from '../../api/client/missions';
import { errorKey } from '../../api/errors';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';

export type MissionTab = 'ONGOING' | 'ENDED';
export const MISSIONS_PAGE_SIZE = 5;

/** What the screen shows of one opened mission, loaded when the member opens it. */
export interface MissionDetail {
  milestones: MissionMilestones | null;
  rules: string | null;
  leaderboard: { rows: LeaderboardRow[]; own: { rank: number | null; score: number } } | null;
  errorKey: string | null;
}

export interface MissionsHost {
  /** Keeps the menu badges right after a claim. */
  setClaimableMissions(count: number): void;
  refreshBalance(): Promise<void>;
}

/**
 * Missions (`missionLeaderboard`): the list by tab and page, the opened mission's milestones,
 * rules and leaderboard, and claims. Progress comes from the platform; a milestone reached
 * while the screen is open (the member's socket says so) reloads what is shown.
 */
export class MissionsStore {
  tab: MissionTab = 'ONGOING';
  page = 1;
  totalPages = 1;
  list: MissionSummary[] = [];
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorKey: string | null = null;
  openId: string | null = null;
  detail: MissionDetail | null = null;
  claiming: string | null = null;
  /** The outcome of the last claim, for the notice under the mission. */
  claimResult: { missionId: string; amount?: number; errorKey?: string } | null = null;
  private request = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly api: MissionsApi,
    private readonly host: MissionsHost,
    events: MemberEvents,
  ) {
    makeAutoObservable<MissionsStore, 'api' | 'host' | 'request' | 'unsubscribe'>(this, {
      api: false,
      host: false,
      request: false,
      unsubscribe: false,
    });
    // A resync (the socket is back, or the gateway's own feed resumed) may follow a missed
    // milestone: the list is fetched again, as for the push itself.
    const offs = [
      events.subscribe(MemberEvent.MissionReached, () => void this.reload()),
      events.subscribe(SESSION_RESYNC, () => void this.reload()),
    ];
    this.unsubscribe = () => offs.forEach((off) => off());
  }

  async load(tab: MissionTab = this.tab, page = 1): Promise<void> {
    const request = ++this.request;
    this.tab = tab;
    this.page = page;
    this.state = 'loading';
    this.errorKey = null;
    try {
      const result = await this.api.summary(tab, page, MISSIONS_PAGE_SIZE);
      if (request !== this.request) return;
      runInAction(() => {
        this.list = result.list;
        this.totalPages = Math.max(1, result.totalPages);
        this.state = 'ready';
      });
      this.host.setClaimableMissions(result.claimableCount);
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  /** Reloads the list and the opened mission (after play or a claim). */
  async reload(): Promise<void> {
    await Promise.all([this.load(this.tab, this.page), this.openId ? this.loadDetail() : null]);
  }

  async toggle(missionId: string): Promise<void> {
    if (this.openId === missionId) {
      this.openId = null;
      this.detail = null;
      return;
    }
    this.openId = missionId;
    this.detail = null;
    this.claimResult = null;
    await this.loadDetail();
  }

  async loadDetail(): Promise<void> {
    const missionId = this.openId;
    const mission = this.list.find((m) => m.missionId === missionId);
    if (!missionId) return;
    try {
      const [milestones, rules, leaderboard] = await Promise.all([
        this.api.milestones(missionId),
        this.api.rules(missionId),
        mission?.leaderboard ? this.api.leaderboard(missionId) : Promise.resolve(null),
      ]);
      if (this.openId !== missionId) return;
      runInAction(() => {
        this.detail = { milestones, rules, leaderboard, errorKey: null };
      });
    } catch (error) {
      if (this.openId !== missionId) return;
      runInAction(() => {
        this.detail = {
          milestones: null,
          rules: null,
          leaderboard: null,
          errorKey: errorKey(error),
        };
      });
    }
  }

  async claim(missionId: string): Promise<void> {
    if (this.claiming) return;
    this.claiming = missionId;
    this.claimResult = null;
    // The outcome shows once the list is read again, so "added to your balance" never sits
    // beside a milestone still offered for claiming.
    try {
      const paid = await this.api.claim(missionId);
      // A balance that cannot be read now is read at the next push; the claim itself went through.
      await Promise.all([this.reload(), this.host.refreshBalance().catch(() => undefined)]);
      runInAction(() => {
        this.claimResult = { missionId, amount: paid.amount };
      });
    } catch (error) {
      await this.reload();
      runInAction(() => {
        this.claimResult = { missionId, errorKey: errorKey(error) };
      });
    } finally {
      runInAction(() => {
        this.claiming = null;
      });
    }
  }

  dispose(): void {
    this.unsubscribe();
  }
}
