import { makeAutoObservable, runInAction } from 'mobx';
import type { RebateApi, RebateSummary } from '../../api/client/rebate';
import { errorKey } from '../../api/errors';

export interface RebateHost {
  refreshBalance(): Promise<void>;
}

/**
 * Manual rebate (`manualRebate`): what play has earned per category since the last claim, and
 * the once-a-day claim of exactly the figures shown. A refusal reloads the figures, so the
 * member sees why (already claimed today, or play has changed them).
 */
export class RebateStore {
  summary: RebateSummary | null = null;
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadErrorKey: string | null = null;
  claiming = false;
  claimedAmount: number | null = null;
  claimErrorKey: string | null = null;

  constructor(
    private readonly api: RebateApi,
    private readonly host: RebateHost,
  ) {
    makeAutoObservable<RebateStore, 'api' | 'host'>(this, { api: false, host: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.loadErrorKey = null;
    try {
      const summary = await this.api.summary();
      runInAction(() => {
        this.summary = summary;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.loadErrorKey = errorKey(error);
      });
    }
  }

  get canClaim(): boolean {
    return !!this.summary && !this.summary.claimed && this.summary.totalRebate > 0;
  }

  async claim(): Promise<void> {
    if (!this.summary || this.claiming) return;
    this.claiming = true;
    this.claimedAmount = null;
    this.claimErrorKey = null;
    try {
      const paid = await this.api.claim(this.summary);
      runInAction(() => {
        this.claimedAmount = paid.amount;
      });
      await this.host.refreshBalance();
    } catch (error) {
      runInAction(() => {
        this.claimErrorKey = errorKey(error);
      });
    } finally {
      runInAction(() => {
        this.claiming = false;
      });
      await this.load();
    }
  }
}
