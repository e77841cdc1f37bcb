import { missionsEndpoints } from '../catalogue/missions';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy } from './decode';
import { readPage, type Page } from './paging';

export type MissionStatus = 'ONGOING' | 'UPCOMING' | 'ENDED';
export type MissionMeasure = 'ROUNDS' | 'STAKE';
export type MilestoneStatus = 'INCOMPLETE' | 'CLAIMABLE' | 'CLAIMED';

export interface MissionSummary {
  missionId: string;
  title: string;
  status: MissionStatus;
  /** Rounds played, or stake (major units). */
  measure: MissionMeasure;
  startTime: string;
  endTime: string;
  totalCompleted: number;
  totalMilestones: number;
  /** Progress so far, in the mission's measure. */
  milestone: number;
  /** Rewards reached and not yet claimed, major units. */
  claimable: number;
  leaderboard: boolean;
  /** The member's place on the leaderboard; null when unranked or without one. */
  ranked: number | null;
}

export interface Milestone {
  milestoneId: string;
  target: number;
  progress: number;
  reward: number;
  claimStatus: MilestoneStatus;
}

export interface MissionMilestones {
  progress: number;
  completed: Milestone[];
  incomplete: Milestone[];
}

export interface LeaderboardRow {
  rank: number;
  /** Masked by the platform. */
  account: string;
  score: number;
}

export interface LeaderboardPage {
  /** This page's places, ranked over the whole board. */
  list: LeaderboardRow[];
  /** Places on the whole board. */
  total: number;
  totalPages: number;
  /** The member's own place, on whichever page it falls; rank null while unranked. */
  own: { rank: number | null; score: number };
}

export interface MissionPage extends Page<MissionSummary> {
  /** Milestones reached and not yet claimed, over every mission (the menu badge). */
  claimableCount: number;
}

function nullableNumber(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function readSummary(raw: unknown): MissionSummary {
  const m = asObject(raw);
  return {
    missionId: asString(m.missionId),
    title: asString(m.title),
    status: asString(m.status, 'ONGOING') as MissionStatus,
    measure: asString(m.measure, 'ROUNDS') as MissionMeasure,
    startTime: asString(m.startTime),
    endTime: asString(m.endTime),
    totalCompleted: asNumber(m.totalCompleted),
    totalMilestones: asNumber(m.totalMilestones),
    milestone: asNumber(m.milestone),
    claimable: asNumber(m.claimable),
    leaderboard: truthy(m.leaderboard),
    ranked: nullableNumber(m.ranked),
  };
}

function readMilestone(raw: unknown): Milestone {
  const m = asObject(raw);
  return {
    milestoneId: asString(m.milestoneId),
    target: asNumber(m.target),
    progress: asNumber(m.progress),
    reward: asNumber(m.reward),
    claimStatus: asString(m.claimStatus, 'INCOMPLETE') as MilestoneStatus,
  };
}

/** Missions, milestones, rules, claims and the leaderboard (`missionLeaderboard`). */
export class MissionsApi {
  constructor(private readonly transport: Transport) {}

  async summary(status: 'ONGOING' | 'ENDED', page: number, size: number): Promise<MissionPage> {
    const value = await this.transport.send(missionsEndpoints.getMissionSummaryDetails, {
      status,
      page,
      size,
    });
    return {
      ...readPage(value, readSummary),
      claimableCount: asNumber(asObject(value).claimableCount),
    };
  }

  async milestones(missionId: string): Promise<MissionMilestones> {
    const v = asObject(
      await this.transport.send(missionsEndpoints.getMissionMilestones, { missionId }),
    );
    return {
      progress: asNumber(v.progress),
      completed: asArray<unknown>(v.completed).map(readMilestone),
      incomplete: asArray<unknown>(v.incomplete).map(readMilestone),
    };
  }

  /** The mission's rules as rich text (sanitise before rendering). */
  async rules(missionId: string): Promise<string> {
    const v = asObject(await this.transport.send(missionsEndpoints.getMissionRules, { missionId }));
    return asString(v.rules);
  }

  /**
   * One page of a mission's leaderboard (`content`, a Spring page) and the member's own place
   * (`footer`). A platform that pages no further answers everything in `content`: it is one page.
   */
  async leaderboard(missionId: string, page = 1, size = 20): Promise<LeaderboardPage> {
    const v = asObject(
      await this.transport.send(missionsEndpoints.getMissionLeaderboard, { missionId, page, size }),
    );
    const footer = asObject(v.footer);
    const list = asArray<unknown>(v.content).map((raw) => {
      const r = asObject(raw);
      return { rank: asNumber(r.rank), account: asString(r.account), score: asNumber(r.score) };
    });
    return {
      list,
      total: asNumber(v.totalElements, list.length),
      totalPages: Math.max(1, asNumber(v.totalPages, 1)),
      own: { rank: nullableNumber(footer.rank), score: asNumber(footer.score) },
    };
  }

  /** Claims every reached milestone of a mission; the amount paid and the new balance. */
  async claim(missionId: string): Promise<{ amount: number; balance: number }> {
    const v = asObject(
      await this.transport.send(missionsEndpoints.claimMissionRewards, {
        missionId,
        claimLeaderboard: 'N',
      }),
    );
    return { amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }
}
