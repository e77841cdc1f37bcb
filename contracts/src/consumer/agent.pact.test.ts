import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { ContractType } from '../../../web/src/api/client/agent';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const AGENT = { account: 'agent1', token: 'agent1-token' };
const auth = (token: string) => ({ ...PLATFORM_HEADERS, Authorization: token });
/** Downline registration carries a password, so the client encrypts it. */
const encrypted = (token: string) => ({
  ...auth(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});
const PAGE = { pageNo: 1, pageSize: 20 };
const PAGE_QUERY = { pageNo: '1', pageSize: '20' };

const playTotals = {
  betCount: integer(1),
  stake: number(10),
  win: number(0),
  profit: number(-10),
};
const moneyTotals = { deposit: number(0), withdrawal: number(0), bonus: number(0) };

function contractBody(type: string, status = 'ACTIVE') {
  return {
    contractId: string('C000002'),
    type: string(type),
    agent: string('agent1'),
    member: string('player1'),
    ratio: number(2),
    status: string(status),
    startedAt: string('2026-11-20T03:00:00.000Z'),
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

describe('agent centre access', () => {
  it('refuses a member who is not an agent', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the team overview asked by a plain member')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamOverview', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) => b.jsonBody(refusal('error_not_agent')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).agent.teamOverview(),
          'error_not_agent',
        );
      });
  });

  it('lists announcements for agents', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the agent announcements')
      .withRequest('GET', '/wps/relay/MCSFE_getAgentAnnouncements', (b) =>
        b.headers(auth(AGENT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: string('AA1'),
              title: string('Settlement times'),
              content: string('<p>...</p>'),
              publishedAt: string('2026-11-01T02:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, AGENT.token).agent.announcements();
        expect(list[0]?.title).not.toBe('');
      });
  });
});

describe('team and downline', () => {
  it('sums the team’s play in the overview', async () => {
    await pact
      .addInteraction()
      .given("an agent's team has played", {
        ...AGENT,
        bets: [{ account: 'player1', stake: 10, win: 0 }],
      })
      .uponReceiving('the team overview')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamOverview', (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            teamSize: integer(3),
            directCount: integer(3),
            activeMembers: integer(1),
            newMembers: integer(0),
            teamBalance: number(1320),
            ...playTotals,
            ...moneyTotals,
          },
        }),
      )
      .executeTest(async (server) => {
        const o = await clientFor(server.url, AGENT.token).agent.teamOverview();
        expect(o.activeMembers).toBe(1);
        expect(o.play.stake).toBe(10);
      });
  });

  it('registers a downline under the agent', async () => {
    const input = { username: 'newbie1', password: 'Newbie123', accountType: 'MEMBER' as const };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a downline registration')
      .withRequest('POST', '/wps/relay/MCSFE_registerDownline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { account: string('newbie1'), isAgent: boolean(false), balance: number(0) },
        }),
      )
      .executeTest(async (server) => {
        const d = await clientFor(server.url, AGENT.token).agent.registerDownline(input);
        expect(d).toMatchObject({ account: 'newbie1', isAgent: false });
      });
  });

  it('refuses a username that is taken', async () => {
    const input = { username: 'player2', password: 'Player123', accountType: 'MEMBER' as const };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a downline registration with a taken username')
      .withRequest('POST', '/wps/relay/MCSFE_registerDownline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('username_exists')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).agent.registerDownline(input),
          'username_exists',
        );
      });
  });

  it('lists the direct downlines', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the downline list')
      .withRequest('GET', '/wps/relay/MCSFE_getDownlineList', (b) =>
        b.headers(auth(AGENT.token)).query(PAGE_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              account: string('player1'),
              isAgent: boolean(false),
              balance: number(1000),
              teamSize: integer(0),
              registeredAt: string('2026-08-22T03:00:00.000Z'),
            }),
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, AGENT.token).agent.downlines(PAGE);
        expect(page.list.length).toBeGreaterThan(0);
      });
  });
});

describe('team reports', () => {
  it('lists one downline’s bets', async () => {
    await pact
      .addInteraction()
      .given("an agent's team has played", {
        ...AGENT,
        bets: [{ account: 'player1', stake: 10, win: 0 }],
      })
      .uponReceiving('the team betting record of one downline')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamBettingRecords', (b) =>
        b.headers(auth(AGENT.token)).query({ ...PAGE_QUERY, account: 'player1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              betId: string('B00000001'),
              account: string('player1'),
              stake: number(10),
              win: number(0),
              placedAt: string('2026-11-20T02:00:00.000Z'),
            }),
            totals: playTotals,
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, AGENT.token).agent.teamBettingRecords({
          ...PAGE,
          account: 'player1',
        });
        expect(page.list[0]?.account).toBe('player1');
      });
  });

  it('refuses a member outside the agent’s tree', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the team betting record of a member outside the tree')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamBettingRecords', (b) =>
        b.headers(auth(AGENT.token)).query({ ...PAGE_QUERY, account: 'expired1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('downline_not_found')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).agent.teamBettingRecords({
            ...PAGE,
            account: 'expired1',
          }),
          'downline_not_found',
        );
      });
  });

  it('lists each team member’s profit and loss', async () => {
    await pact
      .addInteraction()
      .given("an agent's team has played", {
        ...AGENT,
        bets: [{ account: 'player1', stake: 10, win: 0 }],
      })
      .uponReceiving('the team profit and loss statement')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamProfitLoss', (b) =>
        b.headers(auth(AGENT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({ account: string('player1'), ...playTotals, ...moneyTotals }),
            totals: playTotals,
          },
        }),
      )
      .executeTest(async (server) => {
        const s = await clientFor(server.url, AGENT.token).agent.teamProfitLoss();
        expect(s.list[0]?.play.profit).toBe(-10);
      });
  });

  it('lists the agent’s own income', async () => {
    await pact
      .addInteraction()
      .given('a member has received a bonus', { ...AGENT, kind: 'salary', amount: 4 })
      .uponReceiving('the agent revenue report')
      .withRequest('GET', '/wps/relay/ODSFE2_getAgentRevenueReport', (b) =>
        b.headers(auth(AGENT.token)).query(PAGE_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              kind: string('salary'),
              amount: number(4),
              createdAt: string('2026-11-20T03:00:00.000Z'),
            }),
            salary: number(4),
            dividend: number(0),
            totalIncome: number(4),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).agent.revenueReport(PAGE);
        expect(r.totalIncome).toBe(4);
      });
  });

  it('lists the team’s wallet movements', async () => {
    await pact
      .addInteraction()
      .given("an agent's team has played", {
        ...AGENT,
        bets: [{ account: 'player1', stake: 10, win: 0 }],
      })
      .uponReceiving('the downline transaction details')
      .withRequest('GET', '/wps/relay/ODSFE2_getDownlineTransactions', (b) =>
        b.headers(auth(AGENT.token)).query({ ...PAGE_QUERY, kind: 'bet' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              account: string('player1'),
              kind: string('bet'),
              amount: number(-10),
              balanceAfter: number(990),
              createdAt: string('2026-11-20T02:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, AGENT.token).agent.downlineTransactions({
          ...PAGE,
          kind: 'bet',
        });
        expect(page.list[0]).toMatchObject({ account: 'player1', kind: 'bet' });
      });
  });
});

describe('contracts', () => {
  it('lists the contracts an agent has given', async () => {
    await pact
      .addInteraction()
      .given('an agent has given a member a contract', {
        ...AGENT,
        member: 'player1',
        type: 'DIVIDEND',
        ratio: 2,
        contractId: 'C000002',
      })
      .uponReceiving('the contract list of an agent')
      .withRequest('GET', '/wps/relay/MCS2_getContracts', (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { held: [], offered: eachLike(contractBody('DIVIDEND')) },
        }),
      )
      .executeTest(async (server) => {
        const c = await clientFor(server.url, AGENT.token).agent.contracts();
        expect(c.offered[0]).toMatchObject({ member: 'player1', status: 'ACTIVE' });
      });
  });

  it('lists what a contract has paid', async () => {
    await pact
      .addInteraction()
      .given('a member has been paid under a contract', { ...PLAYER, type: 'DAILY_SALARY' })
      .uponReceiving('the daily wage records')
      .withRequest('GET', '/wps/relay/MCS2_getContractRecords', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...PAGE_QUERY, type: 'DAILY_SALARY' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              recordId: string('R000003'),
              type: string('DAILY_SALARY'),
              periodStart: string('2026-11-19T03:00:00.000Z'),
              periodEnd: string('2026-11-20T03:00:00.000Z'),
              effectiveBets: number(100),
              profitLoss: number(80),
              activeUsers: integer(1),
              ratio: number(2),
              amount: number(2),
              status: string('PAID'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).agent.contractRecords({
          ...PAGE,
          type: 'DAILY_SALARY',
        });
        expect(page.list[0]).toMatchObject({ status: 'PAID' });
        expect(page.list[0]?.amount).toBeGreaterThan(0);
      });
  });

  it('offers a contract to a direct downline', async () => {
    const offer = { downline: 'player1', type: 'DIVIDEND' as const, ratio: 20 };
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a dividend contract offer')
      .withRequest('POST', '/wps/relay/MCS2_offerContract', (b) =>
        b.headers(auth(AGENT.token)).jsonBody(offer),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { ...requestBody('NEW', 'DIVIDEND'), ratio: number(20) },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).agent.offerContract(offer);
        expect(r).toMatchObject({ kind: 'NEW', status: 'PENDING', ratio: 20 });
      });
  });

  it('refuses a ratio above what the agent may give', async () => {
    const offer = { downline: 'player1', type: 'DIVIDEND' as const, ratio: 60 };
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a dividend contract offer above the agent’s own ratio')
      .withRequest('POST', '/wps/relay/MCS2_offerContract', (b) =>
        b.headers(auth(AGENT.token)).jsonBody(offer),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('contract_ratio_above_own')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).agent.offerContract(offer),
          'contract_ratio_above_own',
        );
      });
  });

  it('asks the downline to end a contract', async () => {
    await pact
      .addInteraction()
      .given('an agent has given a member a contract', {
        ...AGENT,
        member: 'player1',
        type: 'DIVIDEND',
        contractId: 'C000002',
      })
      .uponReceiving('a contract termination request')
      .withRequest('POST', '/wps/relay/MCS2_terminateContract', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ contractId: 'C000002' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { ...requestBody('TERMINATION', 'DIVIDEND'), contractId: string('C000002') },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).agent.terminateContract('C000002');
        expect(r).toMatchObject({ kind: 'TERMINATION', contractId: 'C000002' });
      });
  });

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
