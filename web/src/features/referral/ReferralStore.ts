import { makeAutoObservable, runInAction } from 'mobx';
import {
  ReferralApi,
  type EarningsEstimate,
  type InvitationClaim,
  type InvitedFriend,
  type ReferralDetails,
} from '../../api/client/referral';
import { errorKey } from '../../api/errors';
import { Loadable, type LoadState } from '../../centre/Loadable';
import { PagedRecords } from '../../centre/PagedRecords';
import type { RootStore } from '../../stores/RootStore';

export interface ReferralHost {
  refreshBalance(): Promise<void>;
}

/**
 * Invite friends (`referral`): the member's link and code, the rules, the earnings waiting and
 * their claim, the friends who joined and the claims made (both paged lists).
 */
export class ReferralStore {
  details: ReferralDetails | null = null;
  rules: { content: string; rewardPerFriend: number } | null = null;
  earnings: EarningsEstimate | null = null;
  state: LoadState = 'idle';
  errorKey: string | null = null;
  /** The last claim: the amount it paid, or why the platform refused it. */
  readonly payout = new Loadable<number>();
  readonly friends: PagedRecords<InvitedFriend, Record<string, never>>;
  readonly claims: PagedRecords<InvitationClaim, Record<string, never>>;

  constructor(
    private readonly api: ReferralApi,
    private readonly host: ReferralHost,
  ) {
    this.friends = new PagedRecords((_q, page, size) => api.friends({ page, size }));
    this.claims = new PagedRecords((_q, page, size) => api.claims({ page, size }));
    makeAutoObservable<ReferralStore, 'api' | 'host'>(this, {
      api: false,
      host: false,
      friends: false,
      claims: false,
      payout: false,
    });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const [details, rules, earnings] = await Promise.all([
        this.api.details(),
        this.api.rules(),
        this.api.earnings(),
      ]);
      runInAction(() => {
        this.details = details;
        this.rules = rules;
        this.earnings = earnings;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  async claim(): Promise<void> {
    if (this.payout.loading) return;
    this.payout.reset();
    await this.payout.load(async () => {
      const paid = await this.api.claim();
      await this.host.refreshBalance();
      return paid.amount;
    });
    try {
      const earnings = await this.api.earnings();
      runInAction(() => {
        this.earnings = earnings;
      });
    } catch {
      // The figures shown stay; the next visit reloads them.
    }
    this.claims.setQuery({});
    this.friends.setQuery({});
  }
}

export const createReferralStore = (root: RootStore) =>
  new ReferralStore(new ReferralApi(root.api.transport), {
    refreshBalance: () => root.user.refreshBalance(),
  });
