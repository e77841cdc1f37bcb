import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { testRoot } from '../../stores/testRoot';
import type { FakeTransport } from '../../stores/fakeTransport';
import { createConfirmationStore } from './ConfirmationStore';
import { createBankCardsStore } from './accounts/BankCardsStore';
import { createPaymentPasswordStore } from './accounts/PaymentPasswordStore';
import { createWithdrawStore, withdrawFirstScreen } from './WithdrawStore';

const SETTINGS = {
  minimumAmount: 100,
  maximumAmount: 50000,
  eWalletMinAmount: 100,
  eWalletMaxAmount: 20000,
  dailyWithdrawMaxCount: 5,
  remainingWithdrawCount: 5,
  remainingWithdrawAmount: 800,
  mobileVerificationType: 'WITHDRAW_AMOUNT',
  mobileVerificationWithdrawAmount: 500,
  c2cEnabled: true,
  withdrawPenaltyCharge: 5,
  withdrawDateFrom: '00:00',
  withdrawDateTo: '23:59',
  withdrawOpen: true,
  fixedAmountFlag: false,
  fixedWithdrawAmounts: [100, 200],
  precautionNote: '',
  availBalance: 1000,
};

function setUp(settings: Record<string, unknown> = {}) {
  const { root, transport } = testRoot({ signedIn: true });
  transport
    .on('getWithdrawSettings', { ...SETTINGS, ...settings })
    .on('getTurnoverInfo', { requiredTurnover: 1000, achievedTurnover: 0, remainingTurnover: 1000 })
    .on('getWithdrawTransactionReport', { records: [], total: 0 })
    .on('getPaymentConfirmationList', { list: [], autoReceiveMinutes: 30 });
  const store = root.features.get(createWithdrawStore);
  return { root, transport, store };
}

/** Shows a week of withdrawal records; answers the report calls made so far, whenever asked. */
async function showRecords(store: ReturnType<typeof setUp>['store'], transport: FakeTransport) {
  await store.records.setQuery({
    startTime: '2026-11-01T00:00:00Z',
    endTime: '2026-11-08T00:00:00Z',
  });
  return () => transport.calls.filter((c) => c.name === 'getWithdrawTransactionReport');
}

const sentWithdrawals = (transport: FakeTransport) =>
  transport.calls.filter((c) => c.name === 'withdrawMoney');

describe('WithdrawStore', () => {
  it('reads the withdrawal notice again in the language the player switches to', async () => {
    const { root, transport, store } = setUp();
    // The platform writes its notice in the language the call carries (the Language header).
    const notes: Record<string, string> = {
      EN: '<p>Check the account.</p>',
      TH: '<p>โปรดตรวจสอบบัญชี</p>',
    };
    transport.on('getWithdrawSettings', () => ({
      ...SETTINGS,
      precautionNote: notes[root.language.code] ?? '',
    }));
    await store.load();
    expect(store.settings?.precautionNote).toBe(notes.EN);
    await root.language.choose('TH');
    await vi.waitFor(() => expect(store.settings?.precautionNote).toBe(notes.TH));
    expect(store.state).toBe('ready');
  });

  it('checks the amount against the format, the limits, the balance and today’s allowance', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.amountProblem('', 'BC')?.key).toBe('money_required');
    expect(store.amountProblem('100.123', 'BC')?.key).toBe('money_decimals');
    expect(store.amountProblem('1e3', 'BC')?.key).toBe('money_invalid');
    expect(store.amountProblem('99.99', 'BC')).toEqual({
      key: 'wd_below_min',
      values: { min: '100.00' },
    });
    expect(store.amountProblem('1000.01', 'BC')?.key).toBe('wd_above_balance');
    expect(store.amountProblem('900', 'BC')?.key).toBe('wd_above_remaining');
    expect(store.amountProblem('800', 'BC')).toBeNull();
  });

  it('follows the live balance once the header knows it', async () => {
    const { store, root } = setUp();
    await store.load();
    root.user.applyBalance(150);
    expect(store.amountProblem('200', 'BC')?.key).toBe('wd_above_balance');
  });

  it('asks for the SMS code from the configured amount, or always', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.needsSmsCode(499_99)).toBe(false);
    expect(store.needsSmsCode(500_00)).toBe(true);
    const every = setUp({ mobileVerificationType: 'EVERY_WITHDRAWAL' }).store;
    await every.load();
    expect(every.needsSmsCode(100_00)).toBe(true);
  });

  it('keeps only the charges of the latest amount asked about', async () => {
    const { store, transport } = setUp();
    await store.load();
    const answers: ((v: unknown) => void)[] = [];
    transport.on('getCalculatedWithdrawCharges', () => new Promise((r) => answers.push(r)));
    const first = store.quote(200_00, 'BC');
    const second = store.quote(300_00, 'BC');
    // The newer question is answered first; the older answer, arriving later, must not win.
    answers[1]?.({ withdrawAmount: 300, totalCharges: 15, actualAmount: 285 });
    await second;
    answers[0]?.({ withdrawAmount: 200, totalCharges: 10, actualAmount: 190 });
    await first;
    expect(store.charges?.actualAmount).toBe(285);
  });

  it('sends the request with its reference and the code, and says what the platform refused', async () => {
    const { store, transport, root } = setUp();
    await store.load();
    transport.on('withdrawMoney', () => {
      throw new ApiError('server', 'invalid.payment.pw');
    });
    const refused = await store.withdraw({
      amountMinor: 200_00,
      accountId: 'BA00001',
      accountType: 'BC',
      password: '111111',
      code: '',
      requestId: 'ref-1',
    });
    expect(refused).toEqual({ ok: false, errorKey: 'invalid_payment_pw' });

    transport.on('withdrawMoney', {
      withdrawalId: 'W1',
      amount: 600,
      status: 'PENDING',
      balance: 400,
    });
    const ok = await store.withdraw({
      amountMinor: 600_00,
      accountId: 'BA00001',
      accountType: 'BC',
      password: '246810',
      code: ' 123456 ',
      requestId: 'ref-2',
    });
    expect(ok).toEqual({ ok: true });
    expect(sentWithdrawals(transport).at(-1)?.payload).toEqual({
      check: 'v2',
      amount: 600,
      bankCardId: 'BA00001',
      password: '246810',
      verificationCode: '123456',
      requestId: 'ref-2',
    });
    expect(root.user.balance).toBe(400);
  });

  it('reads the list again when the operator decides and when a confirmation is answered', async () => {
    const { store, transport, root } = setUp();
    const reports = await showRecords(store, transport);
    expect(reports()[0]?.payload).toMatchObject({ start: 0, end: 20 });
    root.memberEvents.emit('withdrawal:rejected', { withdrawalId: 'W1' });
    await Promise.resolve();
    expect(reports()).toHaveLength(2);
    transport.on('processC2CTransaction', { list: [] });
    await root.features.get(createConfirmationStore).received('W1');
    expect(reports()).toHaveLength(3);
    store.dispose();
    root.memberEvents.emit('withdrawal:rejected', { withdrawalId: 'W1' });
    expect(reports()).toHaveLength(3);
  });

  it('reads the list again after a resync, for a decision made while nothing listened', async () => {
    const { store, transport, root } = setUp();
    const reports = await showRecords(store, transport);
    expect(reports()).toHaveLength(1);
    root.memberEvents.emit('session:resync', { reason: 'reconnected' });
    await Promise.resolve();
    expect(reports()).toHaveLength(2);
  });
});

describe("the withdraw page's first screen, rendered by the gateway", () => {
  const CARDS_CONFIG = {
    maxBankCards: 1,
    maxEWallets: 2,
    cardNoMinLength: 10,
    cardNoMaxLength: 19,
    payeeNameRequired: false,
    branchRequired: false,
    payeeName: 'Somchai',
    bankCardCount: 0,
    eWalletCount: 0,
  };

  function platform(note: string) {
    const { root, transport } = testRoot({ signedIn: true });
    transport
      .on('getWithdrawSettings', { ...SETTINGS, precautionNote: note })
      .on('getTurnoverInfo', { requiredTurnover: 10, achievedTurnover: 10, remainingTurnover: 0 })
      .on('getWithdrawAccountInfo', { list: [] })
      .on('bindConfig', CARDS_CONFIG)
      .on('getBanks', { list: [{ bankCode: 'KBANK', bankName: 'Kasikornbank' }] })
      .on('getWalletTypes', { list: [] })
      .on('hasWithdrawalPassword', true);
    return { root, transport };
  }

  it('reads everything the screen shows first, with the note cleaned by the given sanitiser', async () => {
    const { root } = platform('<p onclick="x()">Check the account.</p>');
    const first = await withdrawFirstScreen(root, (html) => html.replace(/ onclick="[^"]*"/, ''));
    expect(first?.settings.precautionNote).toBe('<p>Check the account.</p>');
    expect(first?.passwordSet).toBe(true);
    expect(first?.cards.config.payeeName).toBe('Somchai');
    expect(first?.cards.banks).toHaveLength(1);
  });

  it('gives nothing when any read fails, so the browser reads as without a rendered page', async () => {
    const { root, transport } = platform('');
    transport.on('hasWithdrawalPassword', () => {
      throw new ApiError('server', 'system_error');
    });
    expect(await withdrawFirstScreen(root, (html) => html)).toBeNull();
  });

  it('seeds the screen, its accounts and its password state, and its first open reads nothing', async () => {
    const server = platform('<p>Check the account.</p>');
    const first = await withdrawFirstScreen(server.root, (html) => html);
    // The browser: the page's data offered under the section's feature, as boot offers it.
    const { root, transport } = platform('<p>Check the account.</p>');
    root.features.offer('withdraw', first);
    const store = root.features.get(createWithdrawStore);
    await store.open();
    expect(store.state).toBe('ready');
    expect(store.noteCleaned).toBe(true);
    expect(root.features.get(createBankCardsStore).state).toBe('ready');
    expect(root.features.get(createPaymentPasswordStore).isSet).toBe(true);
    await root.features.get(createBankCardsStore).ensureLoaded();
    await root.features.get(createPaymentPasswordStore).ensureLoaded();
    expect(transport.calls).toEqual([]);

    // A later read is the platform's raw note again: the browser cleans it itself.
    await store.open();
    expect(transport.calls.map((c) => c.name).sort()).toEqual([
      'getTurnoverInfo',
      'getWithdrawSettings',
    ]);
    expect(store.noteCleaned).toBe(false);
  });
});
