import { makeAutoObservable, runInAction } from 'mobx';
import {
  LIMIT_PERIODS,
  type CoolOffDuration,
  type DepositLimit,
  type ExclusionDuration,
  LimitsApi,
  type LimitPeriod,
  type PlayerLimits,
} from '../../api/client/limits';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';
import { formatSiteTime } from '../../i18n/time';
import type { RootStore } from '../../stores/RootStore';
import type { FeatureNotice } from '../../stores/UiStore';
import { parseMoney, toMajor, toMinor } from '../../ui/form/money';
import { limitsMessages } from './messages';

/** A cool-off or a self-exclusion the member is about to start (the dialog states what it means). */
export type Block =
  { kind: 'coolOff'; duration: CoolOffDuration } | { kind: 'exclude'; duration: ExclusionDuration };

/** The block that started; the platform has ended the member's sessions with it. */
export interface Started {
  kind: Block['kind'];
  /** ISO instant; null: permanent. */
  until: string | null;
}

/**
 * The limits panel of the security centre: deposit limits per day, week and month (tighter at
 * once, looser after 24 hours, which the platform answers as a pending value), a cool-off and a
 * self-exclusion behind a confirm dialog.
 */
export class LimitsStore {
  /** Loading from the start: the panel says so before the first load runs. */
  state: LoadState = 'loading';
  errorKey: string | null = null;
  limits: PlayerLimits | null = null;
  drafts: Record<LimitPeriod, string> = { DAY: '', WEEK: '', MONTH: '' };
  problems: Partial<Record<LimitPeriod, string>> = {};
  saving: LimitPeriod | null = null;
  /** The period whose change was saved last, for the "saved" line. */
  saved: LimitPeriod | null = null;
  confirming: Block | null = null;
  /** Starting the confirmed block: under way, or refused with a message key. */
  block: { busy: boolean; errorKey: string | null } = { busy: false, errorKey: null };

  constructor(
    private readonly api: LimitsApi,
    /** The session is over: the browser forgets it at once and tells the member why. */
    private readonly sessionEnded: (started: Started) => void,
  ) {
    makeAutoObservable<LimitsStore, 'api' | 'sessionEnded'>(this, {
      api: false,
      sessionEnded: false,
    });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const limits = await this.api.get();
      runInAction(() => {
        this.apply(limits);
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.state = 'failed';
      });
    }
  }

  limitOf(period: LimitPeriod): DepositLimit | undefined {
    return this.limits?.depositLimits.find((l) => l.period === period);
  }

  setDraft(period: LimitPeriod, text: string): void {
    this.drafts[period] = text;
    this.problems = { ...this.problems, [period]: undefined };
    if (this.saved === period) this.saved = null;
  }

  /** Saves the typed limit; an empty field removes the limit (after 24 hours). */
  async save(period: LimitPeriod): Promise<void> {
    if (this.saving) return;
    const text = this.drafts[period].trim();
    let amount: number | null = null;
    if (text !== '') {
      const parsed = parseMoney(text);
      if (!parsed.ok) {
        this.problems[period] = parsed.key;
        return;
      }
      if (parsed.minor <= 0) {
        this.problems[period] = 'money_invalid';
        return;
      }
      amount = toMajor(parsed.minor);
    }
    this.saving = period;
    this.saved = null;
    try {
      const limits = await this.api.setDepositLimit(period, amount);
      runInAction(() => {
        this.apply(limits);
        this.saved = period;
      });
    } catch (error) {
      runInAction(() => (this.problems[period] = errorKey(error)));
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  ask(block: Block): void {
    this.confirming = block;
    this.block.errorKey = null;
  }

  dismiss(): void {
    if (!this.block.busy) this.confirming = null;
  }

  /** Starts the block the member confirmed. The platform ends the member's sessions. */
  async confirmBlock(): Promise<void> {
    const block = this.confirming;
    if (!block || this.block.busy) return;
    this.block = { busy: true, errorKey: null };
    try {
      const until =
        block.kind === 'coolOff'
          ? await this.api.startCoolOff(block.duration)
          : await this.api.selfExclude(block.duration);
      runInAction(() => (this.confirming = null));
      this.sessionEnded({ kind: block.kind, until });
      runInAction(() => (this.block = { busy: false, errorKey: null }));
    } catch (error) {
      runInAction(() => (this.block = { busy: false, errorKey: errorKey(error) }));
    }
  }

  private apply(limits: PlayerLimits): void {
    this.limits = limits;
    for (const period of LIMIT_PERIODS) {
      const amount = limits.depositLimits.find((l) => l.period === period)?.amount;
      this.drafts[period] =
        amount === null || amount === undefined ? '' : toMajor(toMinor(amount)).toFixed(2);
    }
    this.problems = {};
  }
}

function startedNotice({ kind, until }: Started): FeatureNotice {
  const ns = limitsMessages.ns;
  if (until === null) return { ns, key: 'exclusion_started_permanent' };
  const values = { until: formatSiteTime(until) };
  return { ns, key: kind === 'coolOff' ? 'cooloff_started' : 'exclusion_started', values };
}

// The limit calls are made only here, so the group is built by the feature, not the root client.
export const createLimitsStore = (root: RootStore) =>
  new LimitsStore(new LimitsApi(root.api.transport), (started) =>
    root.sessionEndedWith(startedNotice(started)),
  );
