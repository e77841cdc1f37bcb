import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const AGENT = { account: 'agent1', token: 'agent1-token' };
const LOW_DEPOSIT = { account: 'traveller1', token: 'traveller1-token' };
const auth = (token: string) => ({ ...PLATFORM_HEADERS, Authorization: token });

describe('reward centre', () => {
  it('lists rewards with how many can be claimed', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the reward centre')
      .withRequest('GET', '/wps/relay/MCSFE_getRewardCenter', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              rewardId: string('RW1'),
              title: string('Welcome bonus'),
              amount: number(18),
              status: string('CLAIMABLE'),
            }),
            claimableCount: integer(2),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.rewardCenter();
        expect(r.claimableCount).toBeGreaterThan(0);
        expect(r.list[0]?.status).toBe('CLAIMABLE');
      });
  });

  it('claims a reward into the wallet', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a reward claim')
      .withRequest('POST', '/wps/relay/MCSFE_claimReward', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ rewardId: 'RW1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            rewardId: string('RW1'),
            amount: number(18),
            status: 'CLAIMED',
            balance: number(1018),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.claimReward('RW1');
        expect(r.status).toBe('CLAIMED');
      });
  });

  it('refuses a reward claimed before', async () => {
    await pact
      .addInteraction()
      .given('a member has claimed a reward', { ...PLAYER, rewardId: 'RW1' })
      .uponReceiving('a second claim of the same reward')
      .withRequest('POST', '/wps/relay/MCSFE_claimReward', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ rewardId: 'RW1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('reward_already_claimed')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).rewards.claimReward('RW1'),
          'reward_already_claimed',
        );
      });
  });
});

describe('manual rebate', () => {
  it('reads the rebate rates per product type', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the rebate settings by product type')
      .withRequest('GET', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: eachLike({ productType: string('RNG'), rate: number(0.8) }) },
        }),
      )
      .executeTest(async (server) => {
        const rates = await clientFor(server.url, PLAYER.token).rewards.rebateRates();
        expect(rates[0]?.rate).toBeGreaterThan(0);
      });
  });

  it('shows the rebate earned by bets since the last claim', async () => {
    await pact
      .addInteraction()
      .given('a member has played', { ...PLAYER, bets: [{ gameType: 'RNG', stake: 100, win: 0 }] })
      .uponReceiving('the manual rebate summary')
      .withRequest('GET', '/wps/relay/MCSFE_getManualRebate', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              gameType: string('RNG'),
              stake: number(100),
              rate: number(0.8),
              amount: number(0.8),
            }),
            totalAmount: number(0.8),
            claimedThisPeriod: boolean(false),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.manualRebate();
        expect(r.totalAmount).toBeGreaterThan(0);
        expect(r.claimedThisPeriod).toBe(false);
      });
  });

  it('claims the rebate', async () => {
    await pact
      .addInteraction()
      .given('a member has played', { ...PLAYER, bets: [{ gameType: 'RNG', stake: 100, win: 0 }] })
      .uponReceiving('a manual rebate claim')
      .withRequest('POST', '/wps/relay/MCSFE_claimManualRebate', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: number(0.8), balance: number(900.8) } }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.claimManualRebate();
        expect(r.amount).toBeGreaterThan(0);
      });
  });

  it('refuses a second claim in the same day', async () => {
    await pact
      .addInteraction()
      .given('a member has claimed a rebate today', PLAYER)
      .uponReceiving('a second manual rebate claim in a day')
      .withRequest('POST', '/wps/relay/MCSFE_claimManualRebate', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('rebate_already_claimed')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).rewards.claimManualRebate(),
          'rebate_already_claimed',
        );
      });
  });
});

describe('red envelopes', () => {
  it('lists envelopes with the member’s status for each', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the red envelopes')
      .withRequest('GET', '/wps/relay/PROMOFE_getRedEnvelopes', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              envelopeId: string('RE1'),
              title: string('Lucky money'),
              amount: number(8.88),
              minDeposit: number(100),
              closesAt: string('2026-11-27T03:00:00.000Z'),
              status: string('OPENABLE'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, PLAYER.token).rewards.redEnvelopes();
        expect(list[0]?.status).toBe('OPENABLE');
      });
  });

  it('opens an envelope into the wallet', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a red envelope opening')
      .withRequest('POST', '/wps/relay/PROMOFE_openRedEnvelope', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ envelopeId: 'RE1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: number(8.88), balance: number(1008.88) } }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.openRedEnvelope('RE1');
        expect(r.amount).toBeGreaterThan(0);
      });
  });

  it('refuses a member below the deposit threshold', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', LOW_DEPOSIT)
      .uponReceiving('a red envelope opening by a member who deposited too little')
      .withRequest('POST', '/wps/relay/PROMOFE_openRedEnvelope', (b) =>
        b.headers(auth(LOW_DEPOSIT.token)).jsonBody({ envelopeId: 'RE1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('red_envelope_not_eligible')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, LOW_DEPOSIT.token).rewards.openRedEnvelope('RE1'),
          'red_envelope_not_eligible',
        );
      });
  });
});

describe('raffle', () => {
  it('draws a prize with a ticket earned today', async () => {
    await pact
      .addInteraction()
      .given('a member has raffle tickets', { ...PLAYER, tickets: 1 })
      .uponReceiving('a raffle draw')
      .withRequest('POST', '/wps/relay/MCS2_claimRafflePromotion', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            prize: { name: string('Lucky 1'), amount: number(1) },
            ticketsLeft: integer(0),
            balance: number(901),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.drawRaffle();
        expect(r.ticketsLeft).toBe(0);
        expect(r.prizeName).not.toBe('');
      });
  });

  it('refuses a draw without a ticket', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a raffle draw without a ticket')
      .withRequest('POST', '/wps/relay/MCS2_claimRafflePromotion', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('raffle_no_ticket')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).rewards.drawRaffle(),
          'raffle_no_ticket',
        );
      });
  });
});

describe('invite friends', () => {
  it('gives the member’s code and link', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the referral info')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralInfo', (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            code: string('AGENT1'),
            link: string('https://playhouse.test/register?referralCode=AGENT1'),
            invitedCount: integer(3),
          },
        }),
      )
      .executeTest(async (server) => {
        const info = await clientFor(server.url, AGENT.token).rewards.referralInfo();
        expect(info.link).toContain(info.code);
      });
  });

  it('lists the friends who signed up', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the invited friends')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralList', (b) =>
        b.headers(auth(AGENT.token)).query({ pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              account: string('pl***1'),
              registeredAt: string('2026-08-22T03:00:00.000Z'),
              hasDeposited: boolean(true),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, AGENT.token).rewards.invitedFriends({
          pageNo: 1,
          pageSize: 20,
        });
        expect(page.list[0]?.account).toContain('*');
      });
  });
});
