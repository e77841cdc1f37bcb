import { makeAutoObservable, runInAction } from 'mobx';
import type { PeriodQuery } from '../../api/client/records';
import {
  TeamApi,
  type AccountType,
  type AffiliateLink,
  type Downline,
  type Rebates,
  type TeamDay,
  type TeamOverview,
} from '../../api/client/team';
import { UplineApi } from '../../api/client/upline';
import { PagedRecords } from '../../centre/PagedRecords';
import { errorKey } from '../../api/errors';
import type { RootStore } from '../../stores/RootStore';
import { toMajor } from '../../ui/form';
import { Loadable } from './Loadable';

/** The team's figures for a period and the same figures day by day (agentTeamOverview). */
export class OverviewStore {
  readonly summary = new Loadable<TeamOverview>();
  readonly daily = new Loadable<TeamDay[]>();
  constructor(private readonly api: TeamApi) {}
  load(range: PeriodQuery): Promise<unknown> {
    return Promise.all([
      this.summary.load(() => this.api.overview(range)),
      this.daily.load(() => this.api.overviewDaily(range)),
    ]);
  }
}

export type UsernameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/** Opening downline accounts and the affiliate links (registerCenter). */
export class RegisterStore {
  readonly quota = new Loadable<Rebates>();
  readonly links = new Loadable<AffiliateLink[]>();
  /** Who registered through the link whose list is open. */
  readonly registered = new Loadable<{ account: string; registeredAt: string }[]>();
  openLinkId: string | null = null;
  username: { name: string; state: UsernameCheck } = { name: '', state: 'idle' };
  busy = false;
  errorKey: string | null = null;
  created: Downline | null = null;
  linkBusy = false;
  linkErrorKey: string | null = null;

  constructor(private readonly api: TeamApi) {
    makeAutoObservable<RegisterStore, 'api'>(this, { api: false, quota: false, links: false });
  }

  load(): Promise<unknown> {
    return Promise.all([
      this.quota.load(() => this.api.quota()),
      this.links.load(() => this.api.affiliateUrls()),
    ]);
  }

  /** Asks whether the name is free; an answer for a name no longer typed is dropped. */
  async checkUsername(name: string): Promise<void> {
    this.username = { name, state: 'checking' };
    let state: UsernameCheck;
    try {
      state = (await this.api.usernameAvailable(name)) ? 'available' : 'taken';
    } catch {
      state = 'failed';
    }
    runInAction(() => {
      if (this.username.name === name) this.username = { name, state };
    });
  }

  async register(input: {
    username: string;
    password: string;
    accountType: AccountType;
    rebates: Partial<Rebates>;
  }): Promise<boolean> {
    this.busy = true;
    this.errorKey = null;
    this.created = null;
    try {
      const created = await this.api.registerDownline(input);
      runInAction(() => {
        this.created = created;
        this.username = { name: input.username, state: 'taken' };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.errorKey = errorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async createLink(input: { accountType: AccountType; rebates: Partial<Rebates> }) {
    return this.changeLinks(() => this.api.createAffiliateUrl(input));
  }

  async deleteLink(affiUrlId: string) {
    const done = await this.changeLinks(() => this.api.deleteAffiliateUrl(affiUrlId));
    if (done && this.openLinkId === affiUrlId) runInAction(() => (this.openLinkId = null));
    return done;
  }

  showRegistered(affiUrlId: string | null): void {
    this.openLinkId = affiUrlId;
    if (affiUrlId) void this.registered.load(() => this.api.registeredAffiliates(affiUrlId));
  }

  private async changeLinks(change: () => Promise<unknown>): Promise<boolean> {
    this.linkBusy = true;
    this.linkErrorKey = null;
    try {
      await change();
      await this.links.load(() => this.api.affiliateUrls());
      return true;
    } catch (error) {
      runInAction(() => (this.linkErrorKey = errorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.linkBusy = false));
    }
  }
}

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
  busy = false;
  errorKey: string | null = null;
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
    this.errorKey = null;
  }

  private async act(notice: DownlineStore['notice'], run: () => Promise<unknown>) {
    this.busy = true;
    this.errorKey = null;
    this.notice = null;
    try {
      await run();
      runInAction(() => (this.notice = notice));
      await this.records.reload();
      return true;
    } catch (error) {
      runInAction(() => (this.errorKey = errorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

export const createOverviewStore = (root: RootStore) =>
  new OverviewStore(new TeamApi(root.api.transport));
export const createRegisterStore = (root: RootStore) =>
  new RegisterStore(new TeamApi(root.api.transport));
export const createDownlineStore = (root: RootStore) =>
  new DownlineStore(new TeamApi(root.api.transport), new UplineApi(root.api.transport), () =>
    root.user.refreshBalance(),
  );
