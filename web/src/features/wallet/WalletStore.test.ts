import { describe, expect, it, vi } from 'vitest';
import { WalletsApi } from '../../api/client/wallets';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { WalletStore } from './WalletStore';

const WALLETS = {
  sumBalance: 130,
  balance: [
    { accountTypeId: 2, vendor: '', accountTypeName: 'MAIN', availBalance: 100 },
    { accountTypeId: 100, vendor: 'AG', accountTypeName: 'AG', availBalance: 30 },
  ],
};

function setup(single = false) {
  const transport = new FakeTransport()
    .on('merchantWallet', { isSingle: single })
    .on('consolidatedFunds', WALLETS);
  const onMoved = vi.fn();
  const store = new WalletStore(new WalletsApi(transport), onMoved);
  return { store, transport, onMoved };
}

describe('WalletStore', () => {
  it('shows the main wallet first and the vendor wallets after it', async () => {
    const { store } = setup();
    await store.load();
    expect(store.main).toMatchObject({ accountTypeId: 2, balance: 100 });
    expect(store.vendorWallets.map((w) => w.vendor)).toEqual(['AG']);
  });

  it('shows only the main wallet for a single-wallet merchant', async () => {
    const { store } = setup(true);
    await store.load();
    expect(store.singleWallet).toBe(true);
    expect(store.wallets).toHaveLength(1);
  });

  it('keeps the failure for a retry when the wallets cannot load', async () => {
    const transport = new FakeTransport().on('merchantWallet', { isSingle: false });
    const store = new WalletStore(new WalletsApi(transport), () => {});
    await store.load();
    expect(store.funds.errorKey).toBe('network_error');
  });

  it.each([
    [{ fromAccountTypeId: 2, toAccountTypeId: 2, amountMinor: 500 }, 'wallet_same'],
    [{ fromAccountTypeId: 2, toAccountTypeId: 100, amountMinor: 99 }, 'amount_below_minimum'],
    [{ fromAccountTypeId: 100, toAccountTypeId: 2, amountMinor: 30_01 }, 'insufficient_balance'],
  ])('refuses %o before sending anything', async (input, key) => {
    const { store, transport } = setup();
    await store.load();
    expect(await store.move({ ...input, requestId: 'r' })).toBe(false);
    expect(store.transfer.errorKey).toBe(key);
    expect(transport.calls.some((c) => c.name === 'walletTransfer')).toBe(false);
  });

  it('sends major units with the submission’s reference, then follows the header balance', async () => {
    const { store, transport, onMoved } = setup();
    transport.on('walletTransfer', { successAmount: 12.5 });
    await store.load();
    expect(
      await store.move({
        fromAccountTypeId: 2,
        toAccountTypeId: 100,
        amountMinor: 12_50,
        requestId: 'sub-1',
      }),
    ).toBe(true);
    expect(transport.calls.find((c) => c.name === 'walletTransfer')?.payload).toEqual({
      fromAccountTypeId: 2,
      toAccountTypeId: 100,
      amount: 12.5,
      requestId: 'sub-1',
    });
    expect(store.lastMovedMinor).toBe(12_50);
    expect(onMoved).toHaveBeenCalledOnce();
  });

  it('shows the platform’s refusal', async () => {
    const { store, transport } = setup();
    transport.on('walletTransfer', () => {
      throw new ApiError('server', 'duplicate_reference');
    });
    await store.load();
    await store.move({
      fromAccountTypeId: 2,
      toAccountTypeId: 100,
      amountMinor: 100,
      requestId: 'x',
    });
    expect(store.transfer.errorKey).toBe('duplicate_reference');
  });

  it('returns everything and reloads the wallets', async () => {
    const { store, transport, onMoved } = setup();
    transport.on('walletReturn', { successAmount: 30 });
    await store.load();
    expect(await store.returnAll('ret-1')).toBe(true);
    expect(transport.calls.find((c) => c.name === 'walletReturn')?.payload).toEqual({
      requestId: 'ret-1',
    });
    expect(store.lastAction).toBe('return');
    expect(onMoved).toHaveBeenCalledOnce();
  });

  it('refreshes one wallet without touching the others', async () => {
    const { store, transport } = setup();
    await store.load();
    transport.on('consolidatedFunds', {
      balance: [
        { accountTypeId: 2, availBalance: 1 },
        { accountTypeId: 100, vendor: 'AG', accountTypeName: 'AG', availBalance: 44 },
      ],
    });
    await store.refreshWallet(100);
    expect(store.balanceMinorOf(100)).toBe(44_00);
    expect(store.balanceMinorOf(2)).toBe(100_00);
  });
});
