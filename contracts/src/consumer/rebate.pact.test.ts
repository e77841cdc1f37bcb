import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, like, regex, string } = MatchersV3;
const pact = newPact();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('manual rebate (ODSFE2)', () => {
  it('shows the rebate earned per category since the last claim', async () => {
    await pact
      .addInteraction()
      .given('a member has bets since the last rebate claim', { ...PLAYER, stake: 1000 })
      .uponReceiving('the manual rebate of today')
      .withRequest('GET', '/wps/relay/ODSFE2_getRebate', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            balanceDate: regex(DATE, '2026-11-24'),
            list: eachLike({
              category: string('rng'),
              betAmount: like(1000),
              rate: like(0.8),
              rebateAmount: like(8),
            }),
            totalRebate: like(8),
            claimed: boolean(false),
          },
        }),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, PLAYER.token).rebate.summary();
        expect(r.claimed).toBe(false);
        expect(r.list[0]?.rebateAmount).toBeGreaterThan(0);
      });
  });

  it('pays the rebate the member was shown', async () => {
    await pact
      .addInteraction()
      .given('a member has bets since the last rebate claim', { ...PLAYER, stake: 1000 })
      .uponReceiving('a manual rebate claim of the figures shown')
      .withRequest('POST', '/wps/relay/ODSFE2_rebateDisburse', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({
          balanceDate: regex(DATE, '2026-11-24'),
          rebateAmount: { rng: like(8) },
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: like(8), balance: like(998) } }),
      )
      .executeTest(async (server) => {
        const api = clientFor(server.url, PLAYER.token).rebate;
        const paid = await api.claim({
          balanceDate: '2026-11-24',
          since: null,
          list: [{ category: 'rng', betAmount: 1000, rate: 0.8, rebateAmount: 8 }],
          totalRebate: 8,
          claimed: false,
          nextClaimTime: null,
        });
        expect(paid.amount).toBe(8);
      });
  });

  it('refuses a second claim in the same day', async () => {
    await pact
      .addInteraction()
      .given('a member has claimed a rebate today', PLAYER)
      .uponReceiving('a second manual rebate claim in a day')
      .withRequest('POST', '/wps/relay/ODSFE2_rebateDisburse', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({
          balanceDate: regex(DATE, '2026-11-24'),
          rebateAmount: {},
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('rebate_already_claimed')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).rebate.claim({
            balanceDate: '2026-11-24',
            since: null,
            list: [],
            totalRebate: 0,
            claimed: true,
            nextClaimTime: null,
          }),
          'rebate_already_claimed',
        );
      });
  });
});
