import { MemberType, type Member } from './accounts.js';
import type { BetRecord } from './bets.js';
import { Refusal } from './refusal.js';
import { DAY_MS, startOfBangkokDay } from './siteTime.js';
import type { Wallet } from './wallet.js';

/**
 * Missions with milestones and a leaderboard. Progress is never stored: it is read from the
 * bets ledger (rounds played or stake, inside the mission's window), so it moves exactly when
 * the member plays. Each milestone pays once, through the wallet with a reference naming the
 * member, mission and milestone.
 */

export type MissionMeasure = 'ROUNDS' | 'STAKE';

export interface Milestone {
  id: string;
  /** Rounds, or stake in minor units, to reach. */
  target: number;
  rewardMinor: number;
}

export interface Mission {
  id: string;
  title: string;
  /** Rich text as the back office writes it; the browser sanitises before showing. */
  rules: string;
  measure: MissionMeasure;
  startAt: number;
  endAt: number;
  /** Ranks players by stake in the window. */
  leaderboard: boolean;
  milestones: Milestone[];
}

export type MilestoneStatus = 'INCOMPLETE' | 'CLAIMABLE' | 'CLAIMED';

export interface MilestoneView extends Milestone {
  progress: number;
  status: MilestoneStatus;
}

export interface MissionView extends Mission {
  status: 'ONGOING' | 'UPCOMING' | 'ENDED';
  progress: number;
  milestones: MilestoneView[];
  claimableMinor: number;
}

export interface MissionsDeps {
  now: () => number;
  wallet: Wallet;
  bets: () => readonly BetRecord[];
}

export function missionsSeed(now: number): Mission[] {
  const today = startOfBangkokDay(now);
  return [
    {
      id: 'M-SPIN',
      title: 'Spin the demo slot',
      rules:
        '<p>Play rounds of any game this week. Each milestone pays its reward once.</p><ul><li>1 round: 1.00</li><li>3 rounds: 3.00</li><li>5 rounds: 5.00</li></ul>',
      measure: 'ROUNDS',
      startAt: today - DAY_MS,
      endAt: today + 6 * DAY_MS,
      leaderboard: false,
      milestones: [
        { id: 'R1', target: 1, rewardMinor: 1_00 },
        { id: 'R3', target: 3, rewardMinor: 3_00 },
        { id: 'R5', target: 5, rewardMinor: 5_00 },
      ],
    },
    {
      id: 'M-STAKE',
      title: 'High roller week',
      rules:
        '<p>Stake in any game this week. Players are ranked by total stake on the leaderboard.</p><ul><li>Stake 50.00: 5.00</li><li>Stake 200.00: 20.00</li></ul>',
      measure: 'STAKE',
      startAt: today - DAY_MS,
      endAt: today + 6 * DAY_MS,
      leaderboard: true,
      milestones: [
        { id: 'S50', target: 50_00, rewardMinor: 5_00 },
        { id: 'S200', target: 200_00, rewardMinor: 20_00 },
      ],
    },
    {
      id: 'M-LAST',
      title: 'Last week’s spinner',
      rules: '<p>Last week’s mission: play 10 rounds.</p>',
      measure: 'ROUNDS',
      startAt: today - 8 * DAY_MS,
      endAt: today - DAY_MS,
      leaderboard: false,
      milestones: [{ id: 'R10', target: 10, rewardMinor: 10_00 }],
    },
  ];
}

export function missionReference(memberId: string, missionId: string, milestoneId: string) {
  return `mission:${memberId}:${missionId}:${milestoneId}`;
}

export class MissionsState {
  missions: Mission[] = [];

  constructor(private readonly deps: MissionsDeps) {}

  reset(): void {
    this.missions = [];
  }

  seed(): void {
    this.missions = missionsSeed(this.deps.now());
  }

  find(missionId: string): Mission | undefined {
    return this.missions.find((m) => m.id === missionId);
  }

  /** Rounds or stake of the member's bets inside the mission's window. */
  progressOf(memberId: string, mission: Mission): number {
    let total = 0;
    for (const b of this.deps.bets()) {
      if (b.memberId !== memberId || b.placedAt < mission.startAt || b.placedAt >= mission.endAt)
        continue;
      total += mission.measure === 'ROUNDS' ? 1 : b.stake;
    }
    return total;
  }

  view(memberId: string, mission: Mission): MissionView {
    const now = this.deps.now();
    const progress = this.progressOf(memberId, mission);
    const milestones = mission.milestones.map((m): MilestoneView => {
      const claimed = this.deps.wallet.hasReference(missionReference(memberId, mission.id, m.id));
      const status: MilestoneStatus = claimed
        ? 'CLAIMED'
        : progress >= m.target
          ? 'CLAIMABLE'
          : 'INCOMPLETE';
      return { ...m, progress: Math.min(progress, m.target), status };
    });
    return {
      ...mission,
      status: now < mission.startAt ? 'UPCOMING' : now >= mission.endAt ? 'ENDED' : 'ONGOING',
      progress,
      milestones,
      claimableMinor: milestones
        .filter((m) => m.status === 'CLAIMABLE')
        .reduce((sum, m) => sum + m.rewardMinor, 0),
    };
  }

  viewsOf(memberId: string): MissionView[] {
    return this.missions.map((m) => this.view(memberId, m));
  }

  /** Milestones reached and not yet claimed, over every mission (the menu badge). */
  claimableCount(memberId: string): number {
    return this.viewsOf(memberId)
      .flatMap((m) => m.milestones)
      .filter((m) => m.status === 'CLAIMABLE').length;
  }

  /**
   * Pays every reached, unclaimed milestone of one mission (an ended mission's too: what was
   * earned stays earned). Refuses when nothing is left to claim.
   */
  claim(member: Member, missionId: string): { claimedMinor: number; balanceAfterMinor: number } {
    if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
    const mission = this.find(missionId);
    if (!mission) throw new Refusal('mission_not_found');
    const due = this.view(member.id, mission).milestones.filter((m) => m.status === 'CLAIMABLE');
    if (due.length === 0) throw new Refusal('mission_nothing_to_claim');
    let claimedMinor = 0;
    for (const m of due) {
      this.deps.wallet.post({
        memberId: member.id,
        deltaMinor: m.rewardMinor,
        kind: 'mission',
        reference: missionReference(member.id, mission.id, m.id),
        note: mission.title,
      });
      claimedMinor += m.rewardMinor;
    }
    return { claimedMinor, balanceAfterMinor: this.deps.wallet.balanceMinor(member.id) };
  }

  /** Players ranked by stake in the mission's window, biggest first. */
  leaderboard(mission: Mission): { memberId: string; account: string; stake: number }[] {
    const totals = new Map<string, { memberId: string; account: string; stake: number }>();
    for (const b of this.deps.bets()) {
      if (b.placedAt < mission.startAt || b.placedAt >= mission.endAt) continue;
      const row = totals.get(b.memberId) ?? { memberId: b.memberId, account: b.account, stake: 0 };
      row.stake += b.stake;
      totals.set(b.memberId, row);
    }
    return [...totals.values()].sort(
      (a, b) => b.stake - a.stake || a.account.localeCompare(b.account),
    );
  }
}
