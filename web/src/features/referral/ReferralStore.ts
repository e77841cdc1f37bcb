import { makeAutoObservable, runInAction } from 'mobx';
import type {
  EarningsEstimate,
  InvitationClaim,
  InvitedFriend,
  ReferralApi,
  ReferralDetails,
} from '../../api/client/referral';
import { PagedRecords } from '../../centre/PagedRecords';
import { errorKey } from '../../api/errors';

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
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorKey: string | null = null;
  claiming = false;
  claimedAmount: number | null = null;
  claimErrorKey: string | null = null;
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
    if (this.claiming) return;
    this.claiming = true;
    this.claimedAmount = null;
    this.claimErrorKey = null;
    try {
      const paid = await this.api.claim();
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
}
