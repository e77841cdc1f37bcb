import { withdrawEndpoints } from '../catalogue/withdraw';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';

/** The confirmation list on its way, by transport (one per page; a test's own per test). */
const confirmationsInFlight = new WeakMap<
  Transport,
  { answer: Promise<PaymentConfirmations>; askedAt: number }
>();

export type WithdrawType = 'BC' | 'EW';
export type MobileVerificationType = 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT' | null;

/** Money in major units, as the platform sends it. */
export interface WithdrawSettings {
  minimumAmount: number;
  maximumAmount: number;
  eWalletMinAmount: number;
  eWalletMaxAmount: number;
  dailyWithdrawMaxCount: number;
  remainingWithdrawCount: number;
  remainingWithdrawAmount: number;
  mobileVerificationType: MobileVerificationType;
  mobileVerificationWithdrawAmount: number;
  c2cEnabled: boolean;
  /** Percent charged while deposits are not yet turned over. */
  withdrawPenaltyCharge: number;
  /** `HH:mm`, site time (Asia/Bangkok). */
  withdrawDateFrom: string;
  withdrawDateTo: string;
  withdrawOpen: boolean;
  fixedAmountFlag: boolean;
  fixedWithdrawAmounts: number[];
  /** Rich text from the operator: render through SafeHtml. */
  precautionNote: string;
  availBalance: number;
}

export interface WithdrawMethod {
  withdrawType: WithdrawType;
  minAmount: number;
  maxAmount: number;
  chargePercent: number;
}

export interface WithdrawCharges {
  withdrawAmount: number;
  handlingCharge: number;
  penaltyCharge: number;
  totalCharges: number;
  actualAmount: number;
}

export interface TurnoverInfo {
  requiredTurnover: number;
  achievedTurnover: number;
  remainingTurnover: number;
}

export type WithdrawalStatus =
  'PENDING' | 'AWAITING_CONFIRMATION' | 'DISPUTED' | 'COMPLETED' | 'REJECTED';

export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'PENDING',
  'AWAITING_CONFIRMATION',
  'DISPUTED',
  'COMPLETED',
  'REJECTED',
];

export interface Withdrawal {
  withdrawalId: string;
  amount: number;
  charges: number;
  actualAmount: number;
  /** Bank and last four digits of the account paid to. */
  account: string;
  status: WithdrawalStatus;
  createdAt: string;
  approvedAt: string | null;
  /** When an unanswered confirmation counts as received. */
  confirmDeadline: string | null;
  completedAt: string | null;
  receipt: 'RECEIVED' | 'FORCED' | 'AUTO' | null;
  proofCount: number;
  rejectReason: string | null;
}

export interface WithdrawInput {
  amount: number;
  bankCardId: string;
  password: string;
  verificationCode?: string;
  /** Made once per submission, reused on a retry: the platform refuses a repeat. */
  requestId: string;
}

export interface PaymentConfirmations {
  list: Withdrawal[];
  autoReceiveMinutes: number;
}

/** The member's answer to a receipt-confirmation request (spec §4). */
export type ConfirmationAnswer =
  | { action: 'RECEIVED'; withdrawalId: string }
  | { action: 'ALL_RECEIVED' }
  | { action: 'NOT_RECEIVED'; withdrawalId: string; proofImages: readonly string[] }
  | { action: 'FORCE_RECEIPT'; withdrawalId: string };

export interface ReportQuery {
  startDateTs?: number;
  endDateTs?: number;
  status?: WithdrawalStatus;
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readStatus(value: unknown): WithdrawalStatus {
  return WITHDRAWAL_STATUSES.find((s) => s === value) ?? 'PENDING';
}

export function readWithdrawal(value: unknown): Withdrawal {
  const v = asObject(value);
  const receipt = v.receipt;
  return {
    withdrawalId: asString(v.withdrawalId),
    amount: asNumber(v.amount),
    charges: asNumber(v.charges),
    actualAmount: asNumber(v.actualAmount, asNumber(v.amount)),
    account: asString(v.account),
    status: readStatus(v.status),
    createdAt: asString(v.createdAt),
    approvedAt: nullableString(v.approvedAt),
    confirmDeadline: nullableString(v.confirmDeadline),
    completedAt: nullableString(v.completedAt),
    receipt: receipt === 'RECEIVED' || receipt === 'FORCED' || receipt === 'AUTO' ? receipt : null,
    proofCount: asNumber(v.proofCount),
    rejectReason: nullableString(v.rejectReason),
  };
}

function readVerificationType(value: unknown): MobileVerificationType {
  return value === 'EVERY_WITHDRAWAL' || value === 'WITHDRAW_AMOUNT' ? value : null;
}

/** The withdraw screen's calls and the receipt confirmation. */
export class WithdrawApi {
  constructor(private readonly transport: Transport) {}

  async settings(): Promise<WithdrawSettings> {
    const v = asObject(
      await this.transport.send(withdrawEndpoints.getWithdrawSettings, { groupId: 0 }),
    );
    return {
      minimumAmount: asNumber(v.minimumAmount),
      maximumAmount: asNumber(v.maximumAmount),
      eWalletMinAmount: asNumber(v.eWalletMinAmount, asNumber(v.minimumAmount)),
      eWalletMaxAmount: asNumber(v.eWalletMaxAmount, asNumber(v.maximumAmount)),
      dailyWithdrawMaxCount: asNumber(v.dailyWithdrawMaxCount),
      remainingWithdrawCount: asNumber(v.remainingWithdrawCount),
      remainingWithdrawAmount: asNumber(v.remainingWithdrawAmount),
      mobileVerificationType: readVerificationType(v.mobileVerificationType),
      mobileVerificationWithdrawAmount: asNumber(v.mobileVerificationWithdrawAmount),
      c2cEnabled: truthy(v.c2cEnabled),
      withdrawPenaltyCharge: asNumber(v.withdrawPenaltyCharge),
      withdrawDateFrom: asString(v.withdrawDateFrom, '00:00'),
      withdrawDateTo: asString(v.withdrawDateTo, '23:59'),
      withdrawOpen: v.withdrawOpen === undefined ? true : truthy(v.withdrawOpen),
      fixedAmountFlag: truthy(v.fixedAmountFlag),
      fixedWithdrawAmounts: asArray<unknown>(v.fixedWithdrawAmounts).map((a) => asNumber(a)),
      precautionNote: asString(v.precautionNote),
      availBalance: asNumber(v.availBalance),
    };
  }

  async methods(): Promise<WithdrawMethod[]> {
    const v = asObject(await this.transport.send(withdrawEndpoints.getWithdrawMethods));
    return asArray<Json>(v.list)
      .filter((m) => m.withdrawType === 'BC' || m.withdrawType === 'EW')
      .map((m) => ({
        withdrawType: m.withdrawType as WithdrawType,
        minAmount: asNumber(m.minAmount),
        maxAmount: asNumber(m.maxAmount),
        chargePercent: asNumber(m.chargePercent),
      }));
  }

  async charges(withdrawAmount: number, withdrawType: WithdrawType): Promise<WithdrawCharges> {
    const v = asObject(
      await this.transport.send(withdrawEndpoints.getCalculatedWithdrawCharges, {
        withdrawAmount,
        withdrawType,
      }),
    );
    return {
      withdrawAmount: asNumber(v.withdrawAmount, withdrawAmount),
      handlingCharge: asNumber(v.handlingCharge),
      penaltyCharge: asNumber(v.penaltyCharge),
      totalCharges: asNumber(v.totalCharges),
      actualAmount: asNumber(v.actualAmount, withdrawAmount),
    };
  }

  async turnover(): Promise<TurnoverInfo> {
    const v = asObject(await this.transport.send(withdrawEndpoints.getTurnoverInfo));
    return {
      requiredTurnover: asNumber(v.requiredTurnover),
      achievedTurnover: asNumber(v.achievedTurnover),
      remainingTurnover: asNumber(v.remainingTurnover),
    };
  }

  /** Encrypted (it carries the payment password); the amount is held at once. */
  async withdraw(input: WithdrawInput): Promise<Withdrawal & { balance: number }> {
    const value = await this.transport.send(withdrawEndpoints.withdrawMoney, {
      check: 'v2',
      amount: input.amount,
      bankCardId: input.bankCardId,
      password: input.password,
      ...(input.verificationCode ? { verificationCode: input.verificationCode } : {}),
      requestId: input.requestId,
    });
    return { ...readWithdrawal(value), balance: asNumber(asObject(value).balance) };
  }

  /** Rows `start` (inclusive) to `end` (exclusive), newest first. */
  async report(
    query: ReportQuery & { start: number; end: number },
  ): Promise<{ list: Withdrawal[]; total: number }> {
    const v = asObject(
      await this.transport.send(withdrawEndpoints.getWithdrawTransactionReport, { ...query }),
    );
    return { list: asArray<unknown>(v.records).map(readWithdrawal), total: asNumber(v.total) };
  }

  /** Sends a code to the member's own mobile; resolves with its validity in minutes. */
  async sendSmsCode(type: 'WITHDRAW' | 'PAYMENT_PASSWORD'): Promise<{ expiredMinutes: number }> {
    const v = asObject(await this.transport.send(withdrawEndpoints.smsVerified, { type }));
    return { expiredMinutes: asNumber(v.expiredMinutes, 1) };
  }

  /**
   * The withdrawals waiting for the member to confirm receipt. Asks made while one is on its way
   * share its answer: the dialog's opener checks at start on every page, and the withdraw page
   * reads the same list as it opens. After a push or a resync heard at `heardAt`
   * (`performance.now()`), only an answer asked for since then will do: one asked for before may
   * predate what the push announced.
   */
  paymentConfirmations({ heardAt }: { heardAt?: number } = {}): Promise<PaymentConfirmations> {
    const pending = confirmationsInFlight.get(this.transport);
    if (pending && (heardAt === undefined || pending.askedAt >= heardAt)) return pending.answer;
    const answer: Promise<PaymentConfirmations> = this.readPaymentConfirmations().finally(() => {
      if (confirmationsInFlight.get(this.transport)?.answer === answer) {
        confirmationsInFlight.delete(this.transport);
      }
    });
    confirmationsInFlight.set(this.transport, { answer, askedAt: performance.now() });
    return answer;
  }

  private async readPaymentConfirmations(): Promise<PaymentConfirmations> {
    const v = asObject(await this.transport.send(withdrawEndpoints.getPaymentConfirmationList));
    return {
      list: asArray<unknown>(v.list).map(readWithdrawal),
      autoReceiveMinutes: asNumber(v.autoReceiveMinutes),
    };
  }

  /**
   * Proof images are `data:image/png|jpeg;base64,...` URLs: png or jpg, 5 MB each, 1 to 3.
   * `onProgress` follows the upload (0 to 1).
   */
  async answerConfirmation(
    answer: ConfirmationAnswer,
    onProgress?: (fraction: number) => void,
  ): Promise<Withdrawal[]> {
    const value = asObject(
      await this.transport.send(
        withdrawEndpoints.processC2CTransaction,
        { ...answer },
        onProgress ? { onUploadProgress: (sent, total) => onProgress(sent / total) } : undefined,
      ),
    );
    return asArray<unknown>(value.list).map(readWithdrawal);
  }
}
