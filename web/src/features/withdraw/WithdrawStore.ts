import { makeAutoObservable, runInAction } from 'mobx';
import {
  WithdrawApi,
  type TurnoverInfo,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawCharges,
  type WithdrawSettings,
  type WithdrawType,
} from '../../api/client/withdraw';
import { platformKey } from '../../api/errors';
import { PagedRecords } from '../../centre';
import { followLanguage } from '../../centre/featureStore';
import type { LoadState } from '../../centre/Loadable';
import { LatestCall } from '../../centre/latest';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';
import { formatMajor, parseMoney, toMinor } from '../../ui/form';
import { BankCardsApi } from '../../api/client/bankCards';
import { PaymentPasswordApi } from '../../api/client/paymentPassword';
import {
  createBankCardsStore,
  fetchBankCards,
  type BankCardsData,
} from './accounts/BankCardsStore';
import { createPaymentPasswordStore } from './accounts/PaymentPasswordStore';
import { createConfirmationStore, type ConfirmationStore, type Outcome } from './ConfirmationStore';

export interface RecordsQuery {
  startTime: string;
  endTime: string;
  status?: WithdrawalStatus;
}

/** A problem with the amount, as a message key and what it names. */
export interface AmountProblem {
  key: string;
  values?: Record<string, string | number>;
}

export interface WithdrawRequest {
  amountMinor: number;
  accountId: string;
  accountType: WithdrawType;
  password: string;
  code: string;
  requestId: string;
}

/**
 * The withdraw screen: the platform's settings (limits, what is left today, the time window,
 * when an SMS code is needed), the turnover still required, the charges for an amount before
 * it is confirmed, the request (held at once), and the list of withdrawals.
 */
export class WithdrawStore {
  settings: WithdrawSettings | null = null;
  turnover: TurnoverInfo | null = null;
  /** The settings' note came cleaned by the gateway, with the page it rendered. */
  noteCleaned = false;
  state: LoadState = 'idle';
  errorKey: string | null = null;
  charges: WithdrawCharges | null = null;
  /** A newer question for the charges drops the answer to an older one. */
  private readonly quoting = new LatestCall();
  readonly records: PagedRecords<Withdrawal, RecordsQuery>;
  private readonly unsubscribe: (() => void)[];
  /** Seeded from the rendered page: the screen's first open reads nothing again. */
  private seeded = false;

  constructor(
    private readonly api: WithdrawApi,
    events: MemberEvents,
    readonly confirmations: ConfirmationStore,
    private readonly balance: () => number | null,
    private readonly applyBalance: (major: number) => void,
  ) {
    this.records = new PagedRecords<Withdrawal, RecordsQuery>(async (query, page, size) => {
      const start = (page - 1) * size;
      return api.report({
        startDateTs: Date.parse(query.startTime),
        endDateTs: Date.parse(query.endTime) + 1,
        ...(query.status ? { status: query.status } : {}),
        start,
        end: start + size,
      });
    }, 20);
    makeAutoObservable<
      WithdrawStore,
      'api' | 'unsubscribe' | 'balance' | 'applyBalance' | 'quoting' | 'seeded'
    >(this, {
      api: false,
      records: false,
      confirmations: false,
      unsubscribe: false,
      balance: false,
      applyBalance: false,
      quoting: false,
      seeded: false,
    });
    const refresh = () => {
      void this.records.reload();
      void this.loadSettings();
    };
    this.unsubscribe = [
      events.subscribe(MemberEvent.WithdrawalApproved, refresh),
      events.subscribe(MemberEvent.WithdrawalRejected, refresh),
      events.subscribe(MemberEvent.WithdrawalConfirmationRequest, refresh),
      // A decision may have come while nothing listened: a resync fetches the records again.
      events.subscribe(SESSION_RESYNC, refresh),
      confirmations.onAnswered(() => void this.records.reload()),
    ];
  }

  /** When the screen opens: what the page came with, else a read. */
  open(): Promise<void> {
    if (!this.seeded) return this.load();
    this.seeded = false;
    return Promise.resolve();
  }

  /** Takes the settings and turnover the gateway rendered the member's page with. */
  seed(first: Pick<WithdrawFirstScreen, 'settings' | 'turnover'>): void {
    this.settings = first.settings;
    this.turnover = first.turnover;
    this.noteCleaned = true;
    this.state = 'ready';
    this.seeded = true;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const [settings, turnover] = await Promise.all([this.api.settings(), this.api.turnover()]);
      runInAction(() => {
        this.settings = settings;
        this.turnover = turnover;
        this.noteCleaned = false;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = platformKey(error);
        this.state = 'failed';
      });
    }
  }

  /** The withdrawal notice is the platform's, in the site's language. */
  languageChanged(): void {
    if (this.settings) void this.loadSettings();
  }

  /** Limits and counts move after each request: read them again, keeping the screen up. */
  private async loadSettings(): Promise<void> {
    try {
      const [settings, turnover] = await Promise.all([this.api.settings(), this.api.turnover()]);
      runInAction(() => {
        this.settings = settings;
        this.turnover = turnover;
        this.noteCleaned = false;
      });
    } catch {
      // The figures on screen stay as they were; the next request or visit reads them again.
    }
  }

  limitsFor(type: WithdrawType): { min: number; max: number } {
    const s = this.settings;
    if (!s) return { min: 0, max: 0 };
    return type === 'EW'
      ? { min: s.eWalletMinAmount, max: s.eWalletMaxAmount }
      : { min: s.minimumAmount, max: s.maximumAmount };
  }

  /** What is wrong with the typed amount for this kind of account, or null. */
  amountProblem(text: string, type: WithdrawType): AmountProblem | null {
    const parsed = parseMoney(text);
    if (!parsed.ok) return { key: parsed.key };
    const s = this.settings;
    if (!s) return null;
    const minor = parsed.minor;
    const { min, max } = this.limitsFor(type);
    if (s.remainingWithdrawCount <= 0) return { key: 'wd_no_count_left' };
    if (s.fixedAmountFlag && !s.fixedWithdrawAmounts.some((a) => toMinor(a) === minor)) {
      return { key: 'wd_fixed_only' };
    }
    if (minor < toMinor(min)) return { key: 'wd_below_min', values: { min: formatMajor(min) } };
    if (minor > toMinor(max)) return { key: 'wd_above_max', values: { max: formatMajor(max) } };
    const balance = this.balance() ?? s.availBalance;
    if (minor > toMinor(balance)) {
      return { key: 'wd_above_balance', values: { balance: formatMajor(balance) } };
    }
    if (minor > toMinor(s.remainingWithdrawAmount)) {
      return {
        key: 'wd_above_remaining',
        values: { left: formatMajor(s.remainingWithdrawAmount) },
      };
    }
    return null;
  }

  /** Whether the platform asks for the SMS code for this amount. */
  needsSmsCode(amountMinor: number): boolean {
    const s = this.settings;
    if (!s) return false;
    if (s.mobileVerificationType === 'EVERY_WITHDRAWAL') return true;
    return (
      s.mobileVerificationType === 'WITHDRAW_AMOUNT' &&
      amountMinor >= toMinor(s.mobileVerificationWithdrawAmount)
    );
  }

  /** The charges for an amount, shown before the member confirms. */
  async quote(amountMinor: number, type: WithdrawType): Promise<void> {
    const isCurrent = this.quoting.begin();
    this.charges = null;
    try {
      const charges = await this.api.charges(amountMinor / 100, type);
      runInAction(() => {
        if (isCurrent()) this.charges = charges;
      });
    } catch {
      // No figure is better than a wrong one: the summary says the charges are unknown.
    }
  }

  async sendSmsCode(): Promise<{ ok: true; minutes: number } | { ok: false; errorKey: string }> {
    try {
      const { expiredMinutes } = await this.api.sendSmsCode('WITHDRAW');
      return { ok: true, minutes: expiredMinutes };
    } catch (error) {
      return { ok: false, errorKey: platformKey(error) };
    }
  }

  /** Sends the request; the platform holds the amount at once and refuses a repeated reference. */
  async withdraw(request: WithdrawRequest): Promise<Outcome> {
    try {
      const result = await this.api.withdraw({
        amount: request.amountMinor / 100,
        bankCardId: request.accountId,
        password: request.password,
        ...(request.code ? { verificationCode: request.code.trim() } : {}),
        requestId: request.requestId,
      });
      this.applyBalance(result.balance);
    } catch (error) {
      return { ok: false, errorKey: platformKey(error) };
    }
    void this.loadSettings();
    void this.records.reload();
    return { ok: true };
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
  }
}

/** The key the withdraw page's first-screen data is offered under (the section's `feature`). */
const WITHDRAW_FIRST_SCREEN = 'withdraw';

/**
 * What the withdraw page shows first: the settings (with the operator's note, cleaned), the
 * turnover, the member's accounts and whether a payment password is set. Without all of them
 * the screen shows its skeleton, so the gateway renders the page with all of them or none.
 */
export interface WithdrawFirstScreen {
  settings: WithdrawSettings;
  turnover: TurnoverInfo;
  cards: BankCardsData;
  passwordSet: boolean;
}

export const createWithdrawStore = (root: RootStore) => {
  followLanguage(root);
  const store = new WithdrawStore(
    new WithdrawApi(root.api.transport),
    root.memberEvents,
    root.features.get(createConfirmationStore),
    () => root.user.balance,
    (balance) => root.user.applyBalance(balance),
  );
  const first = root.features.take(WITHDRAW_FIRST_SCREEN) as WithdrawFirstScreen | undefined;
  if (first) {
    store.seed(first);
    root.features.get(createBankCardsStore).seed(first.cards);
    root.features.get(createPaymentPasswordStore).seed(first.passwordSet);
  }
  return store;
};

/**
 * The withdraw page's first screen for the gateway to render a member's page with
 * (`CentreSection.firstScreen`), so the summary, the operator's note and the form are in the
 * page rather than a skeleton; null when the platform did not answer every read (the browser
 * then asks, as without a rendered page). `clean`: the site's sanitiser, for the note.
 */
export async function withdrawFirstScreen(
  root: RootStore,
  clean: (html: string) => string,
): Promise<WithdrawFirstScreen | null> {
  const withdraw = new WithdrawApi(root.api.transport);
  try {
    const [settings, turnover, cards, passwordSet] = await Promise.all([
      withdraw.settings(),
      withdraw.turnover(),
      fetchBankCards(new BankCardsApi(root.api.transport)),
      new PaymentPasswordApi(root.api.transport).isSet(),
    ]);
    const note = settings.precautionNote;
    return {
      settings: note ? { ...settings, precautionNote: clean(note) } : settings,
      turnover,
      cards,
      passwordSet,
    };
  } catch {
    return null;
  }
}
