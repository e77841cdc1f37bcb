import { randomBytes, randomInt } from 'node:crypto';
import { MemberType, type Member } from './accounts.js';
import { blockRefusal, type LimitsState } from './limits.js';
import { Refusal } from './refusal.js';
import { realScheduler, type Scheduler } from './scheduler.js';
import {
  DEFAULT_FIXED_AMOUNTS_MINOR,
  defaultDepositMethods,
  defaultDepositPromotions,
  type DepositChannelSeed,
  type DepositMethodSeed,
  type DepositPromotionSeed,
  type PayeeSeed,
  type PaymentKind,
} from './seed/deposit.js';
import type { PlatformPush } from './platformPush.js';
import type { Wallet } from './wallet.js';

/**
 * Deposits on the platform's calls (`MCSFE_createDepositTask` and friends): a request records a
 * `PENDING` order with what its channel's provider gives the payer (an account and a reference,
 * a QR code, or a payment page: `../cashier/`); the provider settles it (the payer on that page,
 * an operator through `/__dev`, or the timer when one is set), or the order expires unpaid.
 * Arrival credits the wallet once, with the reference derived from the deposit, and the platform
 * pushes `DEPOSIT` to the member (arrived, failed or expired). Player limits and blocks are
 * checked before anything is recorded.
 */

export interface DepositDeps {
  now: () => number;
  wallet: Wallet;
  limits: LimitsState;
  push: Pick<PlatformPush, 'depositArrived' | 'depositFailed'>;
}

/** What the member is told when the provider gives no reason of its own. */
export const DEFAULT_DEPOSIT_FAILURE = 'Payment failed';
/** The provider's words when an order runs out of time unpaid. */
export const DEPOSIT_EXPIRED_REASON = 'Order expired';

export interface DepositSettings {
  /**
   * Deposits arrive on their own after this many seconds (a provider that pays without the
   * payer, for demonstrations); null, the default, waits for the payer or an operator.
   */
  autoArriveSeconds: number | null;
  /** An order not paid within this many seconds expires, as a provider's does. */
  orderExpirySeconds: number;
}

const DEFAULT_SETTINGS: DepositSettings = { autoArriveSeconds: null, orderExpirySeconds: 15 * 60 };

export type DepositState = 'PENDING' | 'ARRIVED' | 'FAILED' | 'CANCELLED' | 'EXPIRED';

export interface DepositRecord {
  id: string;
  memberId: string;
  bankType: string;
  vendorId: number;
  channelName: string;
  amountMinor: number;
  chargeMinor: number;
  promotionId: number | null;
  bonusMinor: number;
  state: DepositState;
  requestId: string;
  createdAt: number;
  settledAt: number | null;
  /** How the channel's provider takes the money. */
  payment: PaymentKind;
  /** The account to transfer to (`PAYEE` channels). */
  payee: PayeeSeed | null;
  /** What the payer writes with the transfer, so the provider can match it to this order. */
  reference: string;
  /** The provider's unguessable key of its payment page for this order. */
  cashierToken: string;
  expiresAt: number;
}

export interface DepositRequest {
  bankType: string;
  vendorId: number;
  amountMinor: number;
  promotionId: number | null;
  requestId: string;
}

/** The platform's charge fields: a percentage plus a fixed part, kept between min and max. */
export function chargeFor(channel: DepositChannelSeed, amountMinor: number): number {
  const raw =
    Math.round((amountMinor * channel.customerCharge) / 100) + channel.customerChargeFixedMinor;
  const floored = Math.max(raw, channel.minCustomerChargeMinor);
  return channel.maxCustomerChargeMinor > 0
    ? Math.min(floored, channel.maxCustomerChargeMinor)
    : floored;
}

export function bonusFor(promotion: DepositPromotionSeed, amountMinor: number): number {
  if (amountMinor < promotion.minDepositMinor) return 0;
  return Math.min(
    Math.round((amountMinor * promotion.bonusPercent) / 100),
    promotion.maxBonusMinor,
  );
}

export class DepositsState {
  settings: DepositSettings = { ...DEFAULT_SETTINGS };
  methods: DepositMethodSeed[] = defaultDepositMethods();
  fixedAmountsMinor: number[] = [...DEFAULT_FIXED_AMOUNTS_MINOR];
  promotions: DepositPromotionSeed[] = defaultDepositPromotions();
  scheduler: Scheduler = realScheduler;
  private deposits: DepositRecord[] = [];
  private readonly timers = new Set<() => void>();
  private nextNumber = 1;

  constructor(private readonly deps: DepositDeps) {}

  reset(): void {
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    this.settings = { ...DEFAULT_SETTINGS };
    this.methods = defaultDepositMethods();
    this.fixedAmountsMinor = [...DEFAULT_FIXED_AMOUNTS_MINOR];
    this.promotions = defaultDepositPromotions();
    this.scheduler = realScheduler;
    this.deposits = [];
    this.nextNumber = 1;
  }

  /** Promotions the member may still take: the first-deposit bonus until a deposit arrives. */
  promotionsFor(memberId: string): DepositPromotionSeed[] {
    const deposited = this.deposits.some((d) => d.memberId === memberId && d.state === 'ARRIVED');
    return deposited ? [] : this.promotions;
  }

  create(member: Member, input: DepositRequest): DepositRecord {
    if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
    const block = this.deps.limits.blockOf(member);
    if (block) throw blockRefusal(block);
    const method = this.methods.find((m) => m.bankType === input.bankType);
    const channel = method?.channels.find((c) => c.vendorId === input.vendorId && c.enabled);
    if (!method || !channel) throw new Refusal('deposit_channel_invalid');
    if (channel.nicknameRequired && !member.payeeName) throw new Refusal('payee_name_required');
    if (input.amountMinor < channel.minMinor) throw new Refusal('deposit_below_minimum');
    if (input.amountMinor > channel.maxMinor) throw new Refusal('deposit_above_maximum');
    if (!input.requestId) throw new Refusal('request_param_err');
    if (this.deposits.some((d) => d.memberId === member.id && d.requestId === input.requestId)) {
      throw new Refusal('duplicate_reference');
    }
    let bonusMinor = 0;
    if (input.promotionId !== null) {
      const promotion = this.promotionsFor(member.id).find(
        (p) => p.promotionId === input.promotionId,
      );
      if (!promotion) throw new Refusal('promotion_not_available');
      bonusMinor = bonusFor(promotion, input.amountMinor);
    }
    this.deps.limits.checkDeposit(member.id, input.amountMinor, (from, to) =>
      this.depositedBetween(member.id, from, to),
    );
    // One clock reading: the order lasts exactly its expiry time from when it is made.
    const now = this.deps.now();
    const deposit: DepositRecord = {
      id: this.newId(),
      memberId: member.id,
      bankType: method.bankType,
      vendorId: channel.vendorId,
      channelName: channel.name,
      amountMinor: input.amountMinor,
      chargeMinor: chargeFor(channel, input.amountMinor),
      promotionId: input.promotionId,
      bonusMinor,
      state: 'PENDING',
      requestId: input.requestId,
      createdAt: now,
      settledAt: null,
      payment: channel.payment,
      payee: channel.payee ?? null,
      reference: newReference(),
      cashierToken: randomBytes(18).toString('base64url'),
      expiresAt: now + this.settings.orderExpirySeconds * 1000,
    };
    this.deposits.push(deposit);
    this.scheduleArrival(deposit);
    this.scheduleExpiry(deposit);
    return deposit;
  }

  /** The order behind a provider's payment page; an order past its time has expired by now. */
  byCashierToken(token: string): DepositRecord | undefined {
    const deposit = this.deposits.find((d) => d.cashierToken === token);
    if (deposit) this.expireIfDue(deposit);
    return deposit;
  }

  /** The order runs out of time unpaid (its timer, a reader that finds it late, an operator). */
  expire(id: string): DepositRecord {
    const deposit = this.deposits.find((d) => d.id === id);
    if (!deposit) throw new Refusal('deposit_not_found');
    if (deposit.state !== 'PENDING') throw new Refusal('deposit_already_settled');
    deposit.state = 'EXPIRED';
    deposit.settledAt = this.deps.now();
    this.deps.push.depositFailed(deposit.memberId, {
      amountMinor: deposit.amountMinor,
      time: deposit.settledAt,
      reason: DEPOSIT_EXPIRED_REASON,
    });
    return deposit;
  }

  /**
   * The payment provider's answer (an operator or the timer in the stand-in); a failure carries
   * the provider's reason, which the member is told.
   */
  settle(
    id: string,
    outcome: 'ARRIVED' | 'FAILED',
    reason = DEFAULT_DEPOSIT_FAILURE,
  ): DepositRecord {
    const deposit = this.deposits.find((d) => d.id === id);
    if (!deposit) throw new Refusal('deposit_not_found');
    this.expireIfDue(deposit);
    if (deposit.state === 'EXPIRED') throw new Refusal('deposit_expired');
    if (deposit.state !== 'PENDING') throw new Refusal('deposit_already_settled');
    deposit.settledAt = this.deps.now();
    if (outcome === 'FAILED') {
      deposit.state = 'FAILED';
      this.deps.push.depositFailed(deposit.memberId, {
        amountMinor: deposit.amountMinor,
        time: deposit.settledAt,
        reason,
      });
      return deposit;
    }
    const credited = deposit.amountMinor - deposit.chargeMinor;
    // Seeded balances are deposits too: "first" means no deposit was ever credited before.
    const firstDeposit = !this.deps.wallet
      .entries(deposit.memberId)
      .some((e) => e.kind === 'deposit' && e.deltaMinor > 0);
    this.deps.wallet.post({
      memberId: deposit.memberId,
      deltaMinor: credited,
      kind: 'deposit',
      reference: `deposit:${deposit.id}`,
      note: deposit.channelName,
    });
    if (deposit.bonusMinor > 0) {
      this.deps.wallet.post({
        memberId: deposit.memberId,
        deltaMinor: deposit.bonusMinor,
        kind: 'promotion',
        reference: `deposit:${deposit.id}:bonus`,
        note: String(deposit.promotionId),
      });
    }
    deposit.state = 'ARRIVED';
    this.deps.push.depositArrived(deposit.memberId, {
      amountMinor: credited,
      time: deposit.settledAt,
      firstDeposit,
    });
    return deposit;
  }

  /** The member withdraws a player-to-player deposit that has not been paid yet. */
  cancel(member: Member, depositId: string): DepositRecord {
    const deposit = this.deposits.find((d) => d.id === depositId && d.memberId === member.id);
    if (!deposit) throw new Refusal('deposit_not_found');
    if (deposit.bankType !== 'C2C') throw new Refusal('deposit_not_cancellable');
    this.expireIfDue(deposit);
    if (deposit.state !== 'PENDING') throw new Refusal('deposit_already_settled');
    deposit.state = 'CANCELLED';
    deposit.settledAt = this.deps.now();
    return deposit;
  }

  pending(): DepositRecord[] {
    for (const d of this.deposits) this.expireIfDue(d);
    return this.deposits.filter((d) => d.state === 'PENDING');
  }

  /** A member's deposits, newest first. */
  of(memberId: string): DepositRecord[] {
    const own = this.deposits.filter((d) => d.memberId === memberId);
    for (const d of own) this.expireIfDue(d);
    return own.reverse();
  }

  /** Pending and arrived amounts asked for in a window: what counts against a limit. */
  depositedBetween(memberId: string, from: number, to: number): number {
    return this.of(memberId)
      .filter(
        (d) =>
          d.memberId === memberId &&
          (d.state === 'PENDING' || d.state === 'ARRIVED') &&
          d.createdAt >= from &&
          d.createdAt < to,
      )
      .reduce((sum, d) => sum + d.amountMinor, 0);
  }

  private scheduleArrival(deposit: DepositRecord): void {
    const seconds = this.settings.autoArriveSeconds;
    if (seconds === null) return;
    const cancel = this.scheduler.after(seconds * 1000, () => {
      this.timers.delete(cancel);
      if (deposit.state === 'PENDING') this.settle(deposit.id, 'ARRIVED');
    });
    this.timers.add(cancel);
  }

  private scheduleExpiry(deposit: DepositRecord): void {
    const cancel = this.scheduler.after(deposit.expiresAt - deposit.createdAt, () => {
      this.timers.delete(cancel);
      if (deposit.state === 'PENDING') this.expire(deposit.id);
    });
    this.timers.add(cancel);
  }

  /** The stand-in's clock can jump past an order's time (`/__dev/clock`) before its timer runs. */
  private expireIfDue(deposit: DepositRecord): void {
    if (deposit.state === 'PENDING' && this.deps.now() >= deposit.expiresAt) {
      this.expire(deposit.id);
    }
  }

  private newId(): string {
    return `D${String(this.nextNumber++).padStart(6, '0')}`;
  }
}

/** Letters and digits a payer cannot mistake for one another when typing a reference. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(): string {
  let text = '';
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return text;
}
