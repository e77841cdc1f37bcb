import type { Member } from './accounts.js';
import { requireRealAccount, type AccountKind, type BankCards } from './bankCards.js';
import type { BetRecord } from './bets.js';
import type { PaymentPasswords } from './paymentPasswords.js';
import { readProofImages, type ProofImage } from './proofImages.js';
import { Refusal } from './refusal.js';
import type { PlatformPush } from './platformPush.js';
import { WalletRefusal, type Wallet } from './wallet.js';
import { startOfBangkokDay } from './siteTime.js';

/**
 * Withdrawals (`/wps/v2/transaction/withdraw`) with the settings, charges and turnover the
 * withdraw screen shows, and the C2C receipt confirmation of spec §4. The amount is held at once
 * with a ledger row whose reference is derived from the withdrawal; a rejection returns it once.
 */

export interface WithdrawDeps {
  now: () => number;
  wallet: Wallet;
  cards: BankCards;
  paymentPasswords: PaymentPasswords;
  bets: () => readonly BetRecord[];
  push: Pick<PlatformPush, 'withdrawalApproved' | 'withdrawalRejected' | 'paymentConfirmation'>;
}

export type MobileVerificationType = 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT' | 'NONE';

/** Money in minor units; times of day as `HH:mm` in the site's zone (Asia/Bangkok). */
export interface WithdrawSettings {
  minMinor: number;
  maxMinor: number;
  eWalletMinMinor: number;
  eWalletMaxMinor: number;
  dailyMaxCount: number;
  dailyMaxMinor: number;
  mobileVerificationType: MobileVerificationType;
  mobileVerificationWithdrawAmountMinor: number;
  c2cEnabled: boolean;
  /** Percent of the amount charged while deposits have not yet been turned over. */
  withdrawPenaltyCharge: number;
  /** Percent handling charge per kind of account. */
  handlingChargePercent: Record<AccountKind, number>;
  withdrawDateFrom: string;
  withdrawDateTo: string;
  fixedAmountFlag: boolean;
  fixedWithdrawAmountsMinor: number[];
  precautionNote: string;
  /** An approved withdrawal nobody confirms counts as received after this many minutes. */
  autoReceiveMinutes: number;
  /** Deposits must be staked this many times over before a withdrawal is free of penalty. */
  turnoverMultiplier: number;
}

export function defaultWithdrawSettings(): WithdrawSettings {
  return {
    minMinor: 100_00,
    maxMinor: 50_000_00,
    eWalletMinMinor: 100_00,
    eWalletMaxMinor: 20_000_00,
    dailyMaxCount: 5,
    dailyMaxMinor: 100_000_00,
    mobileVerificationType: 'WITHDRAW_AMOUNT',
    mobileVerificationWithdrawAmountMinor: 500_00,
    c2cEnabled: true,
    withdrawPenaltyCharge: 5,
    handlingChargePercent: { BC: 0, EW: 1 },
    withdrawDateFrom: '00:00',
    withdrawDateTo: '23:59',
    fixedAmountFlag: false,
    fixedWithdrawAmountsMinor: [100_00, 200_00, 500_00, 1_000_00],
    precautionNote:
      '<p>Withdrawals are paid to a card or e-wallet in your own name. Please check the account before you confirm.</p>',
    autoReceiveMinutes: 30,
    turnoverMultiplier: 1,
  };
}

export type WithdrawalStatus =
  'PENDING' | 'AWAITING_CONFIRMATION' | 'DISPUTED' | 'COMPLETED' | 'REJECTED';

export interface WithdrawalRecord {
  id: string;
  memberId: string;
  amountMinor: number;
  chargesMinor: number;
  accountId: string;
  accountType: AccountKind;
  accountLabel: string;
  status: WithdrawalStatus;
  requestId: string;
  createdAt: number;
  approvedAt: number | null;
  /** When an unanswered confirmation counts as received. */
  confirmDeadline: number | null;
  completedAt: number | null;
  /** How the member (or the clock) closed it. */
  receipt: 'RECEIVED' | 'FORCED' | 'AUTO' | null;
  proofs: ProofImage[];
  rejectReason: string | null;
}

export type ConfirmationAction = 'RECEIVED' | 'ALL_RECEIVED' | 'NOT_RECEIVED' | 'FORCE_RECEIPT';

export interface Charges {
  handlingMinor: number;
  penaltyMinor: number;
  totalMinor: number;
  actualMinor: number;
}

export interface Turnover {
  requiredMinor: number;
  achievedMinor: number;
  remainingMinor: number;
}

export interface WithdrawRequest {
  amountMinor: number;
  bankCardId: string;
  password: string;
  verificationCode: string;
  requestId: string;
}

function minutesOfDay(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

function percentOf(amountMinor: number, percent: number): number {
  return Math.round((amountMinor * percent) / 100);
}

export class WithdrawState {
  settings: WithdrawSettings = defaultWithdrawSettings();
  private withdrawals: WithdrawalRecord[] = [];
  private nextNumber = 1;

  constructor(private readonly deps: WithdrawDeps) {}

  reset(): void {
    this.settings = defaultWithdrawSettings();
    this.withdrawals = [];
    this.nextNumber = 1;
  }

  // --- what the screen shows before a request --------------------------------------------

  /** Withdrawals today (Bangkok day) that still count against the limits: not rejected. */
  usedToday(memberId: string): { count: number; amountMinor: number } {
    const from = startOfBangkokDay(this.deps.now());
    const today = this.withdrawals.filter(
      (w) => w.memberId === memberId && w.createdAt >= from && w.status !== 'REJECTED',
    );
    return { count: today.length, amountMinor: today.reduce((s, w) => s + w.amountMinor, 0) };
  }

  remainingToday(memberId: string): { count: number; amountMinor: number } {
    const used = this.usedToday(memberId);
    return {
      count: Math.max(0, this.settings.dailyMaxCount - used.count),
      amountMinor: Math.max(0, this.settings.dailyMaxMinor - used.amountMinor),
    };
  }

  /** Deposits times the multiplier, less what has been staked since the account opened. */
  turnover(memberId: string): Turnover {
    const deposited = this.deps.wallet
      .entries(memberId)
      .filter((e) => e.kind === 'deposit' && e.deltaMinor > 0)
      .reduce((s, e) => s + e.deltaMinor, 0);
    const requiredMinor = deposited * this.settings.turnoverMultiplier;
    const achievedMinor = this.deps
      .bets()
      .filter((b) => b.memberId === memberId)
      .reduce((s, b) => s + b.stake, 0);
    return {
      requiredMinor,
      achievedMinor,
      remainingMinor: Math.max(0, requiredMinor - achievedMinor),
    };
  }

  charges(memberId: string, amountMinor: number, kind: AccountKind): Charges {
    const handlingMinor = percentOf(amountMinor, this.settings.handlingChargePercent[kind]);
    const penaltyMinor =
      this.turnover(memberId).remainingMinor > 0
        ? percentOf(amountMinor, this.settings.withdrawPenaltyCharge)
        : 0;
    const totalMinor = handlingMinor + penaltyMinor;
    return { handlingMinor, penaltyMinor, totalMinor, actualMinor: amountMinor - totalMinor };
  }

  /** Whether this amount needs the SMS code to the member's mobile. */
  needsSmsCode(amountMinor: number): boolean {
    const { mobileVerificationType: type, mobileVerificationWithdrawAmountMinor: from } =
      this.settings;
    if (type === 'EVERY_WITHDRAWAL') return true;
    return type === 'WITHDRAW_AMOUNT' && amountMinor >= from;
  }

  isWithinWindow(): boolean {
    const minute = Math.floor((this.deps.now() - startOfBangkokDay(this.deps.now())) / 60_000);
    const from = minutesOfDay(this.settings.withdrawDateFrom);
    const to = minutesOfDay(this.settings.withdrawDateTo);
    return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to;
  }

  // --- the request ----------------------------------------------------------------------

  /**
   * Checks everything the platform checks, in its order (password first, so a guessed amount
   * says nothing), then holds the amount. `codeOk` is the SMS check, done by the caller who
   * knows the member's mobile; it is only consulted when the amount needs a code.
   */
  request(member: Member, input: WithdrawRequest, codeOk: () => boolean): WithdrawalRecord {
    requireRealAccount(member);
    if (!input.requestId) throw new Refusal('request_param_err');
    const repeated = this.withdrawals.find(
      (w) => w.memberId === member.id && w.requestId === input.requestId,
    );
    if (repeated) throw new Refusal('duplicate_reference');
    this.deps.paymentPasswords.check(member, input.password);
    const account = this.deps.cards.find(member.id, input.bankCardId);
    if (!account) throw new Refusal('bank_card_not_found');
    if (!this.isWithinWindow()) throw new Refusal('withdraw_time_closed');
    const s = this.settings;
    const [min, max] =
      account.type === 'EW' ? [s.eWalletMinMinor, s.eWalletMaxMinor] : [s.minMinor, s.maxMinor];
    if (input.amountMinor < min || input.amountMinor > max) {
      throw new Refusal('amount_out_of_range');
    }
    if (s.fixedAmountFlag && !s.fixedWithdrawAmountsMinor.includes(input.amountMinor)) {
      throw new Refusal('amount_not_fixed');
    }
    const remaining = this.remainingToday(member.id);
    if (remaining.count <= 0) throw new Refusal('withdraw_count_exceeded');
    if (input.amountMinor > remaining.amountMinor) throw new Refusal('withdraw_amount_exceeded');
    // Before the SMS code is used up, so a refusal here leaves the code good for a retry.
    if (input.amountMinor > this.deps.wallet.balanceMinor(member.id)) {
      throw new Refusal('insufficient_balance');
    }
    if (this.needsSmsCode(input.amountMinor)) {
      if (!input.verificationCode) throw new Refusal('verification_code_required');
      if (!codeOk()) throw new Refusal('verification_code_error');
    }
    const charges = this.charges(member.id, input.amountMinor, account.type);
    return this.hold(member, {
      amountMinor: input.amountMinor,
      chargesMinor: charges.totalMinor,
      accountId: account.id,
      accountType: account.type,
      accountLabel: `${this.deps.cards.nameOf(account)} ${account.accountNo.slice(-4)}`,
      requestId: input.requestId,
    });
  }

  /** Records a withdrawal and holds its amount; every check has passed by then. */
  hold(
    member: Member,
    w: Pick<
      WithdrawalRecord,
      'amountMinor' | 'chargesMinor' | 'accountId' | 'accountType' | 'accountLabel' | 'requestId'
    >,
  ): WithdrawalRecord {
    // Held at once, so money already on its way out cannot be bet or transferred.
    try {
      this.deps.wallet.post({
        memberId: member.id,
        deltaMinor: -w.amountMinor,
        kind: 'withdrawal',
        reference: `withdrawal:${member.id}:${w.requestId}:hold`,
      });
    } catch (error) {
      if (error instanceof WalletRefusal) throw new Refusal(error.reason);
      throw error;
    }
    const id = `W${String(this.nextNumber++).padStart(6, '0')}`;
    const record: WithdrawalRecord = {
      ...w,
      id,
      memberId: member.id,
      status: 'PENDING',
      createdAt: this.deps.now(),
      approvedAt: null,
      confirmDeadline: null,
      completedAt: null,
      receipt: null,
      proofs: [],
      rejectReason: null,
    };
    this.withdrawals.push(record);
    return record;
  }

  // --- the operator's side ----------------------------------------------------------------

  pending(): WithdrawalRecord[] {
    return this.withdrawals.filter((w) => w.status === 'PENDING');
  }

  /**
   * The operator paid out (through a C2C match): the platform pushes `WITHDRAW` (approved) and
   * `PAYMENT_CONFIRMATION`, and the member now confirms receipt.
   */
  approve(id: string): WithdrawalRecord {
    const w = this.pendingOne(id);
    const now = this.deps.now();
    w.status = 'AWAITING_CONFIRMATION';
    w.approvedAt = now;
    w.confirmDeadline = now + this.settings.autoReceiveMinutes * 60_000;
    this.deps.push.withdrawalApproved(w.memberId, { amountMinor: w.amountMinor, time: now });
    this.deps.push.paymentConfirmation(w.memberId);
    return w;
  }

  /** The operator refused: the held amount goes back to the wallet once; `WITHDRAW` with remarks. */
  reject(id: string, reason: string): WithdrawalRecord {
    const w = this.pendingOne(id);
    this.deps.wallet.post({
      memberId: w.memberId,
      deltaMinor: w.amountMinor,
      kind: 'withdrawal_refund',
      reference: `withdrawal:${w.memberId}:${w.requestId}:refund`,
      note: reason,
    });
    w.status = 'REJECTED';
    w.rejectReason = reason;
    const completedAt = this.deps.now();
    w.completedAt = completedAt;
    this.deps.push.withdrawalRejected(w.memberId, {
      amountMinor: w.amountMinor,
      time: completedAt,
      remarks: reason,
    });
    return w;
  }

  // --- the member's records and answers -------------------------------------------------

  /** Newest first, optionally within `[from, to)` and one status. */
  of(
    memberId: string,
    filter: { from?: number; to?: number; status?: WithdrawalStatus } = {},
  ): WithdrawalRecord[] {
    this.applyAutoReceipts();
    return this.withdrawals
      .filter(
        (w) =>
          w.memberId === memberId &&
          (filter.from === undefined || w.createdAt >= filter.from) &&
          (filter.to === undefined || w.createdAt < filter.to) &&
          (filter.status === undefined || w.status === filter.status),
      )
      .reverse();
  }

  /** Withdrawals that wait for the member's word: awaiting confirmation or disputed. */
  confirmationsOf(memberId: string): WithdrawalRecord[] {
    return this.of(memberId).filter(
      (w) => w.status === 'AWAITING_CONFIRMATION' || w.status === 'DISPUTED',
    );
  }

  /**
   * RECEIVED closes one, ALL_RECEIVED every one awaiting; NOT_RECEIVED needs 1–3 proof images
   * and opens a dispute; FORCE_RECEIPT closes a dispute as received (the payer's deposit is
   * then not refunded).
   */
  confirm(
    member: Member,
    input: { withdrawalId?: string; action: ConfirmationAction; proofImages?: string[] },
  ): WithdrawalRecord[] {
    this.applyAutoReceipts();
    if (input.action === 'ALL_RECEIVED') {
      const open = this.withdrawals.filter(
        (w) => w.memberId === member.id && w.status === 'AWAITING_CONFIRMATION',
      );
      if (open.length === 0) throw new Refusal('withdrawal_not_awaiting_confirmation');
      for (const w of open) this.close(w, 'RECEIVED');
      return open;
    }
    const w = this.withdrawals.find((x) => x.id === input.withdrawalId && x.memberId === member.id);
    if (!w) throw new Refusal('withdrawal_not_found');
    switch (input.action) {
      case 'RECEIVED':
        if (w.status !== 'AWAITING_CONFIRMATION' && w.status !== 'DISPUTED') {
          throw new Refusal('withdrawal_not_awaiting_confirmation');
        }
        this.close(w, 'RECEIVED');
        break;
      case 'NOT_RECEIVED':
        if (w.status !== 'AWAITING_CONFIRMATION') {
          throw new Refusal('withdrawal_not_awaiting_confirmation');
        }
        w.proofs = readProofImages(input.proofImages ?? []);
        w.status = 'DISPUTED';
        w.confirmDeadline = null;
        break;
      case 'FORCE_RECEIPT':
        if (w.status !== 'DISPUTED') throw new Refusal('withdrawal_not_disputed');
        this.close(w, 'FORCED');
        break;
    }
    return [w];
  }

  private close(w: WithdrawalRecord, receipt: 'RECEIVED' | 'FORCED' | 'AUTO'): void {
    w.status = 'COMPLETED';
    w.receipt = receipt;
    w.completedAt = this.deps.now();
    w.confirmDeadline = null;
  }

  /** Evaluated on read against the store clock, so the dev clock can step past a deadline. */
  private applyAutoReceipts(): void {
    const now = this.deps.now();
    for (const w of this.withdrawals) {
      if (w.status === 'AWAITING_CONFIRMATION' && w.confirmDeadline !== null) {
        if (now >= w.confirmDeadline) this.close(w, 'AUTO');
      }
    }
  }

  private pendingOne(id: string): WithdrawalRecord {
    const w = this.withdrawals.find((x) => x.id === id);
    if (!w) throw new Refusal('withdrawal_not_found');
    if (w.status !== 'PENDING') throw new Refusal('withdrawal_already_processed');
    return w;
  }
}
