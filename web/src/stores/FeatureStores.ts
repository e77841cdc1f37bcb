/** Makes a feature's store from the root it hangs off (`RootStore` in the app). */
export type StoreFactory<Root, T> = (root: Root) => T;

/**
 * A feature store holding text the platform writes in the site's language (names, notices,
 * articles): told when the player switches language, it reads what it has shown again, so the
 * screen follows without a reload. One hook for every store, called through `tell`.
 */
export interface FollowsLanguage {
  languageChanged(): void;
}

/**
 * The stores of features that load on demand (deposit, withdraw, agent reports, …). Each is
 * created the first time its screen asks for it, so the home route's code never carries them,
 * and forgotten when the member signs out, since they hold personal data.
 */
export class FeatureStores<Root> {
  private readonly stores = new Map<StoreFactory<Root, unknown>, unknown>();
  /** First-screen data the gateway rendered a feature's screen from, until its store takes it. */
  private readonly firstScreen = new Map<string, unknown>();
  /** Keys of everything offered, kept once taken: the screens this page's markup holds. */
  private readonly rendered = new Set<string>();

  // Generic over the root so that this module need not import the root that builds it.
  constructor(private readonly root: Root) {}

  get<T>(factory: StoreFactory<Root, T>): T {
    if (!this.stores.has(factory)) this.stores.set(factory, factory(this.root));
    return this.stores.get(factory) as T;
  }

  /**
   * Leaves the data a server-rendered feature screen was made from (`FirstScreenData.feature`),
   * for that feature's store to `take` when it is created, so the browser renders the same.
   */
  offer(key: string, data: unknown): void {
    this.firstScreen.set(key, data);
    this.rendered.add(key);
  }

  /**
   * Whether the page came with data under this key (offered, taken or not): the server rendered
   * that feature's screen from it, so the browser renders it while hydrating as well.
   */
  renderedWith(key: string): boolean {
    return this.rendered.has(key);
  }

  /** The offered data under this key, once; undefined when none was offered. */
  take(key: string): unknown {
    const data = this.firstScreen.get(key);
    this.firstScreen.delete(key);
    return data;
  }

  /** Drops every feature store; each one's `dispose()` (if any) stops its subscriptions. */
  clear(): void {
    this.tell('dispose');
    this.stores.clear();
  }

  /**
   * Calls `method` on every live feature store that has one: `languageChanged` when the player
   * switches language (`FollowsLanguage`), `dispose` as they are dropped.
   */
  tell(method: 'dispose' | keyof FollowsLanguage): void {
    for (const store of this.stores.values()) {
      (store as Partial<Record<typeof method, () => void>>)[method]?.();
    }
  }
}
