import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import type { MilestoneView, MissionView } from '../state/missions.js';
import type { MockStore } from '../state/store.js';
import { maskAccount } from './games.js';
import { answer, iso, money, paginate, readInput } from './ours.js';

const summaryQuery = z.object({
  status: z.enum(['ONGOING', 'ENDED', 'ALL']).default('ONGOING'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
const missionQuery = z.object({ missionId: z.string().min(1).max(64) });
/**
 * The board a page at a time, in the `content` of a Spring page as the platform names it; a
 * client that sends no page gets the first 20 places, as before paging.
 */
const leaderboardQuery = missionQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
const claimBody = z.object({
  missionId: z.string().min(1).max(64),
  claimLeaderboard: z.enum(['Y', 'N']).default('N'),
});

/** Rounds are counts; stakes travel in major units like every amount. */
function amountOf(view: { measure: MissionView['measure'] }, value: number): number {
  return view.measure === 'STAKE' ? money(value) : value;
}

function milestoneView(mission: MissionView, m: MilestoneView) {
  return {
    milestoneId: m.id,
    target: amountOf(mission, m.target),
    progress: amountOf(mission, m.progress),
    reward: money(m.rewardMinor),
    claimStatus: m.status,
  };
}

/** Missions and their leaderboard (the member centre's `missionLeaderboard`). */
export function missionsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  router.get('/wps/relay/MCSFE_getMissionSummaryDetails', signedIn, (req, res) => {
    const input = readInput(summaryQuery, req, res);
    if (!input) return;
    const memberId = signedInMember(res).id;
    const views = store.missions
      .viewsOf(memberId)
      .filter((m) =>
        input.status === 'ALL'
          ? true
          : input.status === 'ENDED'
            ? m.status === 'ENDED'
            : m.status !== 'ENDED',
      );
    const rows = views.map((m) => ({
      missionId: m.id,
      title: m.title,
      status: m.status,
      measure: m.measure,
      startTime: iso(m.startAt),
      endTime: iso(m.endAt),
      totalCompleted: m.milestones.filter((x) => x.status !== 'INCOMPLETE').length,
      totalMilestones: m.milestones.length,
      milestone: amountOf(m, m.progress),
      claimable: money(m.claimableMinor),
      leaderboard: m.leaderboard,
      ranked: m.leaderboard
        ? store.missions.leaderboard(m).findIndex((r) => r.memberId === memberId) + 1 || null
        : null,
    }));
    answer(res, () => ({
      ...paginate(rows, input.page, input.size),
      claimStatus: store.missions.claimableCount(memberId) > 0 ? 'Y' : 'N',
      claimableCount: store.missions.claimableCount(memberId),
    }));
  });

  router.get('/wps/relay/MCSFE_getMissionMilestones', signedIn, (req, res) => {
    const input = readInput(missionQuery, req, res);
    if (!input) return;
    const mission = store.missions.find(input.missionId);
    if (!mission) return void res.json(fail('mission_not_found'));
    const view = store.missions.view(signedInMember(res).id, mission);
    const rows = view.milestones.map((m) => milestoneView(view, m));
    answer(res, () => ({
      missionId: view.id,
      measure: view.measure,
      progress: amountOf(view, view.progress),
      completed: rows.filter((m) => m.claimStatus !== 'INCOMPLETE'),
      incomplete: rows.filter((m) => m.claimStatus === 'INCOMPLETE'),
    }));
  });

  router.get('/wps/relay/MCSFE_getMissionRules', signedIn, (req, res) => {
    const input = readInput(missionQuery, req, res);
    if (!input) return;
    const mission = store.missions.find(input.missionId);
    if (!mission) return void res.json(fail('mission_not_found'));
    answer(res, () => ({ missionId: mission.id, title: mission.title, rules: mission.rules }));
  });

  router.get('/wps/relay/MCSFE_getMissionLeaderboard', signedIn, (req, res) => {
    const input = readInput(leaderboardQuery, req, res);
    if (!input) return;
    const mission = store.missions.find(input.missionId);
    if (!mission?.leaderboard) return void res.json(fail('mission_not_found'));
    const memberId = signedInMember(res).id;
    const rows = store.missions.leaderboard(mission);
    const own = rows.findIndex((r) => r.memberId === memberId);
    const start = (input.page - 1) * input.size;
    answer(res, () => ({
      content: rows.slice(start, start + input.size).map((r, i) => ({
        rank: start + i + 1,
        account: maskAccount(r.account),
        score: money(r.stake),
      })),
      page: input.page,
      size: input.size,
      totalElements: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / input.size)),
      footer:
        own < 0 ? { rank: null, score: 0 } : { rank: own + 1, score: money(rows[own]?.stake ?? 0) },
    }));
  });

  router.post('/wps/relay/MCSFE_claimMissionRewards', signedIn, (req, res) => {
    const input = readInput(claimBody, req, res);
    if (!input) return;
    answer(res, () => {
      const claimed = store.missions.claim(signedInMember(res), input.missionId);
      return {
        missionId: input.missionId,
        amount: money(claimed.claimedMinor),
        balance: money(claimed.balanceAfterMinor),
      };
    });
  });

  return router;
}
