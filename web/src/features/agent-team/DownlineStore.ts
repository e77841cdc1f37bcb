import { makeAutoObservable, runInAction } from 'mobx';
import type { PeriodQuery } from '../../api/client/records';
import { TeamApi, type Downline, type Rebates } from '../../api/client/team';
import { UplineApi } from '../../api/client/upline';
import { Loadable } from '../../centre/Loadable';
import { PagedRecords } from '../../centre/PagedRecords';
import type { RootStore } from '../../stores/RootStore';
import { toMajor } from '../../ui/form';
import { NOT_SENT, submit, type Submission } from './submission';

export interface DownlineQuery extends PeriodQuery {
  parent?: string;
  account?: string;
}

export interface MoneyMove {
  direction: 'to' | 'from';
  username: string;
  amountMinor: number;
  password: string;
  requestId: string;
}

/** The downline tree, one level at a time, and what an agent does to a downline. */
export class DownlineStore {
  /** From the agent down to the level shown; empty while showing a search. */
  path: string[] = [];
  /** The agent's own rebates: the most it may give a downline. */
  readonly quota = new Loadable<Rebates>();
  readonly records: PagedRecords<Downline, DownlineQuery>;
  /** A transfer, promotion or change of rebates. */
  change: Submission = NOT_SENT;
  notice: { key: 'moved' | 'promoted' | 'rebates'; account: string } | null = null;

  constructor(
    private readonly api: TeamApi,
    private readonly upline: UplineApi,
    private readonly refreshBalance: () => Promise<unknown>,
    pageSize = 50,
  ) {
    this.records = new PagedRecords(async (query, pageNo, size) => {
      const page = await api.downlines({ ...query, pageNo, pageSize: size });
      if (pageNo === 1) runInAction(() => this.records.query === query && (this.path = page.path));
      return page;
    }, pageSize);
    makeAutoObservable<DownlineStore, 'api' | 'upline' | 'refreshBalance'>(this, {
      api: false,
      upline: false,
      refreshBalance: false,
      records: false,
      quota: false,
    });
  }

  loadQuota(): Promise<void> {
    return this.quota.load(() => this.api.quota());
  }

  show(query: DownlineQuery): Promise<void> {
    this.notice = null;
    return this.records.setQuery(query);
  }

  /** Pays a direct downline, or takes money back from it; both balances move once. */
  async move(input: MoneyMove): Promise<boolean> {
    return this.act({ key: 'moved', account: input.username }, async () => {
      const payload = {
        username: input.username,
        transferAmount: toMajor(input.amountMinor),
        password: input.password,
        requestId: input.requestId,
      };
      if (input.direction === 'to') await this.upline.toDownline({ ...payload, remark: '' });
      else await this.api.collectFromDownline(payload);
      await this.refreshBalance();
    });
  }

  promote(account: string): Promise<boolean> {
    return this.act({ key: 'promoted', account }, () => this.api.promote(account));
  }

  updateRebates(account: string, rebates: Partial<Rebates>): Promise<boolean> {
    return this.act({ key: 'rebates', account }, () => this.api.updateRebates(account, rebates));
  }

  clearError(): void {
    this.change = NOT_SENT;
  }

  private act(notice: DownlineStore['notice'], run: () => Promise<unknown>) {
    this.notice = null;
    return submit(
      (change) => (this.change = change),
      async () => {
        await run();
        runInAction(() => (this.notice = notice));
        await this.records.reload();
      },
    );
  }
}

export const createDownlineStore = (root: RootStore) =>
  new DownlineStore(new TeamApi(root.api.transport), new UplineApi(root.api.transport), () =>
    root.user.refreshBalance(),
  );
