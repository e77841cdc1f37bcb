import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

function mission(name: string, method: HttpMethod): Endpoint {
  return endpoint({
    name,
    path: `/wps/relay/MCSFE_${name}`,
    method,
    modId: '',
    token: true,
    encrypt: false,
  });
}

/** Missions with milestones, their rules, claims and the leaderboard (`missionLeaderboard`). */
export const missionsEndpoints = {
  getMissionSummaryDetails: mission('getMissionSummaryDetails', 'GET'),
  getMissionMilestones: mission('getMissionMilestones', 'GET'),
  getMissionRules: mission('getMissionRules', 'GET'),
  getMissionLeaderboard: mission('getMissionLeaderboard', 'GET'),
  claimMissionRewards: mission('claimMissionRewards', 'POST'),
} as const;
