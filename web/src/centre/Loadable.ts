import { makeAutoObservable, runInAction } from 'mobx';
import { errorKey } from '../api/errors';
import { LatestCall } from './latest';

/**
 * Where a screen's data stands: not asked for yet, on its way, shown, or failed with a message
 * key. The one name and the one set of values every store uses.
 */
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * One answer a screen shows (an overview, a list of links, a page of mail), with its load state
 * and the failure's message key. An answer to an older load is dropped, so a slow one never
 * overwrites a newer one; a failed reload keeps the last value on screen under its error.
 */
export class Loadable<T> {
  value: T | null = null;
  state: LoadState = 'idle';
  /** Message key of the last failure, cleared by the next load. */
  errorKey: string | null = null;
  private readonly latest = new LatestCall();

  /** `keyOf`: the failure's message key (`platformKey` where the key is shown as a translation). */
  constructor(
    initial: T | null = null,
    private readonly keyOf: (error: unknown) => string = errorKey,
  ) {
    this.value = initial;
    if (initial !== null) this.state = 'ready';
    makeAutoObservable<Loadable<T>, 'latest' | 'keyOf'>(this, { latest: false, keyOf: false });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  /** Runs `fetch` and keeps its answer unless a newer load has started meanwhile. */
  async load(fetch: () => Promise<T>): Promise<void> {
    const isCurrent = this.latest.begin();
    this.state = 'loading';
    this.errorKey = null;
    try {
      const value = await fetch();
      if (!isCurrent()) return;
      runInAction(() => {
        this.value = value;
        this.state = 'ready';
      });
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.errorKey = this.keyOf(error);
        this.state = 'failed';
      });
    }
  }

  /**
   * Reads again what is on show (after a push or a reconnection): a shown value stays as it is,
   * state included, until the answer replaces it, and a failure leaves it in place for the next
   * read. Nothing shown yet: an ordinary `load`.
   */
  async refresh(fetch: () => Promise<T>): Promise<void> {
    if (this.state !== 'ready') return this.load(fetch);
    const isCurrent = this.latest.begin();
    try {
      const value = await fetch();
      if (!isCurrent()) return;
      runInAction(() => (this.value = value));
    } catch {
      // The value shown is still the last one known; the next push or visit reads again.
    }
  }

  /** Puts a value in place without a call (a push, an answer the screen already had). */
  set(value: T): void {
    this.latest.cancel();
    this.value = value;
    this.state = 'ready';
    this.errorKey = null;
  }

  /** Back to nothing asked for; an answer still on its way is dropped. */
  reset(): void {
    this.latest.cancel();
    this.value = null;
    this.state = 'idle';
    this.errorKey = null;
  }
}
