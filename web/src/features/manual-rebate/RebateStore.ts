import { makeAutoObservable } from 'mobx';
import { RebateApi, type RebateSummary } from '../../api/client/rebate';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

export interface RebateHost {
  refreshBalance(): Promise<void>;
}

/**
 * Manual rebate (`manualRebate`): what play has earned per category since the last claim, and
 * the once-a-day claim of exactly the figures shown. A refusal reloads the figures, so the
 * member sees why (already claimed today, or play has changed them).
 */
export class RebateStore {
  readonly summary = new Loadable<RebateSummary>();
  /** The last claim: the amount it paid, or why the platform refused it. */
  readonly payout = new Loadable<number>();

  constructor(
    private readonly api: RebateApi,
    private readonly host: RebateHost,
  ) {
    makeAutoObservable<RebateStore, 'api' | 'host'>(this, {
      api: false,
      host: false,
      summary: false,
      payout: false,
    });
  }

  load(): Promise<void> {
    return this.summary.load(() => this.api.summary());
  }

  get canClaim(): boolean {
    const summary = this.summary.value;
    return !!summary && !summary.claimed && summary.totalRebate > 0;
  }

  async claim(): Promise<void> {
    const summary = this.summary.value;
    if (!summary || this.payout.loading) return;
    this.payout.reset();
    await this.payout.load(async () => {
      const paid = await this.api.claim(summary);
      await this.host.refreshBalance();
      return paid.amount;
    });
    await this.load();
  }
}

export const createRebateStore = (root: RootStore) =>
  new RebateStore(new RebateApi(root.api.transport), {
    refreshBalance: () => root.user.refreshBalance(),
  });
