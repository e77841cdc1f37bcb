import { makeAutoObservable, runInAction } from 'mobx';
import {
  VipApi,
  type ClubBenefit,
  type RankRule,
  type RankSalaryClaim,
  type RankSalaryDetail,
  type VipProgress,
} from '../../api/client/vip';
import { PagedRecords } from '../../centre';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

/** One line of the ranks table: what a rank asks and what it gives, from the two calls. */
export interface RankRow extends RankRule {
  benefit: ClubBenefit | null;
}

/**
 * The VIP rank page: the member's rank and progress (deposits to the next rank, this month's
 * turnover against what keeps the current one), every rank's rules and benefits, this month's
 * rank salary and the salaries paid. Every figure is the platform's.
 */
export class VipStore {
  progress: VipProgress | null = null;
  rules: RankRule[] = [];
  benefits: ClubBenefit[] = [];
  salary: RankSalaryDetail | null = null;
  state: LoadState = 'idle';
  errorKey: string | null = null;
  readonly history: PagedRecords<RankSalaryClaim, Record<string, never>>;

  constructor(private readonly api: VipApi) {
    this.history = new PagedRecords<RankSalaryClaim, Record<string, never>>(
      (_query, page, size) => api.salaryHistory(page, size),
      20,
    );
    makeAutoObservable<VipStore, 'api'>(this, { api: false });
  }

  get ranks(): RankRow[] {
    return this.rules.map((rule) => ({
      ...rule,
      benefit: this.benefits.find((b) => b.rankLevel === rule.rankLevel) ?? null,
    }));
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const [progress, rules, benefits, salary] = await Promise.all([
        this.api.progress(),
        this.api.rules(),
        this.api.benefits(),
        this.api.salaryDetail(),
      ]);
      runInAction(() => {
        this.progress = progress;
        this.rules = rules;
        this.benefits = benefits;
        this.salary = salary;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.state = 'failed';
      });
    }
  }
}

export const createVipStore = (root: RootStore) => new VipStore(new VipApi(root.api.transport));
