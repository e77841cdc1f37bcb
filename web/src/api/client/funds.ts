import { fundsEndpoints } from '../catalogue/funds';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString } from './decode';
import { readPage, type Page } from './paging';

export type WithdrawalStatus =
  'PENDING' | 'AWAITING_CONFIRMATION' | 'DISPUTED' | 'COMPLETED' | 'REJECTED';

export interface Withdrawal {
  withdrawalId: string;
  amount: number;
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

export interface PaymentConfirmations {
  list: Withdrawal[];
  autoReceiveMinutes: number;
}

/** The member's answer to a withdrawal-confirmation request (spec §4). */
export type ConfirmationAnswer =
  | { action: 'RECEIVED'; withdrawalId: string }
  | { action: 'ALL_RECEIVED' }
  | { action: 'NOT_RECEIVED'; withdrawalId: string; proofImages: readonly string[] }
  | { action: 'FORCE_RECEIPT'; withdrawalId: string };

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readWithdrawal(value: unknown): Withdrawal {
  const v = asObject(value);
  const receipt = v.receipt;
  return {
    withdrawalId: asString(v.withdrawalId),
    amount: asNumber(v.amount),
    status: asString(v.status, 'PENDING') as WithdrawalStatus,
    createdAt: asString(v.createdAt),
    approvedAt: nullableString(v.approvedAt),
    confirmDeadline: nullableString(v.confirmDeadline),
    completedAt: nullableString(v.completedAt),
    receipt: receipt === 'RECEIVED' || receipt === 'FORCED' || receipt === 'AUTO' ? receipt : null,
    proofCount: asNumber(v.proofCount),
    rejectReason: nullableString(v.rejectReason),
  };
}

/** Withdrawals and their receipt confirmation. */
export class FundsApi {
  constructor(private readonly transport: Transport) {}

  /** Holds the amount at once; `password` is checked by the platform (passwordCheck). */
  async requestWithdrawal(input: {
    amount: number;
    password: string;
    requestId: string;
  }): Promise<Withdrawal & { balance: number }> {
    const value = await this.transport.send(fundsEndpoints.requestWithdrawal, input);
    return { ...readWithdrawal(value), balance: asNumber(asObject(value).balance) };
  }

  async withdrawals(page: { pageNo: number; pageSize: number }): Promise<Page<Withdrawal>> {
    return readPage(await this.transport.send(fundsEndpoints.withdrawalList, page), readWithdrawal);
  }

  async paymentConfirmations(): Promise<PaymentConfirmations> {
    const value = asObject(await this.transport.send(fundsEndpoints.getPaymentConfirmationList));
    return {
      list: asArray<unknown>(value.list).map(readWithdrawal),
      autoReceiveMinutes: asNumber(value.autoReceiveMinutes),
    };
  }

  /** Proof images are `data:image/png|jpeg;base64,...` URLs: png or jpg, 5 MB each, 1 to 3. */
  async answerConfirmation(answer: ConfirmationAnswer): Promise<Withdrawal[]> {
    const value = asObject(
      await this.transport.send(fundsEndpoints.processC2CTransaction, { ...answer }),
    );
    return asArray<unknown>(value.list).map(readWithdrawal);
  }
}
