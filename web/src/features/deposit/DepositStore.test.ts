import { describe, expect, it, vi } from 'vitest';
import { DepositApi } from '../../api/client/deposit';
import { ApiError } from '../../api/errors';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemberEvents } from '../../stores/MemberEvents';
import { DepositStore } from './DepositStore';

const BANK = {
  bankType: 'BANK',
  name: 'Bank transfer',
  channels: [
    {
      vendorId: 101,
      bankCode: 'KBANK',
      name: 'Kasikorn Bank',
      minAmount: 100,
      maxAmount: 50000,
      customerCharge: 0,
      customerChargeFixed: 0,
      minCustomerCharge: 0,
      maxCustomerCharge: 0,
      nicknameRequired: false,
    },
    {
      vendorId: 102,
      bankCode: 'SCB',
      name: 'Siam Commercial Bank',
      minAmount: 100,
      maxAmount: 50000,
      customerCharge: 1,
      customerChargeFixed: 0,
      minCustomerCharge: 5,
      maxCustomerCharge: 50,
      nicknameRequired: false,
    },
  ],
};

function pending(id: string, amount = 500) {
  return {
    depositId: id,
    bankType: 'BANK',
    vendorName: 'Kasikorn Bank',
    amount,
    charge: 0,
    depositState: 'PENDING',
    createdAt: '2026-11-20T03:00:00.000Z',
  };
}

function cashier(transport = new FakeTransport()) {
  transport
    .on('getDepositSettings', {
      allowDeposit: true,
      promotions: [
        { promotionId: 7001, name: 'Bonus', bonusPercent: 10, maxBonus: 1000, minDeposit: 300 },
      ],
    })
    .on('getDepositMethods', { list: [BANK] })
    .on('getFixedAmounts', { fixedAmounts: [50, 100, 500, 100000] })
    .on('getDepositTransactionReport', { list: [], total: 0 });
  const events = new MemberEvents();
  const store = new DepositStore(new DepositApi(transport), events);
  return { store, transport, events };
}

describe('DepositStore', () => {
  it('offers the first method and channel, and only the quick amounts the channel accepts', async () => {
    const { store } = cashier();
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.channel?.vendorId).toBe(101);
    expect(store.quickAmounts).toEqual([100, 500]);
    store.pickAmount(500);
    expect(store.amountText).toBe('500.00');
  });

  it('reads the names again in a new language, keeping the form as the member left it', async () => {
    const { store, transport } = cashier();
    store.languageChanged();
    expect(transport.calls).toHaveLength(0);
    await store.load();
    store.chooseChannel(102);
    store.setAmountText('250');
    transport.on('getDepositMethods', { list: [{ ...BANK, name: 'โอนผ่านธนาคาร' }] });
    store.languageChanged();
    await vi.waitFor(() => expect(store.method?.name).toBe('โอนผ่านธนาคาร'));
    expect(store.vendorId).toBe(102);
    expect(store.amountText).toBe('250');
    expect(store.state).toBe('ready');
  });

  it('says why it cannot load, and loads on retry', async () => {
    const transport = new FakeTransport();
    const { store } = cashier(transport);
    transport.on('getDepositMethods', () => {
      throw new ApiError('network', 'network_error');
    });
    await store.load();
    expect(store).toMatchObject({ state: 'failed', errorKey: 'network_error' });
    transport.on('getDepositMethods', { list: [BANK] });
    await store.load();
    expect(store.state).toBe('ready');
  });

  it('refuses below the minimum, above the maximum and three decimals, sending nothing', async () => {
    const { store, transport } = cashier();
    await store.load();
    for (const [text, key] of [
      ['99.99', 'deposit_min'],
      ['50000.01', 'deposit_max'],
      ['100.005', 'money_decimals'],
      ['1e3', 'money_invalid'],
      ['', 'money_required'],
    ] as const) {
      store.setAmountText(text);
      expect(store.review()).toBe(false);
      expect(store.amountProblem?.key).toBe(key);
    }
    expect(store.step).toBe('form');
    expect(await store.confirm()).toBe(false);
    expect(transport.calls.some((c) => c.name === 'createDepositTask')).toBe(false);
  });

  it('shows the charge and the promotion bonus before the member confirms', async () => {
    const { store } = cashier();
    await store.load();
    store.chooseChannel(102);
    store.setAmountText('1000');
    store.choosePromotion(7001);
    // 1% of 1000.00 = 10.00, within 5.00 to 50.00; bonus 10% = 100.00.
    expect(store.chargeMinor).toBe(10_00);
    expect(store.creditedMinor).toBe(990_00);
    expect(store.bonusMinor).toBe(100_00);
    store.setAmountText('100');
    expect(store.chargeMinor).toBe(5_00);
    expect(store.bonusMinor).toBe(0);
  });

  it('sends one reference for a double tap and for a retry of the same deposit', async () => {
    const transport = new FakeTransport();
    const { store } = cashier(transport);
    await store.load();
    store.setAmountText('500');
    expect(store.review()).toBe(true);
    let fail = true;
    transport.on('createDepositTask', () => {
      if (fail) throw new ApiError('network', 'network_error');
      return pending('D000001');
    });
    const [first, second] = await Promise.all([store.confirm(), store.confirm()]);
    expect([first, second]).toEqual([false, false]);
    expect(store.refusal?.errorKey).toBe('network_error');
    fail = false;
    expect(await store.confirm()).toBe(true);
    const sent = transport.calls.filter((c) => c.name === 'createDepositTask');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.payload!.requestId).toBe(sent[1]!.payload!.requestId);
    expect(sent[0]!.payload).toMatchObject({ amount: 500, bankType: 'BANK', vendorId: 101 });
    expect(store.current?.state).toBe('PENDING');

    // The next deposit, even of the same amount, is a new submission.
    store.setAmountText('500');
    store.review();
    await store.confirm();
    const third = transport.calls.filter((c) => c.name === 'createDepositTask')[2];
    expect(third!.payload!.requestId).not.toBe(sent[0]!.payload!.requestId);
  });

  it('names the limit a deposit breaks and when it resets', async () => {
    const transport = new FakeTransport();
    const { store } = cashier(transport);
    await store.load();
    transport.on('createDepositTask', () => {
      throw new ApiError('server', 'deposit_limit_day', 200, {
        period: 'DAY',
        limit: 500,
        resetsAt: '2026-11-20T17:00:00.000Z',
      });
    });
    store.setAmountText('600');
    store.review();
    expect(await store.confirm()).toBe(false);
    expect(store.refusal).toEqual({
      errorKey: 'deposit_limit_day',
      limit: 500,
      resetsAt: '2026-11-20T17:00:00.000Z',
    });
    expect(store.step).toBe('confirm');
  });

  it('reads the waiting deposit again when the socket says one arrived, and moves the list', async () => {
    const transport = new FakeTransport();
    const { store, events } = cashier(transport);
    await store.load();
    await store.records.setQuery({ startDate: 0, endDate: 1 });
    transport.on('createDepositTask', pending('D000001'));
    store.setAmountText('500');
    store.review();
    await store.confirm();
    expect(store.current?.state).toBe('PENDING');
    const reports = () => transport.calls.filter((c) => c.name === 'getDepositTransactionReport');
    const before = reports().length;
    transport.on('getDepositTransactionReport', {
      list: [
        { ...pending('D000002'), depositState: 'FAILED' },
        { ...pending('D000001'), depositState: 'ARRIVED' },
      ],
      total: 2,
    });
    events.emit(MemberEvent.DepositArrived, { amount: 500, firstDeposit: false });
    await expect.poll(() => store.current?.state).toBe('ARRIVED');
    // Ours, read around its creation, and the list on screen.
    expect(reports().length).toBe(before + 2);

    store.dispose();
    transport.on('getDepositTransactionReport', {
      list: [{ ...pending('D000001'), depositState: 'FAILED' }],
      total: 1,
    });
    events.emit(MemberEvent.DepositFailed, { amount: 500 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.current?.state).toBe('ARRIVED');
  });

  it('keeps the platform’s reason for a failed deposit', async () => {
    const transport = new FakeTransport();
    const { store, events } = cashier(transport);
    await store.load();
    transport.on('createDepositTask', pending('D000001'));
    store.setAmountText('500');
    store.review();
    await store.confirm();
    transport.on('getDepositTransactionReport', {
      list: [{ ...pending('D000001'), depositState: 'FAILED' }],
      total: 1,
    });
    events.emit(MemberEvent.DepositFailed, { amount: 500, reason: 'Channel timeout' });
    await expect.poll(() => store.current?.state).toBe('FAILED');
    expect(store.failureReason).toBe('Channel timeout');
  });

  it('shows a failure the socket told of before the answer that made the deposit came back', async () => {
    const transport = new FakeTransport();
    const { store, events } = cashier(transport);
    await store.load();
    let answer: (value: unknown) => void = () => undefined;
    transport.on('createDepositTask', () => new Promise((resolve) => (answer = resolve)));
    store.setAmountText('500');
    store.review();
    const confirming = store.confirm();
    // A fast provider: its verdict overtakes the answer to the request that made the deposit.
    transport.on('getDepositTransactionReport', {
      list: [{ ...pending('D000001'), depositState: 'FAILED' }],
      total: 1,
    });
    events.emit(MemberEvent.DepositFailed, {});
    answer(pending('D000001'));
    await confirming;
    await expect.poll(() => store.current?.state).toBe('FAILED');
  });

  it('after a reconnection, takes the state of the pending deposit from the list', async () => {
    const transport = new FakeTransport();
    const { store, events } = cashier(transport);
    await store.load();
    await store.records.setQuery({ startDate: 0, endDate: 1 });
    transport.on('createDepositTask', pending('D000001'));
    store.setAmountText('500');
    store.review();
    await store.confirm();
    transport.on('getDepositTransactionReport', {
      list: [{ ...pending('D000001'), depositState: 'ARRIVED' }],
      total: 1,
    });
    events.emit(SESSION_RESYNC, { reason: 'reconnect' });
    await expect.poll(() => store.current?.state).toBe('ARRIVED');
  });

  it('shows the cashier the page came with, and asks for it only when opened again', async () => {
    const loaded = cashier();
    await loaded.store.load();
    const { store, transport } = cashier();
    store.seed({
      settings: loaded.store.settings ?? { allowDeposit: true, currency: '', promotions: [] },
      methods: loaded.store.methods,
      fixedAmounts: loaded.store.fixedAmounts,
    });
    expect(store.state).toBe('ready');
    expect(store.channel?.vendorId).toBe(101);
    await store.open();
    expect(transport.calls).toHaveLength(0);
    await store.open();
    expect(transport.calls.map((c) => c.name)).toContain('getDepositSettings');
  });

  it('opens the payment page the answer names, once, and says when the browser blocked it', async () => {
    const transport = new FakeTransport();
    cashier(transport);
    const opened: string[] = [];
    let allowed = true;
    const store = new DepositStore(
      new DepositApi(transport),
      new MemberEvents(),
      () => Date.now(),
      (url) => {
        opened.push(url);
        return allowed;
      },
    );
    await store.load();
    const page = 'https://pay.example/cashier/abc';
    transport.on('createDepositTask', { ...pending('D000001'), redirectUrl: page });
    store.setAmountText('500');
    store.review();
    expect(await store.confirm()).toBe(true);
    expect(opened).toEqual([page]);
    expect(store.paymentWindow).toBe('opened');

    allowed = false;
    transport.on('createDepositTask', { ...pending('D000002'), redirectUrl: page });
    store.setAmountText('600');
    store.review();
    await store.confirm();
    expect(store.paymentWindow).toBe('blocked');

    // A code to scan is shown, not opened; an account to pay into has nothing to open.
    transport.on('createDepositTask', {
      ...pending('D000003'),
      redirectUrl: page,
      showQrImageOnly: true,
    });
    store.setAmountText('700');
    store.review();
    await store.confirm();
    expect(opened).toHaveLength(2);
    expect(store.paymentWindow).toBeNull();
    expect(store.current).toMatchObject({ redirectUrl: page, showQrImageOnly: true });
  });
});
