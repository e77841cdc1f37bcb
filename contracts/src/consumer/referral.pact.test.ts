import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, like, string } = MatchersV3;
const pact = newPact();
const FRIEND = { ...PLAYER, friend: 'friend1', deposit: 100 };

describe('invite friends (referral)', () => {
  it('gives the member’s code, link and how many joined', async () => {
    await pact
      .addInteraction()
      .given('a friend invited by the member has deposited', FRIEND)
      .uponReceiving('the referral details')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralDetails', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ autoGenerate: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            referralCode: string('R2'),
            referralLink: string('https://playhouse.test/register?referralCode=R2'),
            totalInvitations: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const d = await clientFor(server.url, PLAYER.token).referral.details();
        expect(d.referralLink).toContain(d.referralCode);
        expect(d.totalInvitations).toBe(1);
      });
  });

  it('reads the rules', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the referral rules')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralRules', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { content: string('<p>Share your link.</p>'), rewardPerFriend: like(10) },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).referral.rules();
        expect(r.rewardPerFriend).toBe(10);
      });
  });

  it('lists the friends who joined, masked', async () => {
    await pact
      .addInteraction()
      .given('a friend invited by the member has deposited', FRIEND)
      .uponReceiving('the list of invited friends')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralList', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ status: 'ALL', page: '1', size: '7' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              account: string('fr***1'),
              registerTime: string('2026-11-24T00:00:00.000Z'),
              deposited: boolean(true),
              rewardClaimed: boolean(false),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).referral.friends({
          page: 1,
          size: 7,
        });
        expect(page.list[0]).toMatchObject({ account: 'fr***1', deposited: true });
      });
  });

  it('estimates the earnings waiting to be claimed', async () => {
    await pact
      .addInteraction()
      .given('a friend invited by the member has deposited', FRIEND)
      .uponReceiving('the referral earnings estimate')
      .withRequest('GET', '/wps/relay/MCSFE_getEarningsEstimate', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            totalInvitations: integer(1),
            qualifiedInvitations: integer(1),
            claimable: like(10),
            totalClaimed: like(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const e = await clientFor(server.url, PLAYER.token).referral.earnings();
        expect(e.claimable).toBe(10);
      });
  });

  it('claims the earnings into the wallet', async () => {
    await pact
      .addInteraction()
      .given('a friend invited by the member has deposited', FRIEND)
      .uponReceiving('a claim of invite earnings')
      .withRequest('POST', '/wps/relay/MCSFE_claimInvitationRewards', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: like(10), balance: like(1010) } }),
      )
      .executeTest(async (server) => {
        expect((await clientFor(server.url, PLAYER.token).referral.claim()).amount).toBe(10);
      });
  });

  it('refuses a claim with nothing earned', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a claim of invite earnings with nothing earned')
      .withRequest('POST', '/wps/relay/MCSFE_claimInvitationRewards', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('referral_nothing_to_claim')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).referral.claim(),
          'referral_nothing_to_claim',
        );
      });
  });

  it('lists the invite earnings claimed', async () => {
    await pact
      .addInteraction()
      .given('the member has claimed the invite reward for a friend', FRIEND)
      .uponReceiving('the invitation claim report')
      .withRequest('GET', '/wps/relay/MCSFE_getInvitationClaimReport', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              claimId: string('referral:2:9'),
              friend: string('fr***1'),
              amount: like(10),
              claimTime: string('2026-11-24T00:00:00.000Z'),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).referral.claims({
          page: 1,
          size: 10,
        });
        expect(page.list[0]?.amount).toBe(10);
      });
  });
});
