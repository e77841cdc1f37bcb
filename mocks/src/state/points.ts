/** How points are earned and what they are worth (spec: points never expire). */
export const POINT_CONFIG = {
  /** Points for each 1.00 staked in real play. */
  pointsPerMajorStaked: 1,
  /** Points for each 1.00 deposited. */
  pointsPerMajorDeposited: 1,
  /** Points that convert into 1.00 of wallet money. */
  pointsPerMajorConverted: 100,
  /** Smallest conversion the mall accepts, in points. */
  minimumConversion: 100,
} as const;

export const CONVERSION_TYPES = ['CHIPS', 'PROMOTION', 'SERVICE', 'GOODS'] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

export interface PointReward {
  id: number;
  name: string;
  type: ConversionType;
  points: number;
  /** Wallet money a CHIPS reward credits, in minor units; 0 for other kinds. */
  amount: number;
  stock: number;
}

export interface PointTransaction {
  id: string;
  memberId: string;
  /** Positive when earned, negative when spent. */
  change: number;
  balanceAfter: number;
  type: 'EARN_BET' | 'EARN_DEPOSIT' | 'REDEEM' | 'REFUND' | 'CONVERT';
  remark: string;
  at: number;
}

export interface Redemption {
  id: string;
  memberId: string;
  rewardId: number;
  productName: string;
  type: ConversionType;
  quantity: number;
  points: number;
  amount: number;
  /**
   * The spec's exchange statuses: chips are credited at once (approved); promotions, services
   * and goods are applied for and wait for the operator, who approves or rejects them.
   */
  status: RedemptionStatus;
  /** The operator's note on a review (why it was rejected, how it is delivered). */
  remark: string;
  at: number;
}

export const REDEMPTION_STATUSES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

const REWARDS: readonly PointReward[] = [
  { id: 1, name: 'Chips 10.00', type: 'CHIPS', points: 1_000, amount: 10_00, stock: 1_000 },
  { id: 2, name: 'Chips 50.00', type: 'CHIPS', points: 5_000, amount: 50_00, stock: 500 },
  { id: 3, name: 'Deposit bonus voucher', type: 'PROMOTION', points: 2_000, amount: 0, stock: 200 },
  {
    id: 4,
    name: 'Priority withdrawal for a week',
    type: 'SERVICE',
    points: 3_000,
    amount: 0,
    stock: 50,
  },
  { id: 5, name: 'Playhouse travel mug', type: 'GOODS', points: 8_000, amount: 0, stock: 20 },
];

export type PointsRefusal = 'points_insufficient' | 'reward_not_found' | 'reward_out_of_stock';
export type ReviewRefusal = 'redemption_not_found' | 'redemption_already_reviewed';

/** Members' point balances, derived from transaction rows, and the points mall. */
export class Points {
  rewards: PointReward[] = [];
  private rows: PointTransaction[] = [];
  private redemptions: Redemption[] = [];
  private readonly countedDeposits = new Set<string>();

  constructor(private readonly now: () => number) {
    this.clear();
  }

  clear(): void {
    this.rewards = REWARDS.map((r) => ({ ...r }));
    this.rows = [];
    this.redemptions = [];
    this.countedDeposits.clear();
  }

  balance(memberId: string): number {
    for (let i = this.rows.length - 1; i >= 0; i -= 1) {
      const row = this.rows[i];
      if (row?.memberId === memberId) return row.balanceAfter;
    }
    return 0;
  }

  transactions(memberId: string): PointTransaction[] {
    return this.rows.filter((r) => r.memberId === memberId).reverse();
  }

  redemptionsOf(memberId: string): Redemption[] {
    return this.redemptions.filter((r) => r.memberId === memberId).reverse();
  }

  /**
   * Earns deposit points for wallet deposits not yet counted, once per ledger reference, so
   * every deposit (seeded or made while the stand-in runs) earns points without the deposit
   * flow knowing about the mall.
   */
  creditDeposits(
    memberId: string,
    entries: readonly { kind: string; deltaMinor: number; reference: string; at?: number }[],
  ): void {
    for (const entry of entries) {
      if (entry.kind !== 'deposit' || entry.deltaMinor <= 0) continue;
      if (this.countedDeposits.has(entry.reference)) continue;
      this.countedDeposits.add(entry.reference);
      this.earn(memberId, entry.deltaMinor, 'EARN_DEPOSIT', 'Deposit', entry.at);
    }
  }

  /** Points for real money staked or deposited (minor units in, whole points out). */
  earn(
    memberId: string,
    minor: number,
    type: 'EARN_BET' | 'EARN_DEPOSIT',
    remark: string,
    at = this.now(),
  ): void {
    const rate =
      type === 'EARN_BET'
        ? POINT_CONFIG.pointsPerMajorStaked
        : POINT_CONFIG.pointsPerMajorDeposited;
    const points = Math.floor((minor * rate) / 100);
    if (points > 0) this.post(memberId, points, type, remark, at);
  }

  /** Checks a redemption without changing anything; the caller moves money first, then commits. */
  checkRedeem(memberId: string, rewardId: number, quantity: number): PointReward | PointsRefusal {
    const reward = this.rewards.find((r) => r.id === rewardId);
    if (!reward) return 'reward_not_found';
    if (reward.stock < quantity) return 'reward_out_of_stock';
    if (this.balance(memberId) < reward.points * quantity) return 'points_insufficient';
    return reward;
  }

  redeem(memberId: string, reward: PointReward, quantity: number, id: string): Redemption {
    reward.stock -= quantity;
    const points = reward.points * quantity;
    this.post(memberId, -points, 'REDEEM', `${reward.name} × ${quantity}`);
    const redemption: Redemption = {
      id,
      memberId,
      rewardId: reward.id,
      productName: reward.name,
      type: reward.type,
      quantity,
      points,
      amount: reward.amount * quantity,
      status: reward.type === 'CHIPS' ? 'APPROVED' : 'APPLYING',
      remark: '',
      at: this.now(),
    };
    this.redemptions.push(redemption);
    return redemption;
  }

  /** Every redemption still waiting for the operator, oldest first. */
  applying(): Redemption[] {
    return this.redemptions.filter((r) => r.status === 'APPLYING');
  }

  /**
   * The operator's decision on an applied-for exchange. A rejection gives the points back and
   * returns the items to stock, once: a reviewed exchange cannot be reviewed again.
   */
  review(id: string, approve: boolean, remark: string): Redemption | ReviewRefusal {
    const redemption = this.redemptions.find((r) => r.id === id);
    if (!redemption) return 'redemption_not_found';
    if (redemption.status !== 'APPLYING') return 'redemption_already_reviewed';
    redemption.status = approve ? 'APPROVED' : 'REJECTED';
    redemption.remark = remark;
    if (!approve) {
      const reward = this.rewards.find((r) => r.id === redemption.rewardId);
      if (reward) reward.stock += redemption.quantity;
      this.post(redemption.memberId, redemption.points, 'REFUND', `${redemption.productName}`);
    }
    return redemption;
  }

  /** Points that may be converted now, or the reason they may not. */
  checkConvert(memberId: string, points: number): PointsRefusal | 'points_below_minimum' | null {
    if (points < POINT_CONFIG.minimumConversion || points % POINT_CONFIG.pointsPerMajorConverted) {
      return 'points_below_minimum';
    }
    return this.balance(memberId) < points ? 'points_insufficient' : null;
  }

  convert(memberId: string, points: number): void {
    this.post(memberId, -points, 'CONVERT', `${points} points to wallet`);
  }

  /** Wallet money, in minor units, for a number of points. */
  static moneyFor(points: number): number {
    return Math.floor((points * 100) / POINT_CONFIG.pointsPerMajorConverted);
  }

  nextReference(memberId: string): string {
    return `PT${memberId}-${this.rows.length + this.redemptions.length + 1}`;
  }

  private post(
    memberId: string,
    change: number,
    type: PointTransaction['type'],
    remark: string,
    at = this.now(),
  ) {
    const balanceAfter = this.balance(memberId) + change;
    if (balanceAfter < 0) throw new Error('points balance may not go negative');
    this.rows.push({
      id: `P${String(this.rows.length + 1).padStart(8, '0')}`,
      memberId,
      change,
      balanceAfter,
      type,
      remark,
      at,
    });
  }
}
