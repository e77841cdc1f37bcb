import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { ContractType } from '../../../web/src/api/client/agent';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const AGENT = { account: 'agent1', token: 'agent1-token' };
const auth = signedInHeaders;
const PAGE = { pageNo: 1, pageSize: 20 };
const PAGE_QUERY = { pageNo: '1', pageSize: '20' };

function contractBody(type: string, status = 'ACTIVE') {
  return {
    contractId: string('C000002'),
    type: string(type),
    agent: string('agent1'),
    member: string('player1'),
    ratio: number(2),
    minBetAmount: number(0),
    minActiveMembers: integer(0),
    status: string(status),
    startedAt: string('2026-11-20T03:00:00.000Z'),
  };
}

/** A contract as the pages show it: terms, the running period's figures and pending amount. */
function standingBody(type: string) {
  return {
    ...contractBody(type),
    currentPeriodStart: string('2026-11-19T17:00:00.000Z'),
    currentPeriodEnd: string('2026-11-20T17:00:00.000Z'),
    effectiveBets: number(0),
    profitLoss: number(0),
    activeUsers: integer(0),
    pending: number(0),
  };
}

function requestBody(kind: string, type: string, status = 'PENDING') {
  return {
    requestId: string('Q000001'),
    kind: string(kind),
    type: string(type),
    agent: string('agent1'),
    member: string('player1'),
    ratio: number(2),
    status: string(status),
    createdAt: string('2026-11-20T03:00:00.000Z'),
  };
}

/** Each contract type's platform calls: the contract's standing, the paid records, the offer. */
const CALLS: [ContractType, { info: string; records: string; offer: string }][] = [
  [
    'DIVIDEND',
    {
      info: '/wps/relay/MCSFE_getContractDividendInfo',
      records: '/wps/relay/ODSFE2_QueryDividend',
      offer: '/wps/relay/MCSFE_applyContractualDividend',
    },
  ],
  [
    'DAILY_SALARY',
    {
      info: '/wps/relay/MCSFE_getContractDailySalInfo',
      records: '/wps/relay/ODSFE2_QueryDailySalary',
      offer: '/wps/relay/MCSFE_applyContractDailySalary',
    },
  ],
  [
    'HOUR_SALARY',
    {
      info: '/wps/relay/MCSFE_getContractHourSalaryInfo',
      records: '/wps/relay/ODSFE2_getHourSalaryDisburseRec',
      offer: '/wps/relay/MCSFE_applyContractHourSalary',
    },
  ],
  [
    'REALTIME_SALARY',
    {
      info: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo',
      records: '/wps/relay/ODSFE2_getRealTimeSalary',
      offer: '/wps/relay/MCSFE_assignRealTimeSalaryContract',
    },
  ],
];

describe('contracts of each type', () => {
  it.each(CALLS)('shows the %s contracts an agent has given', async (type, calls) => {
    await pact
      .addInteraction()
      .given('an agent has given a member a contract', {
        ...AGENT,
        member: 'player1',
        type,
        ratio: 2,
        contractId: 'C000002',
      })
      .uponReceiving(`the ${type} contracts of an agent`)
      .withRequest('GET', calls.info, (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { maxRatio: number(3), held: null, offered: eachLike(standingBody(type)) },
        }),
      )
      .executeTest(async (server) => {
        const info = await clientFor(server.url, AGENT.token).agent.contractInfo(type);
        expect(info.held).toBeNull();
        expect(info.offered[0]).toMatchObject({ member: 'player1', status: 'ACTIVE', ratio: 2 });
        expect(typeof info.offered[0]?.pending).toBe('number');
        expect(info.maxRatio).toBeGreaterThan(0);
      });
  });

  it.each(CALLS)('tells an agent that a downline declined its %s offer', async (type, calls) => {
    await pact
      .addInteraction()
      .given("a member has declined an agent's contract offer", {
        ...AGENT,
        member: 'player1',
        type,
        ratio: 2,
        requestId: 'Q000001',
      })
      .uponReceiving(`the ${type} contracts of an agent whose offer was declined`)
      .withRequest('GET', calls.info, (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            maxRatio: number(3),
            held: null,
            offered: [],
            requests: eachLike({
              ...requestBody('NEW', type, 'REJECTED'),
              decidedAt: string('2026-11-20T04:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const info = await clientFor(server.url, AGENT.token).agent.contractInfo(type);
        expect(info.requests[0]).toMatchObject({
          member: 'player1',
          status: 'REJECTED',
          decidedAt: '2026-11-20T04:00:00.000Z',
        });
      });
  });

  it.each(CALLS)('lists what a %s contract has paid', async (type, calls) => {
    await pact
      .addInteraction()
      .given('a member has been paid under a contract', { ...PLAYER, type })
      .uponReceiving(`the ${type} records`)
      .withRequest('GET', calls.records, (b) => b.headers(auth(PLAYER.token)).query(PAGE_QUERY))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              recordId: string('R000003'),
              type: string(type),
              periodStart: string('2026-11-19T03:00:00.000Z'),
              periodEnd: string('2026-11-20T03:00:00.000Z'),
              effectiveBets: number(100),
              profitLoss: number(80),
              activeUsers: integer(1),
              ratio: number(2),
              amount: number(2),
              status: string('PAID'),
            }),
            total: integer(1),
            totalAmount: number(2),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).agent.contractRecords(type, PAGE);
        expect(page.list[0]).toMatchObject({ status: 'PAID' });
        expect(page.list[0]?.amount).toBeGreaterThan(0);
        expect(page.totalAmount).toBe(page.list[0]?.amount);
      });
  });

  it.each(CALLS)('offers a %s contract to a direct downline', async (type, calls) => {
    const offer = { downline: 'player1', ratio: 1 };
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving(`a ${type} contract offer`)
      .withRequest('POST', calls.offer, (b) => b.headers(auth(AGENT.token)).jsonBody(offer))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { ...requestBody('NEW', type), ratio: number(1) } }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).agent.offerContract(type, offer);
        expect(r).toMatchObject({ kind: 'NEW', status: 'PENDING', ratio: 1 });
      });
  });

  it('refuses a ratio above what the agent may give', async () => {
    const offer = { downline: 'player1', ratio: 60 };
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a dividend contract offer above the agent’s own ratio')
      .withRequest('POST', '/wps/relay/MCSFE_applyContractualDividend', (b) =>
        b.headers(auth(AGENT.token)).jsonBody(offer),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('contract_ratio_above_own')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).agent.offerContract('DIVIDEND', offer),
          'contract_ratio_above_own',
        );
      });
  });

  it('sends new terms for a dividend contract', async () => {
    const terms = { ratio: 1, minActiveMembers: 2 };
    await pact
      .addInteraction()
      .given('an agent has given a member a contract', {
        ...AGENT,
        member: 'player1',
        type: 'DIVIDEND',
        ratio: 2,
        contractId: 'C000002',
      })
      .uponReceiving('new terms for a dividend contract')
      .withRequest('POST', '/wps/relay/MCSFE_modifyContractDividend', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ contractId: 'C000002', ...terms }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            ...requestBody('NEW', 'DIVIDEND'),
            contractId: string('C000002'),
            ratio: number(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).agent.modifyContract(
          'DIVIDEND',
          { contractId: 'C000002', member: 'player1' },
          terms,
        );
        expect(r).toMatchObject({ kind: 'NEW', contractId: 'C000002', ratio: 1 });
      });
  });

  const TERMINATE: [ContractType, string][] = [
    ['DIVIDEND', '/wps/relay/MCSFE_updateContractDividend'],
    ['DAILY_SALARY', '/wps/relay/MCS2_terminateContract'],
  ];

  it.each(TERMINATE)('asks the downline to end a %s contract', async (type, path) => {
    await pact
      .addInteraction()
      .given('an agent has given a member a contract', {
        ...AGENT,
        member: 'player1',
        type,
        contractId: 'C000002',
      })
      .uponReceiving(`a ${type} contract termination request`)
      .withRequest('POST', path, (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ contractId: 'C000002' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { ...requestBody('TERMINATION', type), contractId: string('C000002') },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).agent.terminateContract(type, 'C000002');
        expect(r).toMatchObject({ kind: 'TERMINATION', contractId: 'C000002' });
      });
  });
});

describe('contract requests', () => {
  it('lists the requests waiting for the member’s answer (consolidated)', async () => {
    await pact
      .addInteraction()
      .given('an agent has offered a member a contract', {
        ...PLAYER,
        member: 'player1',
        type: 'DIVIDEND',
        requestId: 'Q000001',
      })
      .uponReceiving('the consolidated contract requests')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            divtypereq: eachLike(requestBody('NEW', 'DIVIDEND')),
            dailysalreqtype: [],
            contracthoursalreq: [],
            realtimesalreqtype: [],
          },
        }),
      )
      .executeTest(async (server) => {
        const c = await clientFor(server.url, PLAYER.token).agent.consolidated();
        expect(c.pending.DIVIDEND[0]).toMatchObject({ requestId: 'Q000001', kind: 'NEW' });
        expect(c.pending.DAILY_SALARY).toEqual([]);
      });
  });

  const PROCESS: [ContractType, 'GET' | 'POST', string][] = [
    ['DIVIDEND', 'GET', '/wps/relay/MCS2_processDividendReq'],
    ['DAILY_SALARY', 'GET', '/wps/relay/MCS2_processDailySalContract'],
    ['HOUR_SALARY', 'POST', '/wps/relay/MCS2_processContractHourSalary'],
    ['REALTIME_SALARY', 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract'],
  ];

  it.each(PROCESS)('accepts a %s contract request', async (type, method, path) => {
    const input = { requestId: 'Q000001', action: 'ACCEPT' };
    await pact
      .addInteraction()
      .given('an agent has offered a member a contract', {
        ...PLAYER,
        member: 'player1',
        type,
        requestId: 'Q000001',
      })
      .uponReceiving(`the member accepting a ${type} contract`)
      .withRequest(method, path, (b) =>
        method === 'GET'
          ? b.headers(auth(PLAYER.token)).query(input)
          : b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            request: requestBody('NEW', type, 'ACCEPTED'),
            endedDownlineContracts: [],
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).agent.answerContractRequest(
          type,
          'Q000001',
          'ACCEPT',
        );
        expect(r.request.status).toBe('ACCEPTED');
        expect(r.endedDownlineContracts).toEqual([]);
      });
  });

  it('says which downline contracts ended when the member agrees to a lower ratio', async () => {
    const input = { requestId: 'Q000003', action: 'ACCEPT' };
    await pact
      .addInteraction()
      .given('an agent has offered a sub-agent a lower ratio than it gave its downline', {
        account: 'subagent1',
        token: 'subagent1-token',
        type: 'DAILY_SALARY',
        requestId: 'Q000003',
      })
      .uponReceiving('the sub-agent accepting a lower daily salary')
      .withRequest('GET', '/wps/relay/MCS2_processDailySalContract', (b) =>
        b.headers(auth('subagent1-token')).query(input),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            request: requestBody('NEW', 'DAILY_SALARY', 'ACCEPTED'),
            endedDownlineContracts: eachLike({
              ...contractBody('DAILY_SALARY', 'ENDED'),
              member: string('teamplayer1'),
              endReason: string('RATIO_ABOVE_UPLINE'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, 'subagent1-token').agent.answerContractRequest(
          'DAILY_SALARY',
          'Q000003',
          'ACCEPT',
        );
        expect(r.endedDownlineContracts[0]).toMatchObject({
          member: 'teamplayer1',
          status: 'ENDED',
          endReason: 'RATIO_ABOVE_UPLINE',
        });
      });
  });

  it('rejects a contract request', async () => {
    await pact
      .addInteraction()
      .given('an agent has offered a member a contract', {
        ...PLAYER,
        member: 'player1',
        type: 'DIVIDEND',
        requestId: 'Q000001',
      })
      .uponReceiving('the member rejecting a dividend contract')
      .withRequest('GET', '/wps/relay/MCS2_processDividendReq', (b) =>
        b.headers(auth(PLAYER.token)).query({ requestId: 'Q000001', action: 'REJECT' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { request: requestBody('NEW', 'DIVIDEND', 'REJECTED') },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).agent.answerContractRequest(
          'DIVIDEND',
          'Q000001',
          'REJECT',
        );
        expect(r.request.status).toBe('REJECTED');
      });
  });

  it('refuses an answer to a request that does not exist', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the member answering an unknown contract request')
      .withRequest('POST', '/wps/relay/MCS2_processContractHourSalary', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ requestId: 'Q999999', action: 'ACCEPT' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('contract_request_not_found')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).agent.answerContractRequest(
            'HOUR_SALARY',
            'Q999999',
            'ACCEPT',
          ),
          'contract_request_not_found',
        );
      });
  });
});
