import { makeAutoObservable, runInAction, when } from 'mobx';
import {
  DepositApi,
  type Deposit,
  type DepositChannel,
  type DepositMethod,
  type DepositOrder,
  type DepositReportQuery,
  type DepositSettings,
} from '../../api/client/deposit';
import { ApiError, errorKey } from '../../api/errors';
import { followLanguage } from '../../centre/featureStore';
import type { LoadState } from '../../centre/Loadable';
import { PagedRecords } from '../../centre/PagedRecords';
import { LatestCall } from '../../centre/latest';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';
import { parseMoney, toMajor, toMinor } from '../../ui/form/money';
import { SubmissionRef } from '../../ui/form/submission';
import { chargeFor } from './charges';

/** A problem with the form, as a message key and its values (minor units already formatted). */
export interface FormProblem {
  key: string;
  /** Minor units of the bound the amount breaks, when the message names one. */
  boundMinor?: number;
}

/** What a refused deposit says, with the values its message names. */
export interface Refusal {
  errorKey: string;
  /** Limit refusals: the limit and when it resets; blocks: until when (ISO, null: for good). */
  limit?: number;
  resetsAt?: string;
  until?: string | null;
}

/** The list's query: a report window (epoch ms) and an optional state. */
export type DepositListQuery = DepositReportQuery;

/**
 * Opens the provider's payment page in a new window, answering whether the browser let it. A
 * blank window first, cut from this page (`opener`), then sent to the page: the provider's page
 * can never reach back into the site.
 */
export function openPaymentWindow(url: string): boolean {
  const opened = window.open('about:blank', '_blank');
  if (!opened) return false;
  opened.opener = null;
  opened.location.replace(url);
  return true;
}

/** Whether the payment page opened by itself, or the browser blocked it (a button then opens it). */
export type PaymentWindow = 'opened' | 'blocked' | null;

/** The cashier the platform offers: what the screen shows first, above the list. */
export interface DepositCashier {
  settings: DepositSettings;
  methods: DepositMethod[];
  fixedAmounts: number[];
}

async function fetchCashier(api: DepositApi): Promise<DepositCashier> {
  const [settings, methods, fixedAmounts] = await Promise.all([
    api.settings(),
    api.methods(),
    api.fixedAmounts(),
  ]);
  return { settings, methods, fixedAmounts };
}

function refusalOf(error: unknown): Refusal {
  const detail = error instanceof ApiError ? error.value : undefined;
  const value = detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {};
  return {
    errorKey: errorKey(error),
    ...(typeof value.limit === 'number' ? { limit: value.limit } : {}),
    ...(typeof value.resetsAt === 'string' ? { resetsAt: value.resetsAt } : {}),
    ...('until' in value ? { until: typeof value.until === 'string' ? value.until : null } : {}),
  };
}

/**
 * The deposit screen (`depositv2`): the cashier the platform offers (methods, channels, quick
 * amounts, promotions), the member's choice through a confirm step, the deposit just made, and
 * the list of deposits, which the member's socket moves when a deposit arrives or fails.
 */
export class DepositStore {
  /** Loading from the start: the form's skeleton holds its place before the first load runs. */
  state: LoadState = 'loading';
  errorKey: string | null = null;
  settings: DepositSettings | null = null;
  methods: DepositMethod[] = [];
  fixedAmounts: number[] = [];

  bankType = '';
  vendorId = 0;
  amountText = '';
  promotionId: number | null = null;
  /** The member has looked at the form's problems (after a first review). */
  touched = false;
  step: 'form' | 'confirm' = 'form';
  submitting = false;
  refusal: Refusal | null = null;
  /**
   * The deposit made from this screen, with where and how to pay it; its state is read again
   * whenever the socket says one settled.
   */
  current: DepositOrder | null = null;
  /** What became of the window the deposit's payment page was opened in. */
  paymentWindow: PaymentWindow = null;
  /** The platform's words on the last failed deposit, shown once the current one has failed. */
  failureReason: string | null = null;
  readonly records: PagedRecords<Deposit, DepositListQuery>;

  private readonly submission = new SubmissionRef();
  private readonly unsubscribe: (() => void)[];
  /**
   * A deposit settled while this screen's was being made: a fast provider's answer can
   * overtake the answer to the request that made the deposit, so it is read once that is back.
   */
  private heardWhileSubmitting = false;
  /** Only the newest read of the current deposit may change it. */
  private readonly reads = new LatestCall();
  /** Stops waiting for the list to find a waiting order in (the screen closed). */
  private stopWaiting: () => void = () => undefined;
  /** The cashier came with the page (`seed`): the screen's opening shows it without asking. */
  private seeded = false;

  constructor(
    private readonly api: DepositApi,
    events: MemberEvents,
    private readonly now: () => number = () => Date.now(),
    private readonly openPage: (url: string) => boolean = openPaymentWindow,
  ) {
    this.records = new PagedRecords<Deposit, DepositListQuery>(
      (query, page, size) => api.report(query, page, size),
      20,
    );
    makeAutoObservable<
      DepositStore,
      | 'api'
      | 'submission'
      | 'unsubscribe'
      | 'heardWhileSubmitting'
      | 'seeded'
      | 'reads'
      | 'now'
      | 'openPage'
      | 'stopWaiting'
    >(this, {
      api: false,
      records: false,
      submission: false,
      unsubscribe: false,
      heardWhileSubmitting: false,
      seeded: false,
      reads: false,
      now: false,
      openPage: false,
      stopWaiting: false,
    });
    // The platform's messages name no deposit: on either, the waiting deposit is read again.
    this.unsubscribe = [
      events.subscribe(MemberEvent.DepositArrived, () => this.settled()),
      events.subscribe(MemberEvent.DepositFailed, (p) =>
        this.settled(typeof p.reason === 'string' && p.reason ? p.reason : null),
      ),
      // Events sent while the socket was away are lost: the list says what happened meanwhile.
      events.subscribe(SESSION_RESYNC, () => void this.resync()),
    ];
  }

  dispose(): void {
    for (const stop of this.unsubscribe) stop();
    this.stopWaiting();
  }

  /** What the screen calls when it opens: the cashier the page came with, else afresh. */
  open(): Promise<void> {
    if (!this.seeded) return this.load();
    this.seeded = false;
    return Promise.resolve();
  }

  /** Takes the cashier the gateway rendered the member's page with. */
  seed(cashier: DepositCashier): void {
    this.show(cashier);
    this.seeded = true;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const cashier = await fetchCashier(this.api);
      runInAction(() => this.show(cashier));
    } catch (error) {
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.state = 'failed';
      });
    }
  }

  /**
   * The method, channel and promotion names are the platform's, in the site's language: read
   * again with the form kept as the member left it; a failure leaves the names as they were.
   */
  languageChanged(): void {
    if (this.state !== 'ready') return;
    fetchCashier(this.api).then(
      (cashier) => runInAction(() => this.show(cashier)),
      () => undefined,
    );
  }

  private show({ settings, methods, fixedAmounts }: DepositCashier): void {
    this.settings = settings;
    this.methods = methods.filter((m) => m.channels.length > 0);
    this.fixedAmounts = fixedAmounts;
    if (!this.method) this.chooseMethod(this.methods[0]?.bankType ?? '');
    if (this.promotionId !== null && !this.promotion) this.promotionId = null;
    this.state = 'ready';
  }

  get method(): DepositMethod | undefined {
    return this.methods.find((m) => m.bankType === this.bankType);
  }

  get channel(): DepositChannel | undefined {
    return this.method?.channels.find((c) => c.vendorId === this.vendorId);
  }

  get promotion() {
    return this.settings?.promotions.find((p) => p.promotionId === this.promotionId);
  }

  /** Quick picks the chosen channel accepts. */
  get quickAmounts(): number[] {
    const c = this.channel;
    return c ? this.fixedAmounts.filter((a) => a >= c.minAmount && a <= c.maxAmount) : [];
  }

  /** The amount typed, in minor units, or the first problem with it. */
  get amount(): { ok: true; minor: number } | { ok: false; problem: FormProblem } {
    const channel = this.channel;
    if (!channel) return { ok: false, problem: { key: 'deposit_choose_channel' } };
    const parsed = parseMoney(this.amountText);
    if (!parsed.ok) return { ok: false, problem: { key: parsed.key } };
    const min = toMinor(channel.minAmount);
    const max = toMinor(channel.maxAmount);
    if (parsed.minor < min) return { ok: false, problem: { key: 'deposit_min', boundMinor: min } };
    if (parsed.minor > max) return { ok: false, problem: { key: 'deposit_max', boundMinor: max } };
    return { ok: true, minor: parsed.minor };
  }

  /** The problem to show under the amount: only once the member has tried to go on. */
  get amountProblem(): FormProblem | null {
    const a = this.amount;
    return this.touched && !a.ok ? a.problem : null;
  }

  /** The charge the channel takes, shown before the member confirms. */
  get chargeMinor(): number {
    const a = this.amount;
    return a.ok && this.channel ? chargeFor(this.channel, a.minor) : 0;
  }

  get creditedMinor(): number {
    const a = this.amount;
    return a.ok ? a.minor - this.chargeMinor : 0;
  }

  /** The promotion's bonus for this amount (0 below its minimum). */
  get bonusMinor(): number {
    const a = this.amount;
    const p = this.promotion;
    if (!a.ok || !p || a.minor < toMinor(p.minDeposit)) return 0;
    return Math.min(Math.round((a.minor * p.bonusPercent) / 100), toMinor(p.maxBonus));
  }

  chooseMethod(bankType: string): void {
    this.bankType = bankType;
    this.vendorId = this.method?.channels[0]?.vendorId ?? 0;
    this.refusal = null;
  }

  chooseChannel(vendorId: number): void {
    this.vendorId = vendorId;
    this.refusal = null;
  }

  setAmountText(text: string): void {
    this.amountText = text;
    this.refusal = null;
  }

  pickAmount(major: number): void {
    this.setAmountText(toMajor(toMinor(major)).toFixed(2));
  }

  choosePromotion(promotionId: number | null): void {
    this.promotionId = promotionId;
  }

  /** Goes to the confirm step when the form is complete; otherwise shows its problems. */
  review(): boolean {
    this.touched = true;
    this.refusal = null;
    if (!this.amount.ok) return false;
    this.step = 'confirm';
    return true;
  }

  back(): void {
    this.step = 'form';
  }

  /**
   * Sends the deposit. The reference stays the same while the same deposit is retried (a double
   * tap, "try again"), so the platform refuses a repeat instead of taking the money twice.
   */
  async confirm(): Promise<boolean> {
    const amount = this.amount;
    const channel = this.channel;
    if (this.submitting || !amount.ok || !channel) return false;
    const request = {
      amount: toMajor(amount.minor),
      bankType: this.bankType,
      vendorId: channel.vendorId,
      bankCode: channel.bankCode,
      promotionId: this.promotionId,
    };
    const requestId = this.submission.for(request);
    this.submitting = true;
    this.refusal = null;
    this.failureReason = null;
    this.heardWhileSubmitting = false;
    try {
      const deposit = await this.api.create({ ...request, requestId });
      this.submission.done();
      runInAction(() => {
        this.current = deposit;
        // Still within the member's tap (the answer is quick), so a popup blocker lets it open.
        this.paymentWindow =
          deposit.redirectUrl && !deposit.showQrImageOnly
            ? this.openPage(deposit.redirectUrl)
              ? 'opened'
              : 'blocked'
            : null;
        if (this.heardWhileSubmitting) void this.readCurrent();
        this.heardWhileSubmitting = false;
        this.step = 'form';
        this.amountText = '';
        this.touched = false;
        this.promotionId = null;
      });
      void this.records.reload();
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      runInAction(() => {
        // The first request went through: the list and the pending deposit say what happened.
        if (refusal.errorKey === 'duplicate_reference') {
          this.submission.done();
          this.step = 'form';
          void this.records.reload();
        }
        this.refusal = refusal;
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  async cancel(depositId: string): Promise<void> {
    try {
      const cancelled = await this.api.cancel(depositId);
      runInAction(() => {
        const current = this.current;
        if (current?.depositId === depositId) {
          this.current = { ...current, state: cancelled.state, settledAt: cancelled.settledAt };
        }
      });
      void this.records.reload();
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
    }
  }

  /**
   * Coming back to the screen (a reload, after paying in the banking app): the member's newest
   * waiting order, with where and how to pay it, so the account or page is not lost. The list
   * below finds it (newest first), so the report is not asked for twice.
   */
  async restoreWaiting(): Promise<void> {
    if (this.current) return;
    const listed = when(() => this.records.state === 'ready' || this.records.state === 'failed');
    this.stopWaiting = () => listed.cancel();
    try {
      await listed;
    } catch {
      return; // the screen closed first
    }
    const waiting = this.records.rows.find((d) => d.state === 'PENDING');
    if (!waiting || this.current) return;
    try {
      const order = await this.api.confirmationDetail(waiting.depositId);
      runInAction(() => {
        if (!this.current && order.state === 'PENDING') this.current = order;
      });
    } catch {
      // The form works without it, and the list still shows the waiting order.
    }
  }

  /** After a reconnection or a settled deposit: the list again, and the waiting deposit's state. */
  async resync(): Promise<void> {
    await Promise.all([this.records.reload(), this.readCurrent()]);
  }

  /**
   * Reads the deposit made from this screen from the platform's report (the platform has no
   * call for one deposit): the report over the minutes around its creation, found by id.
   */
  async readCurrent(): Promise<void> {
    const current = this.current;
    if (!current) return;
    const isCurrent = this.reads.begin();
    const created = Date.parse(current.createdAt);
    const startDate = (Number.isFinite(created) ? created : this.now()) - READ_AROUND_MS;
    try {
      const { list } = await this.api.report(
        { startDate, endDate: this.now() + READ_AROUND_MS },
        1,
        READ_PAGE,
      );
      const row = list.find((d) => d.depositId === current.depositId);
      if (!row || !isCurrent() || this.current?.depositId !== current.depositId) return;
      runInAction(
        () => (this.current = { ...current, state: row.state, settledAt: row.settledAt }),
      );
    } catch {
      // The list beside it shows the failure and its retry; the next push or resync reads again.
    }
  }

  /** A deposit arrived or failed (the socket does not say which): read ours and the list. */
  private settled(reason: string | null = null): void {
    if (reason !== null) this.failureReason = reason;
    if (this.submitting) this.heardWhileSubmitting = true;
    void this.resync();
  }
}

/** How far around a deposit's creation its report is read (clocks differ a little). */
const READ_AROUND_MS = 10 * 60_000;
/** Deposits made in those minutes: far more than a member makes. */
const READ_PAGE = 50;

/** The section's feature (the centre's registry), under which the page's cashier is offered. */
const DEPOSIT_FIRST_SCREEN = 'deposit';

// The deposit calls are made only here, so the group is built by the feature, not the root client.
export const createDepositStore = (root: RootStore) => {
  followLanguage(root);
  const store = new DepositStore(new DepositApi(root.api.transport), root.memberEvents);
  const first = root.features.take(DEPOSIT_FIRST_SCREEN) as DepositCashier | undefined;
  if (first) store.seed(first);
  return store;
};

/**
 * The cashier the gateway renders a member's deposit page with (`CentreSection.firstScreen`), so
 * the form is in the page rather than a skeleton; null when the platform did not answer (the
 * browser then asks, as without a rendered page).
 */
export async function depositFirstScreen(root: RootStore): Promise<DepositCashier | null> {
  return fetchCashier(new DepositApi(root.api.transport)).catch(() => null);
}
