import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

/** One of our agent-centre calls: token required, same envelope, marked as ours. */
function ours(name: string, path: string, method: HttpMethod, modId = ''): Endpoint {
  return endpoint({ name, path, method, modId, token: true, encrypt: false, ours: true });
}

/**
 * The agent centre: team, downline, reports and contracts. `consolidated` and the four
 * `process*` calls are the platform's own (site table; the stand-in also accepts the library's
 * `MCSFE_` spellings); everything else is ours (see docs/OUR-ENDPOINTS.md).
 */
export const agentEndpoints = {
  agentAnnouncements: ours('agentAnnouncements', '/wps/relay/MCSFE_getAgentAnnouncements', 'GET'),
  teamOverview: ours('teamOverview', '/wps/relay/ODSFE2_getTeamOverview', 'GET'),
  // Carries the new member's password, so encrypted like the platform's own registration.
  registerDownline: endpoint({
    name: 'registerDownline',
    path: '/wps/relay/MCSFE_registerDownline',
    method: 'POST',
    modId: '',
    token: true,
    encrypt: true,
    ours: true,
  }),
  downlineList: ours('downlineList', '/wps/relay/MCSFE_getDownlineList', 'GET'),
  teamBettingRecords: ours('teamBettingRecords', '/wps/relay/ODSFE2_getTeamBettingRecords', 'GET'),
  teamProfitLoss: ours('teamProfitLoss', '/wps/relay/ODSFE2_getTeamProfitLoss', 'GET'),
  revenueReport: ours('revenueReport', '/wps/relay/ODSFE2_getAgentRevenueReport', 'GET'),
  downlineTransactions: ours(
    'downlineTransactions',
    '/wps/relay/ODSFE2_getDownlineTransactions',
    'GET',
  ),
  contractList: ours('contractList', '/wps/relay/MCS2_getContracts', 'GET', 'AGENTPOLICY3'),
  contractRecords: ours(
    'contractRecords',
    '/wps/relay/MCS2_getContractRecords',
    'GET',
    'AGENTPOLICY3',
  ),
  offerContract: ours('offerContract', '/wps/relay/MCS2_offerContract', 'POST', 'AGENTPOLICY3'),
  terminateContract: ours(
    'terminateContract',
    '/wps/relay/MCS2_terminateContract',
    'POST',
    'AGENTPOLICY3',
  ),
  consolidated: endpoint({
    name: 'consolidated',
    path: '/wps/member/info/funds/consolidated',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  processDividendReq: endpoint({
    name: 'processDividendReq',
    path: '/wps/relay/MCS2_processDividendReq',
    method: 'GET',
    modId: 'SIGNCONDIV3',
    token: true,
    encrypt: false,
  }),
  processDailySalary: endpoint({
    name: 'processDailySalary',
    path: '/wps/relay/MCS2_processDailySalContract',
    method: 'GET',
    modId: 'DAILYSALCONT3',
    token: true,
    encrypt: false,
  }),
  processContractHourSalary: endpoint({
    name: 'processContractHourSalary',
    path: '/wps/relay/MCS2_processContractHourSalary',
    method: 'POST',
    modId: 'HOURSAL3',
    token: true,
    encrypt: false,
  }),
  processRealTimeSalaryContract: endpoint({
    name: 'processRealTimeSalaryContract',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    method: 'POST',
    modId: 'RTSALARY3',
    token: true,
    encrypt: false,
  }),
} as const;
