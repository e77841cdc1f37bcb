import type { RootStore } from './RootStore';

export type FeatureStoreFactory<T> = (root: RootStore) => T;

/**
 * The stores of features that load on demand (deposit, withdraw, agent reports, …). Each is
 * created the first time its screen asks for it, so the home route's code never carries them,
 * and forgotten when the member signs out, since they hold personal data.
 */
export class FeatureStores {
  private readonly stores = new Map<FeatureStoreFactory<unknown>, unknown>();
  /** First-screen data the gateway rendered a feature's screen from, until its store takes it. */
  private readonly firstScreen = new Map<string, unknown>();

  constructor(private readonly root: RootStore) {}

  get<T>(factory: FeatureStoreFactory<T>): T {
    if (!this.stores.has(factory)) this.stores.set(factory, factory(this.root));
    return this.stores.get(factory) as T;
  }

  /**
   * Leaves the data a server-rendered feature screen was made from (`FirstScreenData.feature`),
   * for that feature's store to `take` when it is created, so the browser renders the same.
   */
  offer(key: string, data: unknown): void {
    this.firstScreen.set(key, data);
  }

  /** The offered data under this key, once; undefined when none was offered. */
  take(key: string): unknown {
    const data = this.firstScreen.get(key);
    this.firstScreen.delete(key);
    return data;
  }

  /** Drops every feature store; each one's `dispose()` (if any) stops its subscriptions. */
  clear(): void {
    for (const store of this.stores.values()) {
      (store as { dispose?: () => void }).dispose?.();
    }
    this.stores.clear();
  }
}
