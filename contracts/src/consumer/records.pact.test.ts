import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS } from './client';
import { expectSessionExpired, newPact, PLAYER, SESSION_ENDED } from './pact';

const { eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const auth = (token: string) => ({ ...PLATFORM_HEADERS, Authorization: token });
const PAGE = { pageNo: 1, pageSize: 20 };
const PAGE_QUERY = { pageNo: '1', pageSize: '20' };

const playTotals = (stake: number, win: number) => ({
  betCount: integer(1),
  stake: number(stake),
  win: number(win),
  profit: number(win - stake),
});

const ledgerRow = (kind: string, amount: number) => ({
  reference: string('deposit:D000001'),
  kind: string(kind),
  amount: number(amount),
  balanceAfter: number(1000),
  createdAt: string('2026-11-20T03:00:00.000Z'),
});

describe('betting record', () => {
  it('lists the member’s bets with their totals', async () => {
    await pact
      .addInteraction()
      .given('a member has played', { ...PLAYER, bets: [{ gameType: 'RNG', stake: 10, win: 25 }] })
      .uponReceiving('the betting record')
      .withRequest('GET', '/wps/relay/ODSFE2_getBettingRecords', (b) =>
        b.headers(auth(PLAYER.token)).query(PAGE_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              betId: string('B00000001'),
              gameName: string('Provider State Slot'),
              gameType: string('RNG'),
              stake: number(10),
              win: number(25),
              profit: number(15),
              placedAt: string('2026-11-20T02:00:00.000Z'),
            }),
            totalPages: integer(1),
            totals: playTotals(10, 25),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.bettingRecords(PAGE);
        expect(page.list[0]).toMatchObject({ gameType: 'RNG', profit: 15 });
        expect(page.totals.profit).toBe(15);
      });
  });

  it('signs the member out when the session has ended', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the betting record with an ended session')
      .withRequest('GET', '/wps/relay/ODSFE2_getBettingRecords', (b) =>
        b.headers(auth('ended-token')).query(PAGE_QUERY),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(
          clientFor(server.url, 'ended-token').records.bettingRecords(PAGE),
        );
      });
  });
});

describe('transaction history', () => {
  it('lists wallet movements with the balance after each', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit transactions')
      .withRequest('GET', '/wps/relay/ODSFE2_getTransactionHistory', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...PAGE_QUERY, kind: 'deposit' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: eachLike(ledgerRow('deposit', 1000)), totalPages: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.transactions({
          ...PAGE,
          kind: 'deposit',
        });
        expect(page.list[0]).toMatchObject({ kind: 'deposit' });
        expect(page.list[0]?.balanceAfter).toBeGreaterThanOrEqual(0);
      });
  });
});

describe('personal profit and loss', () => {
  it('sums play per game category next to deposits, withdrawals and bonuses', async () => {
    await pact
      .addInteraction()
      .given('a member has played', { ...PLAYER, bets: [{ gameType: 'LIVE', stake: 20, win: 5 }] })
      .uponReceiving('the personal profit and loss')
      .withRequest('GET', '/wps/relay/ODSFE2_getPersonalProfitLoss', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            byCategory: eachLike({ gameType: string('LIVE'), ...playTotals(20, 5) }),
            totals: playTotals(20, 5),
            deposit: number(1000),
            withdrawal: number(0),
            bonus: number(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const pl = await clientFor(server.url, PLAYER.token).records.profitLoss();
        expect(pl.byCategory[0]).toMatchObject({ gameType: 'LIVE', profit: -15 });
        expect(pl.money.deposit).toBeGreaterThan(0);
      });
  });
});

describe('bonus details', () => {
  it('lists bonuses received with their total', async () => {
    await pact
      .addInteraction()
      .given('a member has received a bonus', { ...PLAYER, kind: 'rebate', amount: 12.5 })
      .uponReceiving('the bonus details')
      .withRequest('GET', '/wps/relay/ODSFE2_getBonusDetails', (b) =>
        b.headers(auth(PLAYER.token)).query(PAGE_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike(ledgerRow('rebate', 12.5)),
            totalPages: integer(1),
            totalAmount: number(12.5),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).records.bonusDetails(PAGE);
        expect(page.list[0]?.kind).toBe('rebate');
        expect(page.totalAmount).toBe(12.5);
      });
  });
});
