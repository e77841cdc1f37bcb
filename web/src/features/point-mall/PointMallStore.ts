import { makeAutoObservable, runInAction } from 'mobx';
import {
  PointsApi,
  type MsWindow,
  type PointBalance,
  type PasswordProof,
  type PointConfig,
  type PointReward,
  type PointTransaction,
  type RedemptionRecord,
  type RedemptionStatus,
} from '../../api/client/points';
import { PagedRecords } from '../../centre';
import { errorKey } from '../../api/errors';
import { followLanguage } from '../../centre/featureStore';
import type { LoadState } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

/** The kinds of item the mall offers, in the spec's order. */
export const EXCHANGE_TYPES = ['CHIPS', 'PROMOTION', 'SERVICE', 'GOODS'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/** Which password confirms an exchange: the login password or the payment password. */
export type PasswordKind = 'login' | 'payment';

/** The period the records and the points details show until the member picks another. */
export const POINTS_PERIOD_FALLBACK = 'last7';

/** A period as the centre kit gives it: ISO instants, the first and the last millisecond. */
export interface PeriodQuery {
  startTime: string;
  endTime: string;
}

export interface RecordsQuery extends PeriodQuery {
  status?: RedemptionStatus;
}

/**
 * The window the platform's reports take for a period: its first millisecond up to, not
 * including, the one after its last (the same window the records screens send).
 */
export function msWindow(period: PeriodQuery): MsWindow {
  return { startTime: Date.parse(period.startTime), endTime: Date.parse(period.endTime) + 1 };
}

export interface Confirmation {
  password: string;
  passwordKind: PasswordKind;
  requestId: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; errorKey: string };

function passwordFields({ password, passwordKind }: Confirmation): PasswordProof {
  return passwordKind === 'payment' ? { paymentPassword: password } : { password };
}

/**
 * The points mall: the catalogue (public), the member's balance and the earning ratios, the
 * exchanges and conversions (password-checked, one reference per submission), and the records.
 * Every figure is the platform's answer; nothing is worked out here.
 */
export class PointMallStore {
  rewards: PointReward[] = [];
  /** Where the catalogue's load stands. */
  catalogue: { state: LoadState; errorKey: string | null } = { state: 'idle', errorKey: null };
  balance: PointBalance | null = null;
  config: PointConfig | null = null;
  /** Where the load of the balance and ratios stands. */
  account: { state: LoadState; errorKey: string | null } = { state: 'idle', errorKey: null };
  readonly records: PagedRecords<RedemptionRecord, RecordsQuery>;
  readonly details: PagedRecords<PointTransaction, PeriodQuery>;

  constructor(
    private readonly api: PointsApi,
    private readonly signedIn: () => boolean,
    private readonly refreshWallet: () => Promise<void>,
  ) {
    this.records = new PagedRecords<RedemptionRecord, RecordsQuery>(
      async (query, page, size) =>
        api.redemptions({
          pageNo: page,
          pageSize: size,
          ...msWindow(query),
          ...(query.status ? { status: query.status } : {}),
        }),
      20,
    );
    this.details = new PagedRecords<PointTransaction, PeriodQuery>(
      async (query, page, size) =>
        api.history({ pageNo: page, pageSize: size, ...msWindow(query) }),
      20,
    );
    makeAutoObservable<PointMallStore, 'api' | 'signedIn' | 'refreshWallet'>(this, {
      api: false,
      signedIn: false,
      refreshWallet: false,
    });
  }

  get isMember(): boolean {
    return this.signedIn();
  }

  rewardsOf(type: ExchangeType): PointReward[] {
    return this.rewards.filter((r) => r.type === type);
  }

  async loadCatalogue(): Promise<void> {
    this.catalogue = { state: 'loading', errorKey: null };
    try {
      const rewards = await this.api.rewards();
      runInAction(() => {
        this.rewards = rewards;
        this.catalogue.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.catalogue = { state: 'failed', errorKey: errorKey(error) };
      });
    }
  }

  /** The rewards' names are the platform's, in the site's language. */
  languageChanged(): void {
    if (this.catalogue.state !== 'idle') void this.loadCatalogue();
  }

  /** The member's balance and the ratios points are earned and converted at. */
  async loadAccount(): Promise<void> {
    if (!this.signedIn()) return;
    this.account = { state: 'loading', errorKey: null };
    try {
      const [balance, config] = await Promise.all([this.api.balance(), this.api.config()]);
      runInAction(() => {
        this.balance = balance;
        this.config = config;
        this.account.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.account = { state: 'failed', errorKey: errorKey(error) };
      });
    }
  }

  async exchange(
    reward: PointReward,
    quantity: number,
    confirmation: Confirmation,
  ): Promise<Outcome<RedemptionRecord>> {
    try {
      const done = await this.api.redeem({
        rewardId: reward.id,
        quantity,
        requestId: confirmation.requestId,
        ...passwordFields(confirmation),
      });
      runInAction(() => {
        if (this.balance) this.balance = { ...this.balance, points: done.points };
      });
      await Promise.all([
        this.loadCatalogue(),
        this.loadAccount(),
        done.amount > 0 ? this.refreshWallet() : undefined,
      ]);
      return { ok: true, value: done };
    } catch (error) {
      return { ok: false, errorKey: errorKey(error) };
    }
  }

  async convert(
    points: number,
    confirmation: Confirmation,
  ): Promise<Outcome<{ points: number; amount: number }>> {
    try {
      const done = await this.api.convert({
        points,
        requestId: confirmation.requestId,
        ...passwordFields(confirmation),
      });
      await Promise.all([this.loadAccount(), this.refreshWallet()]);
      return { ok: true, value: done };
    } catch (error) {
      return { ok: false, errorKey: errorKey(error) };
    }
  }
}

export const createPointMallStore = (root: RootStore) => {
  followLanguage(root);
  return new PointMallStore(
    new PointsApi(root.api.transport),
    () => root.session.isLogin,
    () => root.user.refreshBalance(),
  );
};
