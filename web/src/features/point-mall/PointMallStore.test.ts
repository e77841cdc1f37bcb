import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { testRoot } from '../../stores/testRoot';
import { createPointMallStore } from './PointMallStore';

const REWARDS = [
  { id: 1, name: 'Chips 10.00', type: 'CHIPS', points: 1000, amount: 10, stock: 5 },
  { id: 5, name: 'Mug', type: 'GOODS', points: 8000, amount: 0, stock: 0 },
];
const CONFIG = {
  pointsPerMajorStaked: 1,
  pointsPerMajorDeposited: 2,
  pointsPerMajorConverted: 100,
  minimumConversion: 100,
};

function setUp(signedIn = false) {
  const { root, transport } = testRoot({ signedIn });
  let points = 1500;
  transport
    .on('pointReward', { list: REWARDS })
    .on('pointConfig', CONFIG)
    .on('pointBalance', () => ({ points, pointsPerMajorConverted: 100, convertibleAmount: 15 }))
    .on('balance', { balance: 110, currencySymbol: '฿' });
  const store = root.features.get(createPointMallStore);
  return { root, transport, store, setPoints: (p: number) => (points = p) };
}

describe('PointMallStore', () => {
  it('reads the rewards again in the language the player switches to, once shown', async () => {
    const { root, transport, store } = setUp();
    // The platform names its rewards in the language the call carries (the Language header).
    const mug: Record<string, string> = { EN: 'Mug', VI: 'Cốc du lịch' };
    transport.on('pointReward', () => ({
      list: [{ ...REWARDS[1], name: mug[root.language.code] ?? 'Mug' }],
    }));
    await root.language.choose('TH');
    expect(transport.calls.filter((c) => c.name === 'pointReward')).toEqual([]);
    await store.loadCatalogue();
    await root.language.choose('VI');
    await vi.waitFor(() => expect(store.rewardsOf('GOODS')[0]?.name).toBe(mug.VI));
  });

  it('shows a visitor the catalogue by type and asks nothing of the member calls', async () => {
    const { store, transport } = setUp();
    await store.loadCatalogue();
    await store.loadAccount();
    expect(store.isMember).toBe(false);
    expect(store.rewardsOf('CHIPS').map((r) => r.name)).toEqual(['Chips 10.00']);
    expect(store.rewardsOf('SERVICE')).toEqual([]);
    expect(transport.calls.map((c) => c.name)).toEqual(['pointReward']);
  });

  it('reads the balance and the earning ratios of a member', async () => {
    const { store } = setUp(true);
    await store.loadAccount();
    expect(store.balance?.points).toBe(1500);
    expect(store.config?.pointsPerMajorDeposited).toBe(2);
  });

  it('sends the confirming password in the field the platform reads, with the reference', async () => {
    const { store, transport, setPoints } = setUp(true);
    transport.on('redeemPoint', () => {
      setPoints(500);
      return {
        transactionNo: 'R1',
        exchangeType: 'CHIPS',
        status: 'APPROVED',
        amount: 10,
        points: 500,
      };
    });
    await Promise.all([store.loadAccount(), store.loadCatalogue()]);
    const outcome = await store.exchange(store.rewards[0]!, 1, {
      password: '246810',
      passwordKind: 'payment',
      requestId: 'ref-1',
    });
    expect(outcome).toMatchObject({ ok: true, value: { status: 'APPROVED' } });
    const sent = transport.calls.find((c) => c.name === 'redeemPoint')?.payload;
    expect(sent).toEqual({
      rewardId: 1,
      quantity: 1,
      requestId: 'ref-1',
      paymentPassword: '246810',
    });
    expect(store.balance?.points).toBe(500);
    // Chips move the wallet: the header's balance is read again.
    expect(transport.calls.some((c) => c.name === 'balance')).toBe(true);
  });

  it('keeps the refusal’s key and changes nothing when the platform refuses', async () => {
    const { store, transport } = setUp(true);
    transport.on('convertPoint', () => {
      throw new ApiError('server', 'payment_password_error');
    });
    await store.loadAccount();
    const outcome = await store.convert(500, {
      password: 'nope',
      passwordKind: 'login',
      requestId: 'ref-2',
    });
    expect(outcome).toEqual({ ok: false, errorKey: 'payment_password_error' });
    expect(transport.calls.find((c) => c.name === 'convertPoint')?.payload).toEqual({
      points: 500,
      requestId: 'ref-2',
      password: 'nope',
    });
    expect(store.balance?.points).toBe(1500);
  });

  it('asks for the records of the period and status chosen', async () => {
    const { store, transport } = setUp(true);
    transport.on('redeemPointList', { list: [], pageNo: 1, totalPages: 0, total: 0 });
    await store.records.setQuery({
      startTime: '2026-11-18T00:00:00.000+07:00',
      endTime: '2026-11-24T23:59:59.999+07:00',
      status: 'APPLYING',
    });
    expect(transport.calls.find((c) => c.name === 'redeemPointList')?.payload).toEqual({
      pageNo: 1,
      pageSize: 20,
      startTime: Date.parse('2026-11-18T00:00:00.000+07:00'),
      // Up to, not including, the millisecond after the period: the window the reports take.
      endTime: Date.parse('2026-11-25T00:00:00.000+07:00'),
      status: 'APPLYING',
    });
    expect(store.records.empty).toBe(true);
  });

  it('asks for the points details of the period chosen, and again when it changes', async () => {
    const { store, transport } = setUp(true);
    const row = { id: 'P1', change: 40, balance: 1540, type: 'EARN_BET', remark: 'Play' };
    transport.on('memTransDet', (payload?: Record<string, unknown>) => ({
      // Only the second period holds a row, as the platform would answer.
      list: payload?.startTime === Date.parse('2026-11-01T00:00:00.000+07:00') ? [row] : [],
      pageNo: 1,
      totalPages: 1,
      total: 1,
    }));
    await store.details.setQuery({
      startTime: '2026-11-24T00:00:00.000+07:00',
      endTime: '2026-11-24T23:59:59.999+07:00',
    });
    expect(store.details.empty).toBe(true);
    await store.details.setQuery({
      startTime: '2026-11-01T00:00:00.000+07:00',
      endTime: '2026-11-30T23:59:59.999+07:00',
    });
    const sent = transport.calls.filter((c) => c.name === 'memTransDet').map((c) => c.payload);
    expect(sent).toEqual([
      {
        pageNo: 1,
        pageSize: 20,
        startTime: Date.parse('2026-11-24T00:00:00.000+07:00'),
        endTime: Date.parse('2026-11-25T00:00:00.000+07:00'),
      },
      {
        pageNo: 1,
        pageSize: 20,
        startTime: Date.parse('2026-11-01T00:00:00.000+07:00'),
        endTime: Date.parse('2026-12-01T00:00:00.000+07:00'),
      },
    ]);
    expect(store.details.rows.map((r) => r.change)).toEqual([40]);
  });
});
