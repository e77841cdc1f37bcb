import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, refusal } from './pact';

const { eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const AGENT = { account: 'agent1', token: 'agent1-token' };
const TEAM = 'an agent has a three-level team that played';
const auth = signedInHeaders;
const ok = (value: unknown) => ({ success: true, value });
const PAGE = { pageNo: 1, pageSize: 50 };
const PAGE_QUERY = { pageNo: '1', pageSize: '50' };
const play = { betCount: integer(10), stake: number(200), win: number(150), profit: number(-50) };
const money = { deposit: number(150), withdrawal: number(20), bonus: number(0) };

describe('team reports', () => {
  it('lists one member’s bets with the totals of the query', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the team betting record of one member')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamBettingRecords', (b) =>
        b.headers(auth(AGENT.token)).query({ account: 'team_m21', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({
              betId: string('B00000001'),
              account: string('team_m21'),
              gameName: string('Demo Slot'),
              gameType: string('RNG'),
              stake: number(10),
              win: number(0),
              profit: number(-10),
              placedAt: string('2026-11-20T02:00:00.000Z'),
            }),
            total: integer(10),
            totals: play,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, AGENT.token).teamReports.betting({
          account: 'team_m21',
          ...PAGE,
        });
        expect(page.list[0]?.account).toBe('team_m21');
        expect(page.totals.stake).toBe(200);
      });
  });

  it('refuses a member outside the agent’s tree', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the team betting record of an account outside the tree')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamBettingRecords', (b) =>
        b.headers(auth(AGENT.token)).query({ account: 'expired1', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('downline_not_found')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).teamReports.betting({ account: 'expired1', ...PAGE }),
          'downline_not_found',
        );
      });
  });

  it('gives each member’s profit and loss, the totals and the daily series', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the team profit and loss')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamPNLV3', (b) =>
        b.headers(auth(AGENT.token)).query(PAGE_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({ account: string('team_m11'), ...play, ...money }),
            total: integer(7),
            totals: { ...play, ...money },
            daily: eachLike({
              date: MatchersV3.regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-20'),
              stake: number(100),
              win: number(80),
              profit: number(-20),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).teamReports.profitLoss(PAGE);
        expect(r.list[0]?.account).toBe('team_m11');
        expect(r.totals.play.profit).toBe(-50);
        expect(r.daily[0]?.date).toBe('2026-11-20');
      });
  });

  it('gives one member’s profit and loss by game category', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the profit and loss detail of one team member')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamPNLV2Detail', (b) =>
        b.headers(auth(AGENT.token)).query({ account: 'team_m11' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            account: string('team_m11'),
            list: eachLike({ gameType: string('RNG'), ...play }),
            totals: play,
            ...money,
          }),
        ),
      )
      .executeTest(async (server) => {
        const d = await clientFor(server.url, AGENT.token).teamReports.profitLossDetail({
          account: 'team_m11',
        });
        expect(d.byCategory[0]?.gameType).toBe('RNG');
      });
  });

  it('lists the agent’s own income with its totals', async () => {
    await pact
      .addInteraction()
      .given('a member has received a bonus', { ...AGENT, kind: 'salary', amount: 4 })
      .uponReceiving('the agent income report')
      .withRequest('GET', '/wps/relay/ODSFE2_AgentProfDet', (b) =>
        b.headers(auth(AGENT.token)).query(PAGE_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({
              reference: string('provider-state:bonus'),
              kind: string('salary'),
              amount: number(4),
              createdAt: string('2026-11-20T03:00:00.000Z'),
            }),
            totals: { dividend: number(0), salary: number(4), totalIncome: number(4) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).teamReports.income(PAGE);
        expect(r.totals.totalIncome).toBe(4);
      });
  });

  it('lists one member’s account movements with the totals', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the account movements of one team member')
      .withRequest('GET', '/wps/report/downlineTransaction', (b) =>
        b.headers(auth(AGENT.token)).query({ account: 'team_m11', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({
              account: string('team_m11'),
              reference: string('seed:team:team_m11:deposit'),
              kind: string('deposit'),
              amount: number(150),
              balanceAfter: number(150),
              createdAt: string('2026-11-20T03:00:00.000Z'),
            }),
            totals: { credit: number(150), debit: number(20), net: number(130) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).teamReports.transactions({
          account: 'team_m11',
          ...PAGE,
        });
        expect(r.list[0]?.account).toBe('team_m11');
        expect(r.totals.net).toBe(130);
      });
  });
});
