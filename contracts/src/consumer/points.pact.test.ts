import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  signedInHeaders,
} from './client';
import { PLAYER, newPact } from './pact';

const { eachLike, integer, like, string } = MatchersV3;

const pact = newPact();

/** player1's seeded deposit of 1,000.00 earned 1,000 points. */
const PASSWORD = 'Player123';
const encryptedHeaders = { ...signedInHeaders(PLAYER.token), Encryption: encryptionHeader };

describe('points balance, rewards and rules', () => {
  it('reads the point balance', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the point balance')
      .withRequest('GET', '/wps/relay/MCS2_getPointBalance', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            points: integer(1000),
            pointsPerMajorConverted: integer(100),
            convertibleAmount: like(10),
          },
        }),
      )
      .executeTest(async (server) => {
        const balance = await clientFor(server.url, PLAYER.token).points.balance();
        expect(balance.points).toBe(1000);
      });
  });

  it('lists the rewards', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the point rewards')
      .withRequest('GET', '/wps/relay/MCS2_getPointReward', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: integer(1),
              name: string('Chips 10.00'),
              type: string('CHIPS'),
              points: integer(1000),
              amount: like(10),
              stock: integer(1000),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const rewards = await clientFor(server.url, PLAYER.token).points.rewards();
        expect(rewards[0]?.type).toBe('CHIPS');
      });
  });

  it('reads the earning and conversion rules', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the point rules')
      .withRequest('GET', '/wps/relay/MCS2_getPointConfig', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            pointsPerMajorStaked: like(1),
            pointsPerMajorDeposited: like(1),
            pointsPerMajorConverted: integer(100),
            minimumConversion: integer(100),
          },
        }),
      )
      .executeTest(async (server) => {
        const config = await clientFor(server.url, PLAYER.token).points.config();
        expect(config.minimumConversion).toBe(100);
      });
  });

  it('lists the kinds of reward', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the reward conversion types')
      .withRequest('GET', '/wps/relay/MCSFE_getPointRewardConversionType', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { list: eachLike('CHIPS') } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).points.conversionTypes()).toContain(
          'CHIPS',
        );
      });
  });

  it('pages the points history', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the points history')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: string('P00000001'),
              change: integer(1000),
              balance: integer(1000),
              type: string('EARN_DEPOSIT'),
              remark: string('Deposit'),
              time: string('2026-11-22T10:00:00.000Z'),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const history = await clientFor(server.url, PLAYER.token).points.history(1, 20);
        expect(history.list[0]?.change).toBeGreaterThan(0);
      });
  });
});

describe('redeeming and converting points (password-checked, encrypted)', () => {
  it('redeems chips and lists the redemption', async () => {
    const input = { rewardId: 1, quantity: 1, password: PASSWORD, requestId: 'redeem-1' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('redeeming a chips reward')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            transactionNo: string('R10000002-redeem-1'),
            exchangeType: string('CHIPS'),
            productName: string('Chips 10.00'),
            pointsRequired: integer(1000),
            amount: like(10),
            status: string('COMPLETED'),
            points: integer(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const done = await clientFor(server.url, PLAYER.token).points.redeem(input);
        expect(done).toMatchObject({ status: 'COMPLETED', points: 0 });
      });
  });

  it('refuses a redemption with the wrong password', async () => {
    const input = { rewardId: 1, quantity: 1, password: 'wrong-password', requestId: 'redeem-2' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('redeeming with the wrong password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('payment_password_error') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).points.redeem(input),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'payment_password_error' });
      });
  });

  it('refuses a redemption beyond the point balance', async () => {
    const input = { rewardId: 5, quantity: 1, password: PASSWORD, requestId: 'redeem-3' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('redeeming more points than the member has')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('points_insufficient') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).points.redeem(input),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'points_insufficient' });
      });
  });

  it('lists redemptions', async () => {
    await pact
      .addInteraction()
      .given('a member has redeemed a reward', { ...PLAYER, rewardId: 1 })
      .uponReceiving('the redemption records')
      .withRequest('GET', '/wps/relay/MCS2_getRedeemPointList', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              transactionNo: string('PT10000002-2'),
              applicationTime: string('2026-11-22T10:00:00.000Z'),
              exchangeType: string('CHIPS'),
              productName: string('Chips 10.00'),
              quantity: integer(1),
              pointsRequired: integer(1000),
              status: string('COMPLETED'),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).points.redemptions(1, 20);
        expect(page.list[0]?.productName).not.toBe('');
      });
  });

  it('converts points to wallet money', async () => {
    const input = { points: 500, password: PASSWORD, requestId: 'convert-1' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('converting points to money')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { points: integer(500), amount: like(5), balance: like(1005) },
        }),
      )
      .executeTest(async (server) => {
        const done = await clientFor(server.url, PLAYER.token).points.convert(input);
        expect(done).toMatchObject({ points: 500, amount: 5 });
      });
  });

  it('refuses a conversion below the minimum', async () => {
    const input = { points: 50, password: PASSWORD, requestId: 'convert-2' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('converting fewer points than the minimum')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('points_below_minimum') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).points.convert(input),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'points_below_minimum' });
      });
  });
});
