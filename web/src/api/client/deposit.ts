import { depositEndpoints } from '../catalogue/deposit';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';

/** One way to pay within a method, with the platform's limit and charge fields. */
export interface DepositChannel {
  vendorId: number;
  bankCode: string;
  name: string;
  /** Major units, as the platform sends money. */
  minAmount: number;
  maxAmount: number;
  /** Percentage of the amount. */
  customerCharge: number;
  customerChargeFixed: number;
  minCustomerCharge: number;
  /** 0: no upper bound. */
  maxCustomerCharge: number;
  nicknameRequired: boolean;
}

export interface DepositMethod {
  bankType: string;
  name: string;
  channels: DepositChannel[];
}

export interface DepositPromotion {
  promotionId: number;
  name: string;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
}

export interface DepositSettings {
  allowDeposit: boolean;
  currency: string;
  promotions: DepositPromotion[];
}

export type DepositState = 'PENDING' | 'ARRIVED' | 'FAILED' | 'CANCELLED';

export interface Deposit {
  depositId: string;
  bankType: string;
  vendorName: string;
  amount: number;
  charge: number;
  bonus: number;
  state: DepositState;
  createdAt: string;
  settledAt: string | null;
}

export interface DepositRequest {
  amount: number;
  bankType: string;
  vendorId: number;
  bankCode: string;
  promotionId: number | null;
  /** Made once per submission and reused on a retry, so a double tap never pays twice. */
  requestId: string;
}

export interface DepositReportQuery {
  /** Epoch milliseconds, as the platform's report takes them; end exclusive. */
  startDate: number;
  endDate: number;
  depositType?: string;
  depositState?: DepositState;
}

const STATES: readonly DepositState[] = ['PENDING', 'ARRIVED', 'FAILED', 'CANCELLED'];

function readChannel(value: unknown): DepositChannel {
  const v = asObject(value);
  return {
    vendorId: asNumber(v.vendorId),
    bankCode: asString(v.bankCode),
    name: asString(v.name),
    minAmount: asNumber(v.minAmount),
    maxAmount: asNumber(v.maxAmount),
    customerCharge: asNumber(v.customerCharge),
    customerChargeFixed: asNumber(v.customerChargeFixed),
    minCustomerCharge: asNumber(v.minCustomerCharge),
    maxCustomerCharge: asNumber(v.maxCustomerCharge),
    nicknameRequired: truthy(v.nicknameRequired),
  };
}

function readDeposit(value: unknown): Deposit {
  const v = asObject(value);
  const state = asString(v.depositState) as DepositState;
  return {
    depositId: asString(v.depositId),
    bankType: asString(v.bankType),
    vendorName: asString(v.vendorName),
    amount: asNumber(v.amount),
    charge: asNumber(v.charge),
    bonus: asNumber(v.bonus),
    state: STATES.includes(state) ? state : 'PENDING',
    createdAt: asString(v.createdAt),
    settledAt: typeof v.settledAt === 'string' ? v.settledAt : null,
  };
}

/** The deposit screen's calls (`depositv2`). */
export class DepositApi {
  constructor(private readonly transport: Transport) {}

  async settings(): Promise<DepositSettings> {
    const v = asObject(await this.transport.send(depositEndpoints.getDepositSettings));
    return {
      allowDeposit: v.allowDeposit === undefined ? true : truthy(v.allowDeposit),
      currency: asString(v.currency),
      promotions: asArray<Json>(v.promotions).map((p) => ({
        promotionId: asNumber(p.promotionId),
        name: asString(p.name),
        bonusPercent: asNumber(p.bonusPercent),
        maxBonus: asNumber(p.maxBonus),
        minDeposit: asNumber(p.minDeposit),
      })),
    };
  }

  async methods(): Promise<DepositMethod[]> {
    const v = asObject(await this.transport.send(depositEndpoints.getDepositMethods));
    return asArray<Json>(v.list).map((m) => ({
      bankType: asString(m.bankType),
      name: asString(m.name),
      channels: asArray<unknown>(m.channels).map(readChannel),
    }));
  }

  /** Quick-pick amounts, major units. */
  async fixedAmounts(): Promise<number[]> {
    const v = asObject(await this.transport.send(depositEndpoints.getFixedAmounts));
    return asArray<unknown>(v.fixedAmounts)
      .map((n) => asNumber(n, NaN))
      .filter((n) => Number.isFinite(n) && n > 0);
  }

  async create(input: DepositRequest): Promise<Deposit & { redirectUrl: string }> {
    const { promotionId, ...rest } = input;
    const value = await this.transport.send(depositEndpoints.createDepositTask, {
      ...rest,
      ...(promotionId === null ? {} : { promotionId }),
    });
    return { ...readDeposit(value), redirectUrl: asString(asObject(value).redirectUrl) };
  }

  async report(
    query: DepositReportQuery,
    page: number,
    size: number,
  ): Promise<{ list: Deposit[]; total: number }> {
    const v = asObject(
      await this.transport.send(depositEndpoints.getDepositTransactionReport, {
        ...query,
        page,
        size,
      }),
    );
    const list = asArray<unknown>(v.list).map(readDeposit);
    return { list, total: asNumber(v.total, list.length) };
  }

  async cancel(depositId: string): Promise<Deposit> {
    return readDeposit(await this.transport.send(depositEndpoints.cancelC2CDeposit, { depositId }));
  }
}
