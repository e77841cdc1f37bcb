import { endpoint, type Endpoint } from './endpoint';

function get(name: string, path: string, ours = false): Endpoint {
  return endpoint({ name, path, method: 'GET', modId: '', token: true, encrypt: false, ours });
}

/**
 * The agent's four team reports. Team profit and loss is the platform's (`getTeamPNLV3` with
 * its per-member detail); income is `ODSFE2_AgentProfDet` (tied by name only, centres notes);
 * account details the older `/wps/report/downlineTransaction`. Team betting is ours: the
 * platform splits it per product, and only the lottery's path was recovered.
 */
export const teamReportsEndpoints = {
  teamBettingRecords: get('teamBettingRecords', '/wps/relay/ODSFE2_getTeamBettingRecords', true),
  teamProfitLoss: get('teamProfitLoss', '/wps/relay/ODSFE2_getTeamPNLV3'),
  teamProfitLossDetail: get('teamProfitLossDetail', '/wps/relay/ODSFE2_getTeamPNLV2Detail'),
  agentIncome: get('agentIncome', '/wps/relay/ODSFE2_AgentProfDet'),
  downlineTransactions: get('downlineTransactions', '/wps/report/downlineTransaction'),
} as const;
