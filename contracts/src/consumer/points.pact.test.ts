import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
  signedInHeaders,
} from './client';
import { PLAYER, newPact } from './pact';

const { eachLike, integer, like, string } = MatchersV3;

const pact = newPact();

/** player1's seeded deposit of 1,000.00 earned 1,000 points. */
const PASSWORD = 'Player123';
const encryptedHeaders = { ...signedInHeaders(PLAYER.token), Encryption: encryptionHeader };
/** A period wide enough to hold whatever the provider state seeds at its own clock. */
const PERIOD = { startTime: 0, endTime: 4_102_444_800_000 };
/** A period long before any provider state's clock (September 2001). */
const EMPTY_PERIOD = { startTime: 0, endTime: 1_000_000_000_000 };

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

  it('shows a visitor the catalogue, without a session', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the point rewards for a visitor')
      .withRequest('GET', '/wps/relay/MCS2_getPointReward', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: integer(5),
              name: string('Playhouse travel mug'),
              type: string('GOODS'),
              points: integer(8000),
              amount: like(0),
              stock: integer(20),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const rewards = await clientFor(server.url, null).points.rewards();
        expect(rewards[0]?.points).toBe(8000);
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

  it('pages the points history of a period', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the points history of a period')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({
          pageNo: '1',
          pageSize: '20',
          startTime: String(PERIOD.startTime),
          endTime: String(PERIOD.endTime),
        }),
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
        const history = await clientFor(server.url, PLAYER.token).points.history({
          pageNo: 1,
          pageSize: 20,
          ...PERIOD,
        });
        expect(history.list[0]?.change).toBeGreaterThan(0);
      });
  });

  it('answers no points history for a period before anything was earned', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the points history of a period with no points')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({
          pageNo: '1',
          pageSize: '20',
          startTime: String(EMPTY_PERIOD.startTime),
          endTime: String(EMPTY_PERIOD.endTime),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: [], pageNo: integer(1), totalPages: integer(0), total: integer(0) },
        }),
      )
      .executeTest(async (server) => {
        const history = await clientFor(server.url, PLAYER.token).points.history({
          pageNo: 1,
          pageSize: 20,
          ...EMPTY_PERIOD,
        });
        expect(history.list).toEqual([]);
        expect(history.total).toBe(0);
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
            status: string('APPROVED'),
            points: integer(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const done = await clientFor(server.url, PLAYER.token).points.redeem(input);
        expect(done).toMatchObject({ status: 'APPROVED', points: 0 });
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

  it('lists redemptions for a period', async () => {
    await pact
      .addInteraction()
      .given('a member has redeemed a reward', { ...PLAYER, rewardId: 1 })
      .uponReceiving('the redemption records of a period')
      .withRequest('GET', '/wps/relay/MCS2_getRedeemPointList', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({
          pageNo: '1',
          pageSize: '20',
          startTime: String(PERIOD.startTime),
          endTime: String(PERIOD.endTime),
        }),
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
              amount: like(10),
              status: string('APPROVED'),
              remark: string(''),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).points.redemptions({
          pageNo: 1,
          pageSize: 20,
          ...PERIOD,
        });
        expect(page.list[0]?.productName).not.toBe('');
        expect(page.total).toBe(1);
      });
  });

  it("lists a rejected exchange with the operator's remark, by status", async () => {
    await pact
      .addInteraction()
      .given("a member's goods exchange was reviewed", {
        ...PLAYER,
        decision: 'reject',
        remark: 'No delivery address',
      })
      .uponReceiving('the rejected redemption records')
      .withRequest('GET', '/wps/relay/MCS2_getRedeemPointList', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({
          pageNo: '1',
          pageSize: '20',
          startTime: String(PERIOD.startTime),
          endTime: String(PERIOD.endTime),
          status: 'REJECTED',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              transactionNo: string('PT10000002-3'),
              exchangeType: string('GOODS'),
              productName: string('Playhouse travel mug'),
              quantity: integer(1),
              pointsRequired: integer(8000),
              status: 'REJECTED',
              remark: 'No delivery address',
            }),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).points.redemptions({
          pageNo: 1,
          pageSize: 20,
          ...PERIOD,
          status: 'REJECTED',
        });
        expect(page.list[0]).toMatchObject({ status: 'REJECTED', remark: 'No delivery address' });
      });
  });

  it('applies for goods (waiting for the operator)', async () => {
    const input = { rewardId: 5, quantity: 1, requestId: 'redeem-4', password: PASSWORD };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member has points', { ...PLAYER, points: 10000 })
      .uponReceiving('applying for a goods reward')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            transactionNo: string('R10000002-redeem-4'),
            exchangeType: string('GOODS'),
            productName: string('Playhouse travel mug'),
            pointsRequired: integer(8000),
            status: 'APPLYING',
            points: integer(3000),
          },
        }),
      )
      .executeTest(async (server) => {
        const done = await clientFor(server.url, PLAYER.token).points.redeem(input);
        expect(done).toMatchObject({ status: 'APPLYING', exchangeType: 'GOODS' });
      });
  });

  it('refuses an exchange beyond the stock, with the payment password', async () => {
    const input = { rewardId: 5, quantity: 2, requestId: 'redeem-5', paymentPassword: '246810' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a reward is almost out of stock', {
        ...PLAYER,
        rewardId: 5,
        stock: 1,
        paymentPassword: '246810',
      })
      .uponReceiving('exchanging more items than are in stock')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('reward_out_of_stock') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).points.redeem(input),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'reward_out_of_stock' });
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
