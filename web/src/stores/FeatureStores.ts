import type { RootStore } from './RootStore';

export type FeatureStoreFactory<T> = (root: RootStore) => T;

/**
 * The stores of features that load on demand (deposit, withdraw, agent reports, …). Each is
 * created the first time its screen asks for it, so the home route's code never carries them,
 * and forgotten when the member signs out, since they hold personal data.
 */
export class FeatureStores {
  private readonly stores = new Map<FeatureStoreFactory<unknown>, unknown>();

  constructor(private readonly root: RootStore) {}

  get<T>(factory: FeatureStoreFactory<T>): T {
    if (!this.stores.has(factory)) this.stores.set(factory, factory(this.root));
    return this.stores.get(factory) as T;
  }

  /** Drops every feature store; each one's `dispose()` (if any) stops its subscriptions. */
  clear(): void {
    for (const store of this.stores.values()) {
      (store as { dispose?: () => void }).dispose?.();
    }
    this.stores.clear();
  }
}
