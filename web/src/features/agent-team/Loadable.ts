import { makeAutoObservable, runInAction } from 'mobx';
import { errorKey } from '../../api/errors';

/**
 * One answer a screen shows (an overview, a list of links), with its loading state and the
 * failure's message key. An answer to an older load is dropped, so a slow one never overwrites
 * the figures of a newer period.
 */
export class Loadable<T> {
  value: T | null = null;
  loading = false;
  errorKey: string | null = null;
  private generation = 0;

  constructor() {
    makeAutoObservable<Loadable<T>, 'generation'>(this, { generation: false });
  }

  async load(fetch: () => Promise<T>): Promise<void> {
    const mine = ++this.generation;
    this.loading = true;
    this.errorKey = null;
    try {
      const value = await fetch();
      if (mine !== this.generation) return;
      runInAction(() => {
        this.value = value;
        this.loading = false;
      });
    } catch (error) {
      if (mine !== this.generation) return;
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.loading = false;
      });
    }
  }
}
