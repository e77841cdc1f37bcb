import { makeAutoObservable } from 'mobx';
import {
  MissionsApi,
  type LeaderboardPage,
  type LeaderboardRow,
  type MissionMilestones,
  type MissionPage,
  type MissionSummary,
} from '../../api/client/missions';
import { Loadable } from '../../centre/Loadable';
import { PagedRecords } from '../../centre/PagedRecords';
import { SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

export type MissionTab = 'ONGOING' | 'ENDED';
export const MISSIONS_PAGE_SIZE = 5;
/** Places per page of a leaderboard. */
export const BOARD_PAGE_SIZE = 10;
/** Missions read to find those with a leaderboard: more than a site runs at once. */
const BOARD_MISSIONS_READ = 50;

/** What the screen shows of one opened mission, loaded when the member opens it. */
export interface MissionDetail {
  milestones: MissionMilestones;
  rules: string;
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
  /** The missions of a tab, a page at a time; each answer also brings the menu badge's count. */
  readonly missions: PagedRecords<MissionSummary, MissionTab, MissionPage>;
  openId: string | null = null;
  readonly detail = new Loadable<MissionDetail>();
  /** The mission of the last claim, for the notice under it. */
  claimMissionId: string | null = null;
  /** The last claim: the amount it paid, or why the platform refused it. */
  readonly payout = new Loadable<number>();
  /** The missions that rank players, ongoing first: the leaderboards the member may look at. */
  readonly boards = new Loadable<MissionSummary[]>();
  /** The chosen mission's leaderboard, a page at a time (the query is the mission's id). */
  readonly board: PagedRecords<LeaderboardRow, string, LeaderboardPage>;
  /** The member's own place on the board shown, as its last answer said. */
  boardOwn: LeaderboardPage['own'] | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly api: MissionsApi,
    private readonly host: MissionsHost,
    events: MemberEvents,
  ) {
    this.missions = new PagedRecords(
      (tab, page, size) => api.summary(tab, page, size),
      MISSIONS_PAGE_SIZE,
      { mode: 'pages', onAnswer: (answer) => host.setClaimableMissions(answer.claimableCount) },
    );
    this.board = new PagedRecords(
      (missionId, page, size) => api.leaderboard(missionId, page, size),
      BOARD_PAGE_SIZE,
      { mode: 'pages', onAnswer: (answer) => this.setBoardOwn(answer.own) },
    );
    makeAutoObservable<MissionsStore, 'api' | 'host' | 'unsubscribe'>(this, {
      api: false,
      host: false,
      missions: false,
      detail: false,
      payout: false,
      boards: false,
      board: false,
      unsubscribe: false,
    });
    // The platform pushes nothing when a milestone is reached: the list (and the badge with it)
    // is read when the screen opens and again after a resync (the socket is back).
    const offs = [events.subscribe(SESSION_RESYNC, () => void this.reload())];
    this.unsubscribe = () => offs.forEach((off) => off());
  }

  /** The tab's page shown. */
  get list(): readonly MissionSummary[] {
    return this.missions.rows;
  }

  /** The mission whose claim is under way. */
  get claiming(): string | null {
    return this.payout.loading ? this.claimMissionId : null;
  }

  load(tab: MissionTab = this.missions.query ?? 'ONGOING', page = 1): Promise<void> {
    return this.missions.goTo(page, tab);
  }

  /**
   * Reads the list and the opened mission again (after play, a claim or a reconnection), with
   * what they show kept on screen until the answers.
   */
  async reload(): Promise<void> {
    await Promise.all([this.missions.reload(), this.openId ? this.loadDetail(true) : null]);
  }

  async toggle(missionId: string): Promise<void> {
    this.detail.reset();
    if (this.openId === missionId) {
      this.openId = null;
      return;
    }
    this.openId = missionId;
    // A claim under way still says how it went once it is done.
    if (!this.payout.loading) this.payout.reset();
    await this.loadDetail();
  }

  loadDetail(quietly = false): Promise<void> {
    const missionId = this.openId;
    if (!missionId) return Promise.resolve();
    return this.detail[quietly ? 'refresh' : 'load'](async () => {
      const [milestones, rules] = await Promise.all([
        this.api.milestones(missionId),
        this.api.rules(missionId),
      ]);
      return { milestones, rules };
    });
  }

  /** Finds the missions with a leaderboard, ongoing and ended. */
  loadBoards(): Promise<void> {
    return this.boards.load(async () => {
      const [ongoing, ended] = await Promise.all([
        this.api.summary('ONGOING', 1, BOARD_MISSIONS_READ),
        this.api.summary('ENDED', 1, BOARD_MISSIONS_READ),
      ]);
      return [...ongoing.list, ...ended.list].filter((m) => m.leaderboard);
    });
  }

  /** A page of one mission's leaderboard. */
  showBoard(missionId: string, page = 1): Promise<void> {
    if (this.board.query !== missionId) this.boardOwn = null;
    return this.board.goTo(page, missionId);
  }

  setBoardOwn(own: LeaderboardPage['own']): void {
    this.boardOwn = own;
  }

  /** Claims the mission's rewards; the outcome shows together with the list read again. */
  async claim(missionId: string): Promise<void> {
    if (this.payout.loading) return;
    this.claimMissionId = missionId;
    this.payout.reset();
    await this.payout.load(async () => {
      const paid = await this.api.claim(missionId).catch(async (error: unknown) => {
        await this.reload();
        throw error;
      });
      await Promise.all([this.reload(), this.host.refreshBalance().catch(() => undefined)]);
      return paid.amount;
    });
  }

  dispose(): void {
    this.unsubscribe();
  }
}

/** The missions screen's store; keeps the menu badge and the header balance right after claims. */
export const createMissionsStore = (root: RootStore) =>
  new MissionsStore(
    new MissionsApi(root.api.transport),
    {
      setClaimableMissions: (count) => root.user.setClaimableMissions(count),
      refreshBalance: () => root.user.refreshBalance(),
    },
    root.memberEvents,
  );
