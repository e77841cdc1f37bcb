import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectSessionExpired, newPact, PLAYER, SESSION_ENDED } from './pact';

const { eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const auth = signedInHeaders;

/** Two Bangkok days of play and money, seeded by the provider at noon on each. */
const DAYS = [
  {
    date: '2026-11-01',
    movements: [{ kind: 'deposit', amount: 500 }],
    bets: [
      { gameType: 'RNG', stake: 10, win: 25 },
      { gameType: 'LOTT', stake: 5, win: 0 },
    ],
  },
  {
    date: '2026-11-02',
    movements: [
      { kind: 'rebate', amount: 3.5 },
      { kind: 'withdrawal', amount: -50 },
    ],
    bets: [{ gameType: 'LIVE', stake: 20, win: 30 }],
  },
];
const RECORDS = { ...PLAYER, days: DAYS };
/** Bangkok midnight starting 2026-11-01, and the one ending 2026-11-02. */
const WINDOW = {
  startTime: Date.parse('2026-10-31T17:00:00Z'),
  endTime: Date.parse('2026-11-02T17:00:00Z'),
};
const WINDOW_QUERY = { startTime: String(WINDOW.startTime), endTime: String(WINDOW.endTime) };
const DAY_WINDOW = { startDate: '2026-11-01', endDate: '2026-11-02' };
const PAGE_QUERY = { page: '1', size: '20' };

const bet = (gameCategory: string, stake: number, win: number) => ({
  orderNo: string('B00000001'),
  gameName: string('Provider State Game'),
  gameCategory: string(gameCategory),
  betAmount: number(stake),
  validBetAmount: number(stake),
  winAmount: number(win),
  profitAndLoss: number(win - stake),
  betTimeInTimestamp: integer(WINDOW.startTime + 5 * 3_600_000),
  settleTimeInTimestamp: integer(WINDOW.startTime + 5 * 3_600_000),
  status: string('SETTLED'),
});

describe('betting record', () => {
  it('lists one product’s bets with the period’s totals', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('the slots betting record for a period')
      .withRequest('GET', '/wps/relay/ODSFE2_getBettingRecords', (b) =>
        b
          .headers(auth(PLAYER.token))
          .query({ ...WINDOW_QUERY, gameCategory: 'RNG', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike(bet('RNG', 10, 25)),
            total: integer(1),
            totalHands: integer(1),
            validBetting: number(10),
            netProfit: number(15),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.bets(
          { ...WINDOW, gameCategory: 'RNG' },
          1,
          20,
        );
        expect(page.list[0]).toMatchObject({ gameCategory: 'RNG', betAmount: 10, winAmount: 25 });
        expect(page.totals).toEqual({ totalHands: 1, validBetting: 10, netProfit: 15 });
      });
  });

  it('lists lottery bets on the platform’s lottery call', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('the lottery betting record for a period')
      .withRequest('GET', '/wps/relay/ODSFE2_lottMemBet', (b) =>
        b
          .headers(auth(PLAYER.token))
          .query({ ...WINDOW_QUERY, gameCategory: 'LOTT', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike(bet('LOTT', 5, 0)),
            total: integer(1),
            totalHands: integer(1),
            validBetting: number(5),
            netProfit: number(-5),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.bets(
          { ...WINDOW, gameCategory: 'LOTT' },
          1,
          20,
        );
        expect(page.list[0]?.profitAndLoss).toBe(-5);
        expect(page.totals.netProfit).toBe(-5);
      });
  });

  it('shows one bet in detail', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('the detail of a bet')
      .withRequest('GET', '/wps/relay/ODSFE2_lottBetRecordsDetail', (b) =>
        b.headers(auth(PLAYER.token)).query({ orderNo: 'B00000001' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: bet('RNG', 10, 25) }))
      .executeTest(async (server) => {
        const detail = await clientFor(server.url, PLAYER.token).records.betDetail('B00000001');
        expect(detail).toMatchObject({ orderNo: 'B00000001', betAmount: 10, winAmount: 25 });
      });
  });

  it('signs the member out when the session has ended', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the betting record with an ended session')
      .withRequest('GET', '/wps/relay/ODSFE2_getBettingRecords', (b) =>
        b.headers(auth('ended-token')).query({ ...WINDOW_QUERY, ...PAGE_QUERY }),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(
          clientFor(server.url, 'ended-token').records.bets(WINDOW, 1, 20),
        );
      });
  });
});

describe('transactions', () => {
  it('lists every wallet movement with the balance after it', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('all wallet movements for a period')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...WINDOW_QUERY, codeTypes: 'ALL', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              txTime: integer(WINDOW.startTime + 5 * 3_600_000),
              amount: number(-50),
              balanceAfter: number(1480),
              codeType: string('WITHDRAW'),
              reference: string('provider-state:1:movement:1'),
              remark: string(''),
            }),
            total: integer(9),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.movements(WINDOW, 1, 20);
        expect(page.list[0]?.codeType).toBe('WITHDRAW');
        expect(page.list[0]?.balanceAfter).toBeGreaterThanOrEqual(0);
      });
  });

  it('asks for some kinds of movement by code type', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('bonus movements for a period')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...WINDOW_QUERY, codeTypes: 'BONUS', ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              txTime: integer(WINDOW.startTime),
              amount: number(3.5),
              codeType: string('BONUS'),
            }),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.movements(
          { ...WINDOW, codeTypes: ['BONUS'] },
          1,
          20,
        );
        expect(page.list[0]).toMatchObject({ codeType: 'BONUS', amount: 3.5 });
      });
  });
});

describe('profit and loss', () => {
  it('sums play, parts and money for the days, with a result per day', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('the profit and loss for two days')
      .withRequest('GET', '/wps/relay/ODSFE2_MemPNL', (b) =>
        b.headers(auth(PLAYER.token)).query(DAY_WINDOW),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            totalHands: integer(3),
            betAmount: number(35),
            validBetting: number(35),
            winAmount: number(55),
            netProfit: number(20),
            rebate: number(3.5),
            promotion: number(0),
            dailySalary: number(0),
            profitSharing: number(0),
            agentCommission: number(0),
            otherAmount: number(0),
            profitAndLoss: number(23.5),
            depositAmount: number(500),
            withdrawAmount: number(50),
            balanceStart: number(1000),
            balanceEnd: number(1473.5),
            days: eachLike({
              date: string('2026-11-01'),
              betAmount: number(15),
              winAmount: number(25),
              profitAndLoss: number(10),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const pl = await clientFor(server.url, PLAYER.token).records.profitLoss(DAY_WINDOW);
        expect(pl.profitAndLoss).toBe(23.5);
        expect(pl.parts.rebate).toBe(3.5);
        expect(pl.balanceEnd - pl.balanceStart - pl.depositAmount + pl.withdrawAmount).toBeCloseTo(
          pl.profitAndLoss,
          6,
        );
        expect(pl.days[0]?.date).toBe('2026-11-01');
      });
  });

  it('sums play per game category', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('the profit and loss per category')
      .withRequest('GET', '/wps/relay/ODSFE2_MemPNLDet', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...DAY_WINDOW, ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              gameCategory: string('LIVE'),
              totalHands: integer(1),
              betAmount: number(20),
              validBetAmount: number(20),
              winAmount: number(30),
              profitAndLoss: number(10),
            }),
            total: integer(3),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.profitLossByCategory(
          DAY_WINDOW,
          1,
          20,
        );
        expect(page.list[0]).toMatchObject({ gameCategory: 'LIVE', profitAndLoss: 10 });
      });
  });
});

describe('bonus details', () => {
  it('lists bonuses received with totals per category', async () => {
    await pact
      .addInteraction()
      .given('a member has records on some days', RECORDS)
      .uponReceiving('the bonus details for a period')
      .withRequest('GET', '/wps/relay/ODSFE2_getBonusDetails', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...WINDOW_QUERY, ...PAGE_QUERY }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              txTime: integer(WINDOW.startTime),
              amount: number(3.5),
              category: string('REBATE'),
              reference: string('provider-state:1:movement:0'),
            }),
            total: integer(1),
            totalAmount: number(3.5),
            totals: eachLike({ category: string('REBATE'), amount: number(3.5) }),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.bonuses(WINDOW, 1, 20);
        expect(page.list[0]).toMatchObject({ category: 'REBATE', amount: 3.5 });
        expect(page.totalAmount).toBe(3.5);
        expect(page.totals[0]).toEqual({ category: 'REBATE', amount: 3.5 });
      });
  });
});
