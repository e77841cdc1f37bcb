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

export type DepositState = 'PENDING' | 'ARRIVED' | 'FAILED' | 'CANCELLED' | 'EXPIRED';

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
  /** What the payer writes with a transfer so the provider can match it ('' when none). */
  reference: string;
  /** Until when the provider takes the payment (ISO), or null when it did not say. */
  expiresAt: string | null;
}

/** The account a transfer goes to, as the platform names it to the payer. */
export interface DepositPayee {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/**
 * A deposit just made, with where and how to pay it, as the platform's deposit answer gives it:
 * `redirectUrl` the provider's payment page ('' when there is none), `showQrImageOnly` to show
 * that address as a QR code to scan rather than open it (both the platform's names,
 * upstream-endpoints-centres-notes.md), `payee` the account to transfer to (our name: the tables
 * name no field for it).
 */
export interface DepositOrder extends Deposit {
  redirectUrl: string;
  showQrImageOnly: boolean;
  payee: DepositPayee | null;
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

const STATES: readonly DepositState[] = ['PENDING', 'ARRIVED', 'FAILED', 'CANCELLED', 'EXPIRED'];

function readPayee(value: unknown): DepositPayee | null {
  if (!value || typeof value !== 'object') return null;
  const v = asObject(value);
  const payee = {
    bankName: asString(v.bankName),
    accountName: asString(v.accountName),
    accountNumber: asString(v.accountNumber),
  };
  // An account number is what a transfer cannot go without.
  return payee.accountNumber ? payee : null;
}

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
    reference: asString(v.reference),
    expiresAt: typeof v.expiresAt === 'string' && v.expiresAt ? v.expiresAt : null,
  };
}

/** Only a web page's address may be opened or drawn as a code: never `javascript:` or `data:`. */
function webAddress(url: string): string {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : '';
  } catch {
    return '';
  }
}

function readOrder(value: unknown): DepositOrder {
  const v = asObject(value);
  return {
    ...readDeposit(value),
    redirectUrl: webAddress(asString(v.redirectUrl)),
    showQrImageOnly: truthy(v.showQrImageOnly),
    payee: readPayee(v.payee),
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

  async create(input: DepositRequest): Promise<DepositOrder> {
    const { promotionId, ...rest } = input;
    const value = await this.transport.send(depositEndpoints.createDepositTask, {
      ...rest,
      ...(promotionId === null ? {} : { promotionId }),
    });
    return readOrder(value);
  }

  /** A waiting order's payment details again (after a reload, or coming back to the page). */
  async confirmationDetail(depositId: string): Promise<DepositOrder> {
    return readOrder(
      await this.transport.send(depositEndpoints.getDepositConfirmationDetail, { depositId }),
    );
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
