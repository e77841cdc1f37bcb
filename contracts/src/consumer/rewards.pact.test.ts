import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const LOW_DEPOSIT = { account: 'traveller1', token: 'traveller1-token' };
const auth = signedInHeaders;

describe('reward centre', () => {
  it('lists rewards with how many can be claimed', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the reward centre')
      .withRequest('GET', '/wps/relay/MCSFE_getClaimPromotion', (b) =>
        b.headers(auth(PLAYER.token)),
      )
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
      .withRequest('POST', '/wps/relay/MCS2_claimIssuedPromotion', (b) =>
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
      .withRequest('POST', '/wps/relay/MCS2_claimIssuedPromotion', (b) =>
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

describe('register promotions', () => {
  const NEWCOMER = { account: 'player2', token: 'player2-token' };

  it('lists the sign-up promotion of a member who registered while it runs', async () => {
    await pact
      .addInteraction()
      .given('a member who registered today is signed in', NEWCOMER)
      .uponReceiving('the register promotions')
      .withRequest('GET', '/wps/relay/MCSFE_getRegisterPromotionList', (b) =>
        b.headers(auth(NEWCOMER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              promotionId: integer(401),
              title: string('Sign-up bonus'),
              amount: number(38),
              status: string('CLAIMABLE'),
              claimUntil: string('2026-11-27T03:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, NEWCOMER.token).rewards.registerPromotions();
        expect(list[0]?.status).toBe('CLAIMABLE');
      });
  });

  it('claims a register promotion into the wallet', async () => {
    await pact
      .addInteraction()
      .given('a member who registered today is signed in', NEWCOMER)
      .uponReceiving('a register promotion claim')
      .withRequest('POST', '/wps/relay/MCS2_claimRegisterPromotion', (b) =>
        b.headers(auth(NEWCOMER.token)).jsonBody({ promotionId: 401 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            promotionId: integer(401),
            amount: number(38),
            status: 'CLAIMED',
            balance: number(38),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, NEWCOMER.token).rewards.claimRegisterPromotion(401);
        expect(r.status).toBe('CLAIMED');
      });
  });

  it('refuses a register promotion claimed before', async () => {
    await pact
      .addInteraction()
      .given('a member who registered today has claimed the sign-up bonus', {
        ...NEWCOMER,
        promotionId: 401,
      })
      .uponReceiving('a second claim of the same register promotion')
      .withRequest('POST', '/wps/relay/MCS2_claimRegisterPromotion', (b) =>
        b.headers(auth(NEWCOMER.token)).jsonBody({ promotionId: 401 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('register_promotion_claimed')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, NEWCOMER.token).rewards.claimRegisterPromotion(401),
          'register_promotion_claimed',
        );
      });
  });
});

describe('promo codes and the prize wheel', () => {
  it('lists the codes the member redeemed', async () => {
    await pact
      .addInteraction()
      .given('a member has redeemed a promo code', { ...PLAYER, promoCode: 'WELCOME888' })
      .uponReceiving('the promo codes')
      .withRequest('GET', '/wps/relay/PROMOFE_getPromoCode', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            enabled: boolean(true),
            list: eachLike({
              promoCode: string('WELCOME888'),
              title: string('Welcome code'),
              amount: number(8.88),
              claimedAt: string('2026-11-20T03:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const codes = await clientFor(server.url, PLAYER.token).rewards.promoCodes();
        expect(codes.list[0]?.promoCode).toBe('WELCOME888');
      });
  });

  it('redeems a code into the wallet', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a promo code redemption')
      .withRequest('POST', '/wps/relay/PROMOFE_claimPromoCode', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ promoCode: 'WELCOME888' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { title: string('Welcome code'), amount: number(8.88) },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.claimPromoCode('WELCOME888');
        expect(r.amount).toBeGreaterThan(0);
      });
  });

  it('refuses a code redeemed before', async () => {
    await pact
      .addInteraction()
      .given('a member has redeemed a promo code', { ...PLAYER, promoCode: 'WELCOME888' })
      .uponReceiving('a second redemption of the same promo code')
      .withRequest('POST', '/wps/relay/PROMOFE_claimPromoCode', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ promoCode: 'WELCOME888' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('promo_code_used')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).rewards.claimPromoCode('WELCOME888'),
          'promo_code_used',
        );
      });
  });

  it('shows the prize wheel with the tickets play earned', async () => {
    await pact
      .addInteraction()
      .given('a member has raffle tickets', { ...PLAYER, tickets: 2 })
      .uponReceiving('the prize wheel')
      .withRequest('GET', '/wps/relay/PROMOFE_getPrizeWheelInfo', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            enabled: boolean(true),
            prizes: eachLike({ name: string('Lucky 1'), amount: number(1) }),
            tickets: integer(2),
            ticketStake: number(100),
            stakeToNextTicket: number(100),
          },
        }),
      )
      .executeTest(async (server) => {
        const wheel = await clientFor(server.url, PLAYER.token).rewards.prizeWheel();
        expect(wheel.tickets).toBe(2);
        expect(wheel.prizes.length).toBeGreaterThan(0);
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
});

describe('red envelopes', () => {
  it('lists envelopes with the member’s status for each', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the red envelopes')
      .withRequest('GET', '/wps/relay/PROMOFE_getClaimTicketList', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              transactionId: string('RE1'),
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
      .withRequest('POST', '/wps/relay/PROMOFE_claimTicket', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ transactionId: 'RE1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: number(8.88), balance: number(1008.88) } }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.openRedEnvelope('RE1');
        expect(r.amount).toBeGreaterThan(0);
      });
  });

  it('says why a member below the deposit threshold is not eligible', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', LOW_DEPOSIT)
      .uponReceiving('the red envelopes of a member who deposited too little')
      .withRequest('GET', '/wps/relay/PROMOFE_getClaimTicketList', (b) =>
        b.headers(auth(LOW_DEPOSIT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              transactionId: string('RE1'),
              title: string('Lucky money'),
              amount: number(8.88),
              minDeposit: number(100),
              deposited: number(80),
              opensAt: string('2026-11-20T03:00:00.000Z'),
              closesAt: string('2026-11-27T03:00:00.000Z'),
              status: 'NOT_ELIGIBLE',
              reason: 'min_deposit',
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, LOW_DEPOSIT.token).rewards.redEnvelopes();
        expect(list[0]).toMatchObject({ status: 'NOT_ELIGIBLE', reason: 'min_deposit' });
      });
  });

  it('refuses a member below the deposit threshold', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', LOW_DEPOSIT)
      .uponReceiving('a red envelope opening by a member who deposited too little')
      .withRequest('POST', '/wps/relay/PROMOFE_claimTicket', (b) =>
        b.headers(auth(LOW_DEPOSIT.token)).jsonBody({ transactionId: 'RE1' }),
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
