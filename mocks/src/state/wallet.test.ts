import { describe, expect, it } from 'vitest';
import { MockStore } from './store.js';
import { toMinor, WalletRefusal } from './wallet.js';

function seeded() {
  const store = new MockStore();
  const player = store.accounts.byAccount('player1')!;
  return { store, player };
}

describe('wallet ledger', () => {
  it('derives the balance from its rows, in minor units', () => {
    const { store, player } = seeded();
    const before = store.wallet.balanceMinor(player.id);
    store.wallet.post({ memberId: player.id, deltaMinor: -2550, kind: 'bet', reference: 'bet-1' });
    store.wallet.post({
      memberId: player.id,
      deltaMinor: 5000,
      kind: 'payout',
      reference: 'pay-1',
    });
    expect(store.wallet.balanceMinor(player.id)).toBe(before + 2450);
    const rows = store.wallet.entries(player.id);
    expect(rows.at(-1)).toMatchObject({ reference: 'pay-1', balanceAfterMinor: before + 2450 });
  });

  it('refuses a repeated reference instead of applying it twice', () => {
    const { store, player } = seeded();
    store.wallet.post({ memberId: player.id, deltaMinor: 100, kind: 'deposit', reference: 'r-1' });
    const balance = store.wallet.balanceMinor(player.id);
    expect(() =>
      store.wallet.post({
        memberId: player.id,
        deltaMinor: 100,
        kind: 'deposit',
        reference: 'r-1',
      }),
    ).toThrow(new WalletRefusal('duplicate_reference'));
    expect(store.wallet.balanceMinor(player.id)).toBe(balance);
  });

  it('never lets a balance go below zero', () => {
    const { store, player } = seeded();
    const balance = store.wallet.balanceMinor(player.id);
    expect(() =>
      store.wallet.post({
        memberId: player.id,
        deltaMinor: -(balance + 1),
        kind: 'withdrawal',
        reference: 'w-1',
      }),
    ).toThrow(new WalletRefusal('insufficient_balance'));
    expect(store.wallet.hasReference('w-1')).toBe(false);
  });

  it('refuses fractional and zero movements', () => {
    const { store, player } = seeded();
    for (const deltaMinor of [0, 1.5, Number.NaN]) {
      expect(() =>
        store.wallet.post({
          memberId: player.id,
          deltaMinor,
          kind: 'x',
          reference: `f-${deltaMinor}`,
        }),
      ).toThrow(WalletRefusal);
    }
  });

  it('pushes nothing on a movement by itself: the platform has no balance message', () => {
    const { store, player } = seeded();
    const seen: unknown[] = [];
    store.push.subscribe((d) => seen.push(d));
    store.wallet.post({ memberId: player.id, deltaMinor: 1234, kind: 'bonus', reference: 'd-9' });
    expect(seen).toEqual([]);
  });

  it('reads wire amounts with at most two decimals only', () => {
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor(1.005)).toBeNull();
    expect(toMinor('abc')).toBeNull();
  });
});
