import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { testRoot } from '../../../stores/testRoot';
import { createBankCardsStore } from './BankCardsStore';
import { createPaymentPasswordStore, newPasswordProblem } from './PaymentPasswordStore';

const CONFIG = {
  maxBankCards: 1,
  maxEWallets: 2,
  cardNoMinLength: 10,
  cardNoMaxLength: 19,
  payeeNameRequired: true,
  branchRequired: false,
  payeeName: '',
  bankCardCount: 0,
  eWalletCount: 0,
};

function cardsSetUp() {
  const { root, transport } = testRoot({ signedIn: true });
  let list: unknown[] = [];
  transport
    .on('getWithdrawAccountInfo', () => ({ list }))
    .on('bindConfig', CONFIG)
    .on('getBanks', { list: [{ bankCode: 'KBANK', bankName: 'Kasikornbank' }] })
    .on('getWalletTypes', { list: [{ walletType: 'TRUEMONEY', name: 'TrueMoney Wallet' }] })
    .on('bindCardBase', (p?: Record<string, unknown>) => {
      list = [
        { id: 'BA1', type: p?.type, bankCode: p?.bankCode, cardNo: '**** 0123', isDefault: true },
      ];
      return list[0];
    });
  return { store: root.features.get(createBankCardsStore), transport };
}

describe('BankCardsStore', () => {
  it('checks a binding against the bind config before sending it', async () => {
    const { store, transport } = cardsSetUp();
    await store.load();
    const card = {
      type: 'BC' as const,
      bankCode: 'KBANK',
      cardNo: '1234 5678 90',
      payeeName: 'A B',
    };
    expect(store.problem({ ...card, bankCode: '' })).toBe('cards_choose_bank');
    expect(store.problem({ ...card, cardNo: '12345' })).toBe('cards_card_no_format');
    expect(store.problem({ ...card, payeeName: '' })).toBe('cards_payee_required');
    expect(
      store.problem({ type: 'EW', bankCode: 'TRUEMONEY', cardNo: 'a b', payeeName: 'A B' }),
    ).toBe('cards_wallet_format');
    expect(await store.bind({ ...card, cardNo: '123' })).toEqual({
      ok: false,
      errorKey: 'cards_card_no_format',
    });
    expect(transport.calls.some((c) => c.name === 'bindCardBase')).toBe(false);

    expect(await store.bind(card)).toEqual({ ok: true });
    expect(transport.calls.find((c) => c.name === 'bindCardBase')?.payload).toMatchObject({
      cardNo: '1234567890',
    });
    expect(store.defaultAccount?.id).toBe('BA1');
    expect(store.canBind('BC')).toBe(false);
    expect(store.canBind('EW')).toBe(true);
  });

  it('shows a failure to load with the platform’s key, and tries again', async () => {
    const { store, transport } = cardsSetUp();
    transport.on('bindConfig', () => {
      throw new ApiError('network', 'network_error');
    });
    await store.ensureLoaded();
    expect(store).toMatchObject({ state: 'failed', errorKey: 'network_error' });
    transport.on('bindConfig', CONFIG);
    await store.ensureLoaded();
    expect(store.state).toBe('ready');
  });
});

describe('PaymentPasswordStore', () => {
  it('takes exactly six digits, confirmed', () => {
    expect(newPasswordProblem('12345', '12345')).toBe('pp_format');
    expect(newPasswordProblem('12345a', '12345a')).toBe('pp_format');
    expect(newPasswordProblem('123456', '123457')).toBe('pp_mismatch');
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });

  it('sets one with the sign-in password and turns the platform’s dotted keys into message keys', async () => {
    const { root, transport } = testRoot({ signedIn: true });
    transport.on('hasWithdrawalPassword', false).on('setWithdrawPassword', true);
    const store = root.features.get(createPaymentPasswordStore);
    await store.load();
    expect(store.isSet).toBe(false);
    expect(await store.set({ loginPassword: '', password: '123456', confirm: '123456' })).toEqual({
      ok: false,
      errorKey: 'pp_required',
    });
    expect(
      await store.set({ loginPassword: 'Player123', password: '123456', confirm: '123456' }),
    ).toEqual({ ok: true });
    expect(store.isSet).toBe(true);
    expect(transport.calls.at(-1)?.payload).toEqual({
      password: 'Player123',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    transport.on('changeWithdrawPassword', () => {
      throw new ApiError('server', 'invalid.payment.pw');
    });
    expect(await store.change({ old: '000000', password: '654321', confirm: '654321' })).toEqual({
      ok: false,
      errorKey: 'invalid_payment_pw',
    });
  });
});
