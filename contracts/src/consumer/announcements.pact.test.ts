import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS, signedInHeaders } from './client';
import { PLAYER, newPact } from './pact';

const { arrayContaining, eachLike, integer, like, string } = MatchersV3;

const pact = newPact();

const auth = signedInHeaders;

const banner = like({
  id: integer(1),
  groupName: string('w_home'),
  title: string('Welcome bonus'),
  url: string('/wps/standin/art/banners/1.svg'),
  linkageType: string('PROMOTION'),
  linkage: string('301'),
});
const notice = like({
  id: integer(101),
  title: string('Scheduled maintenance'),
  content: string('<p>Tables from <b>AG</b> are closed.</p>'),
  timestamp: integer(1_763_000_000_000),
});
const popup = (execution: string) =>
  like({
    id: integer(201),
    title: string('Welcome'),
    content: string('<p>Trial games are free.</p>'),
    promotionType: string('GENERAL'),
    execution,
  });
const promotion = like({
  id: integer(301),
  title: string('Welcome bonus 100%'),
  content: string('<p>Double your first deposit.</p>'),
  promotionType: string('DEPOSIT'),
  imageUrl: string('/wps/standin/art/promotions/301.svg'),
  startTime: string('2026-11-10T03:00:00.000Z'),
  endTime: string('2026-12-20T03:00:00.000Z'),
  prize: like(100),
  status: string('JOIN_NOW'),
});

describe('announcements for visitors and members', () => {
  it('reads banners, notices, anonymous popups and promotions', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the anonymous announcements')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b
          .headers(PLATFORM_HEADERS)
          .query({ platform: 'W', types: 'B,PL,PU,PR', execution: 'B', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            banners: eachLike(banner),
            player: eachLike(notice),
            popup: eachLike(popup('B')),
            promotion: eachLike(promotion),
          },
        }),
      )
      .executeTest(async (server) => {
        const content = await clientFor(server.url).announcements.publicContent({
          types: 'B,PL,PU,PR',
          execution: 'B',
          language: 'EN',
        });
        expect(content.banners[0]?.groupName).toBe('w_home');
        expect(content.notices[0]?.content).toContain('<');
        expect(content.popups[0]?.execution).toBe('B');
        expect(content.promotions[0]?.id).toBeGreaterThan(0);
      });
  });

  it("reads a signed-in member's popups", async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the member announcements popups')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b
          .headers(auth(PLAYER.token))
          .query({ platform: 'W', types: 'H', execution: 'A', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { popup: eachLike(popup('A')) } }),
      )
      .executeTest(async (server) => {
        const content = await clientFor(server.url, PLAYER.token).announcements.memberContent({
          types: 'H',
          execution: 'A',
          language: 'EN',
        });
        expect(content.popups.every((p) => p.execution === 'A')).toBe(true);
      });
  });

  it("reads a visitor's announcement popup", async () => {
    await pact
      .addInteraction()
      .uponReceiving('the anonymous announcement popup')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b
          .headers(PLATFORM_HEADERS)
          .query({ platform: 'W', types: 'H', execution: 'B', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { popup: eachLike(popup('B')) } }),
      )
      .executeTest(async (server) => {
        const content = await clientFor(server.url).announcements.publicContent({
          types: 'H',
          execution: 'B',
          language: 'EN',
        });
        expect(content.popups.length).toBeGreaterThan(0);
        expect(content.popups.every((p) => p.execution === 'B')).toBe(true);
      });
  });

  it("reads a member's first sign-in popups", async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the first sign-in announcement popups')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b
          .headers(auth(PLAYER.token))
          .query({ platform: 'W', types: 'H', execution: 'F', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { popup: eachLike(popup('F')) } }),
      )
      .executeTest(async (server) => {
        const content = await clientFor(server.url, PLAYER.token).announcements.memberContent({
          types: 'H',
          execution: 'F',
          language: 'EN',
        });
        expect(content.popups.every((p) => p.execution === 'F')).toBe(true);
      });
  });

  it('asks for a new sign-in when the session is gone', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the member announcements with an unknown session')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b
          .headers(auth('expired-token'))
          .query({ platform: 'W', types: 'H', execution: 'A', language: 'EN' }),
      )
      .willRespondWith(401, (b) =>
        b.jsonBody({ success: false, message: string('please_login_first') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, 'expired-token').announcements.memberContent({
            types: 'H',
            execution: 'A',
            language: 'EN',
          }),
        ).rejects.toMatchObject({ kind: 'session-expired' });
      });
  });
});

describe('promotions', () => {
  it('lists the public promotions', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the merchant promotions')
      .withRequest('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', (b) =>
        b.headers(PLATFORM_HEADERS).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { list: eachLike(promotion) } }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url).announcements.merchantPromotions('EN');
        expect(list[0]?.title).not.toBe('');
      });
  });

  it("lists the member's promotions with the open count", async () => {
    await pact
      .addInteraction()
      .given('a member has requested the sign-up reward', PLAYER)
      .uponReceiving("the member's available promotions")
      .withRequest('GET', '/wps/relay/MCSFE_getAvailablePromotions', (b) =>
        b.headers(auth(PLAYER.token)).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({ ...promotion.value, requested: like(true) }),
            count: integer(3),
          },
        }),
      )
      .executeTest(async (server) => {
        const offers = await clientFor(server.url, PLAYER.token).announcements.availablePromotions(
          'EN',
        );
        expect(offers.count).toBeGreaterThan(0);
      });
  });

  it("lists the member's promotion requests", async () => {
    await pact
      .addInteraction()
      .given('a member has requested the sign-up reward', PLAYER)
      .uponReceiving("the member's promotion requests")
      .withRequest('GET', '/wps/relay/MCS2_getPromotionClaimList', (b) =>
        b.headers(auth(PLAYER.token)).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: integer(1),
              promotionId: integer(303),
              title: string('Sign-up reward'),
              status: string('APPLYING'),
              remark: string(''),
              requestedAt: string('2026-11-22T10:00:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const requests = await clientFor(server.url, PLAYER.token).announcements.requests('EN');
        expect(requests[0]?.status).toBe('APPLYING');
      });
  });

  it("reads today's lucky-draw tickets", async () => {
    await pact
      .addInteraction()
      .given('a member has played a game', { ...PLAYER, nodeId: 10001, stake: 250, win: 0 })
      .uponReceiving('the raffle status after play')
      .withRequest('GET', '/wps/relay/MCSFE_getRafflePromotionStatus', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { tickets: integer(2), stakeToday: like(250), stakeToNextTicket: like(50) },
        }),
      )
      .executeTest(async (server) => {
        const status = await clientFor(server.url, PLAYER.token).announcements.raffleStatus();
        expect(status.tickets).toBe(2);
      });
  });

  it('lists the promotion categories', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the promotion categories')
      .withRequest('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', (b) =>
        b.headers(PLATFORM_HEADERS).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: eachLike({ code: string('DEPOSIT'), name: string('Deposit bonus') }) },
        }),
      )
      .executeTest(async (server) => {
        const categories = await clientFor(server.url).announcements.promotionCategories('EN');
        expect(categories[0]?.code).toBe('DEPOSIT');
      });
  });

  it('requests the sign-up reward once', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a sign-up reward request')
      .withRequest('POST', '/wps/relay/MCSFE_signUpRequestReward', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { id: integer(1), status: 'APPLYING' } }),
      )
      .executeTest(async (server) => {
        const request = await clientFor(
          server.url,
          PLAYER.token,
        ).announcements.requestSignUpReward();
        expect(request.status).toBe('APPLYING');
      });
  });

  it('applies for a promotion with a remark to the operator', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('an application for a promotion with a remark')
      .withRequest('POST', '/wps/relay/MCSFE_signUpRequestReward', (b) =>
        b
          .headers(auth(PLAYER.token))
          .jsonBody({ promotionId: 301, remark: 'First deposit tonight' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { id: integer(1), status: 'APPLYING' } }),
      )
      .executeTest(async (server) => {
        const request = await clientFor(server.url, PLAYER.token).announcements.requestSignUpReward(
          301,
          'First deposit tonight',
        );
        expect(request.status).toBe('APPLYING');
      });
  });

  it('shows an approved application as issued, with the reward to claim', async () => {
    await pact
      .addInteraction()
      .given("the operator has approved a member's application", { ...PLAYER, promotionId: 301 })
      .uponReceiving("the member's promotions after an approval")
      .withRequest('GET', '/wps/relay/MCSFE_getAvailablePromotions', (b) =>
        b.headers(auth(PLAYER.token)).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: arrayContaining({
              id: 301,
              title: string('Welcome bonus 100%'),
              status: 'ISSUED',
              rewardId: string('promotion-301'),
            }),
            count: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const offers = await clientFor(server.url, PLAYER.token).announcements.availablePromotions(
          'EN',
        );
        expect(offers.list.find((p) => p.id === 301)).toMatchObject({
          status: 'ISSUED',
          rewardId: 'promotion-301',
        });
      });
  });

  it('claims the prize of an approved application into the wallet', async () => {
    await pact
      .addInteraction()
      .given("the operator has approved a member's application", { ...PLAYER, promotionId: 301 })
      .uponReceiving('a claim of an issued promotion')
      .withRequest('POST', '/wps/relay/MCS2_claimIssuedPromotion', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ rewardId: 'promotion-301' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { rewardId: 'promotion-301', amount: like(100), status: 'CLAIMED' },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rewards.claimReward('promotion-301');
        expect(r.status).toBe('CLAIMED');
      });
  });

  it('refuses a second sign-up reward request', async () => {
    await pact
      .addInteraction()
      .given('a member has requested the sign-up reward', PLAYER)
      .uponReceiving('a repeated sign-up reward request')
      .withRequest('POST', '/wps/relay/MCSFE_signUpRequestReward', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('reward_already_requested') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).announcements.requestSignUpReward(),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'reward_already_requested' });
      });
  });
});
