import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { PLAYER, newPact } from './pact';

const { eachLike, integer, like, string, boolean } = MatchersV3;

const pact = newPact();
const headers = signedInHeaders(PLAYER.token);

/** player1 is Silver (level 2) from the seeded deposit of 1,000.00. */
describe('VIP rank page', () => {
  it('reads the rank progress with this month’s turnover and what keeps the rank', async () => {
    await pact
      .addInteraction()
      .given('a member has played this month', { ...PLAYER, stake: 120 })
      .uponReceiving('the VIP rank progress with the monthly turnover')
      .withRequest('GET', '/wps/relay/MCSFE_getPlayerRankProgress', (b) => b.headers(headers))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            rankLevel: integer(2),
            clubLabel: string('Silver'),
            nextLevel: like(3),
            nextLabelName: string('Gold'),
            depositTotal: like(1000),
            depositRequired: like(5000),
            progressPercent: integer(20),
            demoteCondition: string('MONTHLY_TURNOVER'),
            monthlyTurnover: { actual: like(120), expected: like(2000) },
            nextMonthlyTurnover: like(10000),
          },
        }),
      )
      .executeTest(async (server) => {
        const progress = await clientFor(server.url, PLAYER.token).vip.progress();
        expect(progress).toMatchObject({
          rankLevel: 2,
          clubLabel: 'Silver',
          demoteCondition: 'MONTHLY_TURNOVER',
          monthlyTurnover: { actual: 120, expected: 2000 },
        });
      });
  });

  it('lists the rules of every rank', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the VIP rank rules')
      .withRequest('GET', '/wps/relay/MCSFE_getPlayerRankRule', (b) => b.headers(headers))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              rankLevel: integer(0),
              clubLabel: string('Member'),
              depositRequired: like(0),
              monthlyTurnover: like(0),
              demoteCondition: string('NONE'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const rules = await clientFor(server.url, PLAYER.token).vip.rules();
        expect(rules[0]?.clubLabel).not.toBe('');
      });
  });

  it('lists the benefits of every rank', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the VIP club benefits')
      .withRequest('GET', '/wps/relay/MCSFE_getMemberClubBenefit', (b) => b.headers(headers))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              rankLevel: integer(0),
              clubLabel: string('Member'),
              rankSalary: like(0),
              vipSupportRoom: boolean(false),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const benefits = await clientFor(server.url, PLAYER.token).vip.benefits();
        expect(benefits[0]).toHaveProperty('rankSalary');
      });
  });

  it('reads this month’s rank salary', async () => {
    await pact
      .addInteraction()
      .given('a member has played this month', { ...PLAYER, stake: 2000 })
      .uponReceiving('the rank salary of a member who kept the rank')
      .withRequest('GET', '/wps/relay/PROMOFE_getRankSalaryRewardDetail', (b) => b.headers(headers))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            rankLevel: integer(2),
            clubLabel: string('Silver'),
            month: string('2026-11'),
            salaryAmount: like(20),
            monthlyTurnover: { actual: like(2000), expected: like(2000) },
            eligible: true,
            paid: false,
          },
        }),
      )
      .executeTest(async (server) => {
        const salary = await clientFor(server.url, PLAYER.token).vip.salaryDetail();
        expect(salary).toMatchObject({ eligible: true, paid: false, salaryAmount: 20 });
      });
  });

  it('pages the rank salaries paid', async () => {
    await pact
      .addInteraction()
      .given('a member was paid a rank salary', { ...PLAYER, stake: 2000 })
      .uponReceiving('the rank salary history')
      .withRequest('GET', '/wps/relay/PROMOFE_getRankSalaryClaimHistory', (b) =>
        b.headers(headers).query({ page: '1', size: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              transactionNo: string('vip-salary:10000002:2026-11'),
              claimTime: string('2026-11-24T10:00:00.000Z'),
              clubLabel: string('Silver'),
              amount: like(20),
            }),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).vip.salaryHistory(1, 20);
        expect(page.list[0]?.amount).toBe(20);
        expect(page.total).toBe(1);
      });
  });
});
