import { describe, expect, it } from 'vitest';
import type { RootStore } from './RootStore';
import { testRoot } from './testRoot';

class CountingStore {
  static made = 0;
  disposed = false;
  constructor(readonly root: RootStore) {
    CountingStore.made += 1;
  }
  dispose() {
    this.disposed = true;
  }
}
const createCounting = (root: RootStore) => new CountingStore(root);

describe('feature stores', () => {
  it('are made once on first use and dropped, disposed, when the session changes', () => {
    const { root } = testRoot({ signedIn: true });
    const first = root.features.get(createCounting);
    expect(root.features.get(createCounting)).toBe(first);
    expect(CountingStore.made).toBe(1);
    root.session.forget();
    expect(first.disposed).toBe(true);
    expect(root.features.get(createCounting)).not.toBe(first);
  });

  it('hear socket events through the root without a socket of their own', () => {
    const { root } = testRoot({ signedIn: true });
    const seen: unknown[] = [];
    const off = root.memberEvents.subscribe('deposit:arrived', (p) => seen.push(p.depositId));
    root.memberEvents.emit('deposit:arrived', { depositId: 'D1' });
    off();
    root.memberEvents.emit('deposit:arrived', { depositId: 'D2' });
    expect(seen).toEqual(['D1']);
  });

  it('hand first-screen data to the store that takes it, once', () => {
    const { root } = testRoot();
    root.features.offer('promotions', { list: [1] });
    expect(root.features.take('promotions')).toEqual({ list: [1] });
    expect(root.features.take('promotions')).toBeUndefined();
  });
});
