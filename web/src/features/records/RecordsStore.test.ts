import { describe, expect, it } from 'vitest';
import { DepositApi } from '../../api/client/deposit';
import { RecordsApi } from '../../api/client/records';
import { WithdrawApi } from '../../api/client/withdraw';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { loadAllPages } from '../../centre';
import { RecordsStore } from './RecordsStore';

const WINDOW = { startTime: 1_000, endTime: 2_000 };

function bet(orderNo: string, gameCategory = 'RNG') {
  return {
    orderNo,
    gameName: 'Demo Slot',
    gameCategory,
    betAmount: 10,
    validBetAmount: 10,
    winAmount: 25,
    profitAndLoss: 15,
    betTimeInTimestamp: 1_500,
    settleTimeInTimestamp: 1_500,
    status: 'SETTLED',
  };
}

function storeOver(transport: FakeTransport) {
  return new RecordsStore(
    new RecordsApi(transport),
    new DepositApi(transport),
    new WithdrawApi(transport),
  );
}

describe('RecordsStore', () => {
  it('asks lottery bets of the platform’s lottery call and keeps the totals of the query shown', async () => {
    const transport = new FakeTransport()
      .on('bettingRecords', {
        list: [bet('B1')],
        total: 1,
        totalHands: 1,
        validBetting: 10,
        netProfit: 15,
      })
      .on('lottMemBet', {
        list: [bet('B2', 'LOTT')],
        total: 1,
        totalHands: 1,
        validBetting: 5,
        netProfit: -5,
      });
    const store = storeOver(transport);

    await store.bets.setQuery({ ...WINDOW, gameCategory: 'RNG' });
    expect(store.currentBetTotals).toEqual({ totalHands: 1, validBetting: 10, netProfit: 15 });

    await store.bets.setQuery({ ...WINDOW, gameCategory: 'LOTT' });
    expect(transport.calls.at(-1)).toMatchObject({
      name: 'lottMemBet',
      payload: { gameCategory: 'LOTT', page: 1, size: 100 },
    });
    expect(store.currentBetTotals?.netProfit).toBe(-5);
    expect(store.bets.rows.map((b) => b.orderNo)).toEqual(['B2']);
  });

  it('shows no totals while a new query has not been answered', async () => {
    let answer: (v: unknown) => void = () => {};
    const transport = new FakeTransport().on(
      'bettingRecords',
      () => new Promise((r) => (answer = r)),
    );
    const store = storeOver(transport);
    const first = store.bets.setQuery({ ...WINDOW });
    answer({ list: [bet('B1')], total: 1, totalHands: 1, validBetting: 10, netProfit: 15 });
    await first;
    const second = store.bets.setQuery({ ...WINDOW, status: 'SETTLED' });
    expect(store.currentBetTotals).toBeNull();
    answer({ list: [], total: 0, totalHands: 0, validBetting: 0, netProfit: 0 });
    await second;
    expect(store.currentBetTotals?.totalHands).toBe(0);
  });

  it('opens a lottery bet’s detail from the platform, other bets from their row', async () => {
    const transport = new FakeTransport().on('lottBetRecordsDetail', {
      ...bet('B2', 'LOTT'),
      winAmount: 99,
    });
    const store = storeOver(transport);
    await store.openDetail({ ...storeOverRow('B1') });
    expect(transport.calls).toHaveLength(0);
    expect(store.detail?.bet?.orderNo).toBe('B1');

    await store.openDetail({ ...storeOverRow('B2'), gameCategory: 'LOTT' });
    expect(store.detail?.bet?.winAmount).toBe(99);
    store.closeDetail();
    expect(store.detail).toBeNull();
  });

  it('loads every page before an export and says when a page fails', async () => {
    let calls = 0;
    const transport = new FakeTransport().on('memTransDet', (payload?: Record<string, unknown>) => {
      calls += 1;
      if (payload?.page === 3 && calls === 3) throw new ApiError('server', 'system_error');
      const page = Number(payload?.page);
      const list = Array.from({ length: page < 3 ? 100 : 20 }, (_, i) => ({
        txTime: i,
        amount: 1,
        balanceAfter: 1,
        codeType: 'BET',
        reference: `r${page}-${i}`,
      }));
      return { list, total: 220 };
    });
    const store = storeOver(transport);
    await store.movements.setQuery({ ...WINDOW });
    expect(transport.calls[0]?.payload).toMatchObject({ codeTypes: 'ALL' });
    expect(await loadAllPages(store.movements)).toBe(false);
    expect(store.movements.rows).toHaveLength(200);
    await store.movements.loadMore();
    expect(await loadAllPages(store.movements)).toBe(true);
    expect(store.movements.rows).toHaveLength(220);
  });

  it('keeps the newest period’s profit and loss and the failure’s key', async () => {
    const transport = new FakeTransport()
      .on('memPNL', (p?: Record<string, unknown>) => ({
        profitAndLoss: p?.startDate === '2026-11-01' ? 1 : 2,
        days: [],
      }))
      .on('memPNLDet', { list: [{ gameCategory: 'RNG', betAmount: 10 }], total: 1 });
    const store = storeOver(transport);
    await store.loadProfitLoss({ startDate: '2026-11-01', endDate: '2026-11-07' });
    expect(store.pnl?.profitAndLoss).toBe(1);
    expect(store.categories[0]?.gameCategory).toBe('RNG');

    transport.on('memPNL', () => {
      throw new ApiError('server', 'system_error');
    });
    await store.loadProfitLoss({ startDate: '2026-11-02', endDate: '2026-11-08' });
    expect(store.profitLoss.state).toBe('failed');
    expect(store.profitLoss.errorKey).toBe('system_error');
  });
});

function storeOverRow(orderNo: string) {
  return {
    orderNo,
    gameName: 'Demo Slot',
    gameCategory: 'RNG',
    vendor: 'PT',
    betAmount: 10,
    validBetAmount: 10,
    winAmount: 25,
    profitAndLoss: 15,
    betTime: 1_500,
    settleTime: 1_500,
    status: 'SETTLED',
  };
}
