import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, like, string } = MatchersV3;
const pact = newPact();
const PLAYED = { ...PLAYER, rounds: 3, stake: 10 };

const milestone = {
  milestoneId: string('R1'),
  target: like(1),
  progress: like(1),
  reward: like(1),
  claimStatus: string('CLAIMABLE'),
};

describe('missions (missionLeaderboard)', () => {
  it('lists this week’s missions with progress and what can be claimed', async () => {
    await pact
      .addInteraction()
      .given('a member has played rounds this week', PLAYED)
      .uponReceiving('the summary of ongoing missions')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ status: 'ONGOING', page: '1', size: '5' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              missionId: string('M-SPIN'),
              title: string('Spin the demo slot'),
              status: string('ONGOING'),
              measure: string('ROUNDS'),
              startTime: string('2026-11-23T17:00:00.000Z'),
              endTime: string('2026-11-30T17:00:00.000Z'),
              totalCompleted: integer(2),
              totalMilestones: integer(3),
              milestone: like(3),
              claimable: like(4),
              leaderboard: boolean(false),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
            claimableCount: integer(2),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).missions.summary('ONGOING', 1, 5);
        expect(page.claimableCount).toBe(2);
        expect(page.list[0]).toMatchObject({ missionId: 'M-SPIN', totalCompleted: 2 });
      });
  });

  it('reads a mission’s milestones, reached and not yet', async () => {
    await pact
      .addInteraction()
      .given('a member has played rounds this week', PLAYED)
      .uponReceiving('the milestones of a mission')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionMilestones', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ missionId: 'M-SPIN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            progress: like(3),
            completed: eachLike(milestone),
            incomplete: eachLike({ ...milestone, claimStatus: string('INCOMPLETE') }),
          },
        }),
      )
      .executeTest(async (server) => {
        const m = await clientFor(server.url, PLAYER.token).missions.milestones('M-SPIN');
        expect(m.completed[0]?.claimStatus).toBe('CLAIMABLE');
        expect(m.incomplete[0]?.claimStatus).toBe('INCOMPLETE');
      });
  });

  it('reads a mission’s rules', async () => {
    await pact
      .addInteraction()
      .given('a member has played rounds this week', PLAYED)
      .uponReceiving('the rules of a mission')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionRules', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ missionId: 'M-SPIN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { rules: string('<p>Play rounds.</p>') } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).missions.rules('M-SPIN')).toContain('<p>');
      });
  });

  it('reads a page of the leaderboard with the member’s own place', async () => {
    await pact
      .addInteraction()
      .given('a member has played rounds this week', PLAYED)
      .uponReceiving('a page of the leaderboard of a mission')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionLeaderboard', (b) =>
        b
          .headers(signedInHeaders(PLAYER.token))
          .query({ missionId: 'M-STAKE', page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            content: eachLike({ rank: integer(1), account: string('pl***1'), score: like(30) }),
            totalElements: integer(1),
            totalPages: integer(1),
            footer: { rank: integer(1), score: like(30) },
          },
        }),
      )
      .executeTest(async (server) => {
        const board = await clientFor(server.url, PLAYER.token).missions.leaderboard(
          'M-STAKE',
          1,
          10,
        );
        expect(board.list[0]?.account).toBe('pl***1');
        expect(board.totalPages).toBe(1);
        expect(board.own.rank).toBe(1);
      });
  });

  it('claims the reached milestones of a mission into the wallet', async () => {
    await pact
      .addInteraction()
      .given('a member has played rounds this week', PLAYED)
      .uponReceiving('a claim of mission rewards')
      .withRequest('POST', '/wps/relay/MCSFE_claimMissionRewards', (b) =>
        b
          .headers(signedInHeaders(PLAYER.token))
          .jsonBody({ missionId: 'M-SPIN', claimLeaderboard: 'N' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: like(4), balance: like(974) } }),
      )
      .executeTest(async (server) => {
        const paid = await clientFor(server.url, PLAYER.token).missions.claim('M-SPIN');
        expect(paid.amount).toBe(4);
      });
  });

  it('refuses a claim when nothing is left to claim', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a claim of mission rewards with nothing reached')
      .withRequest('POST', '/wps/relay/MCSFE_claimMissionRewards', (b) =>
        b
          .headers(signedInHeaders(PLAYER.token))
          .jsonBody({ missionId: 'M-SPIN', claimLeaderboard: 'N' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('mission_nothing_to_claim')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).missions.claim('M-SPIN'),
          'mission_nothing_to_claim',
        );
      });
  });
});
