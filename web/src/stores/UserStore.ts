import { makeAutoObservable, runInAction } from 'mobx';
import { formatMajor } from '../i18n/money';
import type { ApiClient } from '../api/client';
import { errorKey } from '../api/errors';
import type { SessionStore } from './SessionStore';

export interface MemberSummary {
  id: string;
  account: string;
  nickname: string;
  type: number;
  countryCode: string;
  hasVip: boolean;
  vipLevel: number;
  vipLabelName: string;
  avatar: string;
}

/** What the header shows of the member, as one piece (the first screen's data). */
export interface MemberSnapshot {
  info: MemberSummary;
  balance: number | null;
  currencySymbol: string;
  unreadMessages: number;
  claimableMissions: number;
  claimableRewards: number;
  avatarUrl: string | null;
}

/** The signed-in member as the platform reports them: who they are, balance and counters. */
export class UserStore {
  info: MemberSummary | null = null;
  balance: number | null = null;
  currencySymbol = '';
  unreadMessages = 0;
  /** Mission milestones reached and not claimed (menu badge). */
  claimableMissions = 0;
  /** Reward-centre rewards waiting to be claimed (menu badge). */
  claimableRewards = 0;
  /**
   * The member's avatar picture from the platform's avatar call; null until it has answered,
   * '' when it could not say (the header then shows the fallback picture, spec §8).
   */
  avatarUrl: string | null = null;
  balanceLoading = false;
  /** Message key of the last failed load, for a "try again" line. */
  errorKey: string | null = null;
  /** The session (its generation) whose header figures were asked for, and that load. */
  private loadedFor: { generation: number; done: Promise<void> } | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<UserStore, 'api' | 'session' | 'loadedFor'>(this, {
      api: false,
      session: false,
      loadedFor: false,
    });
  }

  get formattedBalance(): string | null {
    return this.balance === null ? null : formatMajor(this.balance);
  }

  /**
   * Loads everything the header shows, once per session: boot starts it as soon as the page
   * knows it is signed in and the shell asks again when it mounts; the second ask shares the
   * first. A new sign-in (here or in another tab) is a new session and loads again.
   */
  ensureLoaded(): Promise<void> {
    if (!this.session.isLogin) return Promise.resolve();
    const { generation } = this.session;
    if (this.loadedFor?.generation !== generation) {
      this.loadedFor = { generation, done: this.load() };
    }
    return this.loadedFor.done;
  }

  /**
   * Loads everything the header shows after sign-in. The balance is asked for alongside the
   * member's details; the inbox and badge counts wait for the account type (trial accounts have
   * no inbox).
   */
  async load(): Promise<void> {
    if (!this.session.isLogin) return;
    this.errorKey = null;
    const balance = this.refreshBalance();
    try {
      const info = await this.api.member.getInfo();
      runInAction(() => {
        this.info = {
          id: info.id,
          account: info.account,
          nickname: info.nickname,
          type: info.type,
          countryCode: info.countryCode,
          hasVip: info.hasVip,
          vipLevel: info.vipLevel,
          vipLabelName: info.vipLabelName,
          avatar: info.avatar,
        };
        this.session.setAccountType(info.type);
      });
    } catch (error) {
      this.fail(error);
      await balance;
      return;
    }
    await Promise.all([balance, this.refreshUnread(), this.refreshBadges(), this.refreshAvatar()]);
  }

  async refreshBalance(): Promise<void> {
    if (!this.session.isLogin) return;
    this.balanceLoading = true;
    try {
      const { balance, currencySymbol } = await this.api.wallet.getBalance();
      runInAction(() => {
        this.balance = balance;
        this.currencySymbol = currencySymbol;
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.balanceLoading = false;
      });
    }
  }

  async refreshUnread(): Promise<void> {
    if (!this.session.isLogin || this.session.isTrial) return;
    try {
      const count = await this.api.inbox.getUnreadCount();
      runInAction(() => {
        this.unreadMessages = count;
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** The missions and rewards counts; a failure leaves the last known counts (no alarm). */
  async refreshBadges(): Promise<void> {
    if (!this.session.isLogin || this.session.isTrial) return;
    const [missions, rewards] = await Promise.allSettled([
      this.api.badges.claimableMissions(),
      this.api.badges.claimableRewards(),
    ]);
    runInAction(() => {
      if (missions.status === 'fulfilled') this.claimableMissions = missions.value;
      if (rewards.status === 'fulfilled') this.claimableRewards = rewards.value;
    });
  }

  /** A missing avatar is no alarm: the header shows the fallback picture instead. */
  async refreshAvatar(): Promise<void> {
    if (!this.session.isLogin) return;
    let url = '';
    try {
      url = await this.api.member.getIcon();
    } catch {
      // Leaves '' so the fallback shows; the rest of the header is unaffected.
    }
    runInAction(() => {
      this.avatarUrl = url;
    });
  }

  /** What the header shows, for the gateway's first screen; none until the member info is here. */
  get snapshot(): MemberSnapshot | undefined {
    if (!this.info) return undefined;
    return {
      info: { ...this.info },
      balance: this.balance,
      currencySymbol: this.currencySymbol,
      unreadMessages: this.unreadMessages,
      claimableMissions: this.claimableMissions,
      claimableRewards: this.claimableRewards,
      avatarUrl: this.avatarUrl,
    };
  }

  /**
   * Takes what the gateway rendered the member's page with, as this session's load: the header
   * shows it at once and `ensureLoaded` asks nothing again.
   */
  seed(snapshot: MemberSnapshot): void {
    this.info = { ...snapshot.info };
    this.session.setAccountType(snapshot.info.type);
    this.balance = snapshot.balance;
    this.currencySymbol = snapshot.currencySymbol;
    this.unreadMessages = snapshot.unreadMessages;
    this.claimableMissions = snapshot.claimableMissions;
    this.claimableRewards = snapshot.claimableRewards;
    this.avatarUrl = snapshot.avatarUrl;
    this.errorKey = null;
    this.loadedFor = { generation: this.session.generation, done: Promise.resolve() };
  }

  /** Counts a screen has just read from the platform (after a claim, a read or a push). */
  setUnreadMessages(count: number): void {
    this.unreadMessages = Math.max(0, count);
  }

  setClaimableMissions(count: number): void {
    this.claimableMissions = Math.max(0, count);
  }

  setClaimableRewards(count: number): void {
    this.claimableRewards = Math.max(0, count);
  }

  /** A balance an answer carried (a withdrawal's); never below zero. */
  applyBalance(balance: number): void {
    if (!this.session.isLogin || !Number.isFinite(balance)) return;
    this.balance = Math.max(0, balance);
  }

  clear(): void {
    this.info = null;
    this.balance = null;
    this.currencySymbol = '';
    this.unreadMessages = 0;
    this.claimableMissions = 0;
    this.claimableRewards = 0;
    this.avatarUrl = null;
    this.errorKey = null;
    this.loadedFor = null;
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.errorKey = errorKey(error);
    });
  }
}
