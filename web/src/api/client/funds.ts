import { fundsEndpoints } from '../catalogue/funds';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';
import { readPage, type Page } from './paging';

export interface MemberRef {
  account: string;
  nickname: string;
  type: number;
}

export interface TransferTargets {
  upline: MemberRef | null;
  downlines: MemberRef[];
}

export interface TransferReceipt {
  transferId: string;
  toAccount: string;
  /** Major units, as the platform sends money. */
  amount: number;
  balance: number;
}

export interface DepositChannel {
  code: string;
  name: string;
  minAmount: number;
  maxAmount: number;
}

export type DepositStatus = 'PENDING' | 'ARRIVED' | 'FAILED';

export interface Deposit {
  depositId: string;
  channel: string;
  amount: number;
  status: DepositStatus;
  createdAt: string;
  settledAt: string | null;
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function readMemberRef(value: unknown): MemberRef {
  const v = asObject(value);
  return { account: asString(v.account), nickname: asString(v.nickname), type: asNumber(v.type) };
}

function readDeposit(value: unknown): Deposit {
  const v = asObject(value);
  return {
    depositId: asString(v.depositId),
    channel: asString(v.channel),
    amount: asNumber(v.amount),
    status: asString(v.status, 'PENDING') as DepositStatus,
    createdAt: asString(v.createdAt),
    settledAt: nullableString(v.settledAt),
  };
}

/** Deposits and transfers along the agent tree (withdrawals: `WithdrawApi`). */
export class FundsApi {
  constructor(private readonly transport: Transport) {}

  /** True when the merchant runs one wallet for every vendor (nothing to move between wallets). */
  async isSingleWallet(): Promise<boolean> {
    const value = asObject(await this.transport.send(fundsEndpoints.merchantWallet));
    return truthy(value.isSingle);
  }

  async transferTargets(): Promise<TransferTargets> {
    const value = asObject(await this.transport.send(fundsEndpoints.transferTargets));
    return {
      upline: value.upline ? readMemberRef(value.upline) : null,
      downlines: asArray<unknown>(value.downlines).map(readMemberRef),
    };
  }

  /**
   * Moves money to the direct upline or a downline. `requestId` is made once per submission
   * (not per retry), so a retried request is refused rather than paid twice.
   */
  async transfer(input: {
    toAccount: string;
    amount: number;
    requestId: string;
  }): Promise<TransferReceipt> {
    const v = asObject(await this.transport.send(fundsEndpoints.walletTransfer, input));
    return {
      transferId: asString(v.transferId),
      toAccount: asString(v.toAccount),
      amount: asNumber(v.amount),
      balance: asNumber(v.balance),
    };
  }

  async depositChannels(): Promise<DepositChannel[]> {
    const value = asObject(await this.transport.send(fundsEndpoints.depositChannels));
    return asArray<Json>(value.list).map((c) => ({
      code: asString(c.code),
      name: asString(c.name),
      minAmount: asNumber(c.minAmount),
      maxAmount: asNumber(c.maxAmount),
    }));
  }

  async requestDeposit(input: {
    amount: number;
    channel: string;
    requestId: string;
  }): Promise<Deposit> {
    return readDeposit(await this.transport.send(fundsEndpoints.requestDeposit, input));
  }

  async deposits(page: { pageNo: number; pageSize: number }): Promise<Page<Deposit>> {
    return readPage(await this.transport.send(fundsEndpoints.depositList, page), readDeposit);
  }
}
