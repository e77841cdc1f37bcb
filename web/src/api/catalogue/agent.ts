import { endpoint, type Endpoint, type HttpMethod } from './endpoint';

/** One of our agent-centre calls: token required, same envelope, marked as ours. */
function ours(name: string, path: string, method: HttpMethod, modId = ''): Endpoint {
  return endpoint({ name, path, method, modId, token: true, encrypt: false, ours: true });
}

/** The three platform calls a contract type has for the agent pages, named after the type. */
function contractCalls<T extends string>(
  type: T,
  modId: string,
  relay: { info: string; records: string; offer: string },
) {
  const call = (name: string, path: string, method: HttpMethod) =>
    endpoint({ name, path: `/wps/relay/${path}`, method, modId, token: true, encrypt: false });
  return {
    [`contract${type}Info`]: call(`contract${type}Info`, relay.info, 'GET'),
    [`contract${type}Records`]: call(`contract${type}Records`, relay.records, 'GET'),
    [`offerContract${type}`]: call(`offerContract${type}`, relay.offer, 'POST'),
  } as Record<`contract${T}Info` | `contract${T}Records` | `offerContract${T}`, Endpoint>;
}

/**
 * The agent centre's contracts (the team, downline and reports are `team.ts` and
 * `teamReports.ts`). `consolidated`, the four `process*` calls and the contract calls are the
 * platform's own (site table; the stand-in also accepts the library's `MCSFE_` spellings of
 * `process*`); the rest is ours (docs/OUR-ENDPOINTS.md).
 */
export const agentEndpoints = {
  // Contracts, per type, on the platform's paths (upstream-endpoints-centres.tsv, tied to the
  // agent pages by name): the contract and its standing, the settled records, the offer.
  ...contractCalls('Dividend', 'SIGNCONDIV3', {
    info: 'MCSFE_getContractDividendInfo',
    records: 'ODSFE2_QueryDividend',
    offer: 'MCSFE_applyContractualDividend',
  }),
  ...contractCalls('DailySalary', 'DAILYSALCONT3', {
    info: 'MCSFE_getContractDailySalInfo',
    records: 'ODSFE2_QueryDailySalary',
    offer: 'MCSFE_applyContractDailySalary',
  }),
  ...contractCalls('HourSalary', 'HOURSAL3', {
    info: 'MCSFE_getContractHourSalaryInfo',
    records: 'ODSFE2_getHourSalaryDisburseRec',
    offer: 'MCSFE_applyContractHourSalary',
  }),
  ...contractCalls('RealTimeSalary', 'RTSALARY3', {
    info: 'MCSFE_getRealTimeSalaryContractInfo',
    records: 'ODSFE2_getRealTimeSalary',
    offer: 'MCSFE_assignRealTimeSalaryContract',
  }),
  // New terms for a dividend (`changeContract`); a salary's go through its offer call again.
  modifyContractDividend: endpoint({
    name: 'modifyContractDividend',
    path: '/wps/relay/MCSFE_modifyContractDividend',
    method: 'POST',
    modId: 'SIGNCONDIV3',
    token: true,
    encrypt: false,
  }),
  // Ending a dividend is the platform's `relieveContractDividend`; no call was seen for ending a
  // salary contract, so that one is ours.
  updateContractDividend: endpoint({
    name: 'updateContractDividend',
    path: '/wps/relay/MCSFE_updateContractDividend',
    method: 'POST',
    modId: 'SIGNCONDIV3',
    token: true,
    encrypt: false,
  }),
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
