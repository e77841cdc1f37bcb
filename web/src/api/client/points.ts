import { pointsEndpoints } from '../catalogue/points';
import { recordsEndpoints } from '../catalogue/records';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, asStringArray } from './decode';

export interface PointBalance {
  points: number;
  /** Points that make 1.00 of wallet money. */
  pointsPerMajorConverted: number;
  /** Wallet money the convertible points are worth now, major units. */
  convertibleAmount: number;
}

export interface PointReward {
  id: number;
  name: string;
  /** CHIPS, PROMOTION, SERVICE or GOODS. */
  type: string;
  points: number;
  /** Wallet money a CHIPS reward credits, major units. */
  amount: number;
  stock: number;
}

export interface RedemptionRecord {
  transactionNo: string;
  applicationTime: string;
  exchangeType: string;
  productName: string;
  quantity: number;
  pointsRequired: number;
  amount: number;
  status: string;
  /** The operator's note on a reviewed exchange. */
  remark: string;
}

/** The spec's exchange statuses: applying (in process), rejected, approved. */
export const REDEMPTION_STATUSES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** A report window in milliseconds since the epoch: from `startTime`, up to but not `endTime`. */
export interface MsWindow {
  startTime: number;
  endTime: number;
}

export interface RedemptionQuery extends Partial<MsWindow> {
  pageNo: number;
  pageSize: number;
  status?: RedemptionStatus;
}

export interface PointHistoryQuery extends Partial<MsWindow> {
  pageNo: number;
  pageSize: number;
}

export interface PointTransaction {
  id: string;
  change: number;
  balance: number;
  type: string;
  remark: string;
  time: string;
}

export interface PointConfig {
  pointsPerMajorStaked: number;
  pointsPerMajorDeposited: number;
  pointsPerMajorConverted: number;
  minimumConversion: number;
}

/** What a `passwordCheck` call is confirmed with. */
export type PasswordProof = { password: string } | { paymentPassword: string };

interface Paged<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  total: number;
}

function toRedemption(raw: unknown): RedemptionRecord {
  const r = asObject(raw);
  return {
    transactionNo: asString(r.transactionNo),
    applicationTime: asString(r.applicationTime),
    exchangeType: asString(r.exchangeType),
    productName: asString(r.productName),
    quantity: asNumber(r.quantity),
    pointsRequired: asNumber(r.pointsRequired),
    amount: asNumber(r.amount),
    status: asString(r.status),
    remark: asString(r.remark),
  };
}

function paged<T>(value: unknown, read: (raw: unknown) => T): Paged<T> {
  const v = asObject(value);
  return {
    list: asArray<unknown>(v.list).map(read),
    pageNo: asNumber(v.pageNo, 1),
    totalPages: asNumber(v.totalPages),
    total: asNumber(v.total),
  };
}

/** The points mall: balance, rewards, redemptions, history and conversion to money. */
export class PointsApi {
  constructor(private readonly transport: Transport) {}

  async balance(): Promise<PointBalance> {
    const v = asObject(await this.transport.send(pointsEndpoints.pointBalance));
    return {
      points: asNumber(v.points),
      pointsPerMajorConverted: asNumber(v.pointsPerMajorConverted),
      convertibleAmount: asNumber(v.convertibleAmount),
    };
  }

  async rewards(type?: string): Promise<PointReward[]> {
    const v = asObject(
      await this.transport.send(pointsEndpoints.pointReward, type ? { type } : undefined),
    );
    return asArray<unknown>(v.list).map((raw) => {
      const r = asObject(raw);
      return {
        id: asNumber(r.id),
        name: asString(r.name),
        type: asString(r.type),
        points: asNumber(r.points),
        amount: asNumber(r.amount),
        stock: asNumber(r.stock),
      };
    });
  }

  /**
   * Redeems a reward; the platform checks the member's password on this call: the login
   * `password` or the `paymentPassword`, whichever the member confirmed with.
   */
  async redeem(
    input: { rewardId: number; quantity: number; requestId: string } & PasswordProof,
  ): Promise<RedemptionRecord & { points: number }> {
    const value = await this.transport.send(pointsEndpoints.redeemPoint, { ...input });
    return { ...toRedemption(value), points: asNumber(asObject(value).points) };
  }

  /** The member's exchanges for a period and, optionally, one status; newest first. */
  async redemptions(query: RedemptionQuery): Promise<Paged<RedemptionRecord>> {
    return paged(
      await this.transport.send(pointsEndpoints.redeemPointList, { ...query }),
      toRedemption,
    );
  }

  async config(): Promise<PointConfig> {
    const v = asObject(await this.transport.send(pointsEndpoints.pointConfig));
    return {
      pointsPerMajorStaked: asNumber(v.pointsPerMajorStaked),
      pointsPerMajorDeposited: asNumber(v.pointsPerMajorDeposited),
      pointsPerMajorConverted: asNumber(v.pointsPerMajorConverted),
      minimumConversion: asNumber(v.minimumConversion),
    };
  }

  /** Points earned and spent (within the window, when one is given), newest first. */
  async history(query: PointHistoryQuery): Promise<Paged<PointTransaction>> {
    return paged(await this.transport.send(recordsEndpoints.memTransDet, { ...query }), (raw) => {
      const t = asObject(raw);
      return {
        id: asString(t.id),
        change: asNumber(t.change),
        balance: asNumber(t.balance),
        type: asString(t.type),
        remark: asString(t.remark),
        time: asString(t.time),
      };
    });
  }

  /** Converts points to wallet money; the platform checks the member's password. */
  async convert(
    input: { points: number; requestId: string } & PasswordProof,
  ): Promise<{ points: number; amount: number; balance: number }> {
    const v = asObject(await this.transport.send(pointsEndpoints.convertPoint, { ...input }));
    return { points: asNumber(v.points), amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }

  async conversionTypes(): Promise<string[]> {
    const v = asObject(await this.transport.send(pointsEndpoints.pointRewardConversionType));
    return asStringArray(v.list);
  }
}
