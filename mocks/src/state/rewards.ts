import { randomInt } from 'node:crypto';
import { MemberType, type Accounts, type Member } from './accounts.js';
import type { BetRecord } from './bets.js';
import type { PlatformPush } from './platformPush.js';
import { Refusal } from './refusal.js';
import {
  defaultRebateRates,
  promoCodesSeed,
  rafflePrizesSeed,
  redEnvelopesSeed,
  registerPromotionsSeed,
  rewardsSeed,
  type PromoCodeSeed,
  type RafflePrize,
  type RedEnvelope,
  type RegisterPromotion,
  type SeedReward,
} from './seed/rewards.js';
import { DAY_MS, startOfBangkokDay } from './siteTime.js';
import { toMajor, type Wallet } from './wallet.js';

/**
 * The reward centre, manual rebate, red envelopes and the raffle draw. Each payout is one
 * ledger row whose reference names what was claimed, so a second claim is refused by the
 * wallet itself even if a check here were missed.
 */

/** The raffle gives one ticket per 100.00 staked in the Bangkok day (as its status call says). */
export const RAFFLE_TICKET_STAKE_MINOR = 100_00;

export interface Reward extends SeedReward {
  memberId: string;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  claimedAt: number | null;
}

export type RegisterPromotionStatus = 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';

export interface RegisterPromotionView {
  promotion: RegisterPromotion;
  status: RegisterPromotionStatus;
  /** The last moment the member may claim: `claimDays` after registering. */
  claimUntil: number;
  claimedAt: number | null;
}

export interface RebateLine {
  gameType: string;
  stakeMinor: number;
  /** Percent of stake. */
  rate: number;
  amountMinor: number;
}

export interface RewardsDeps {
  now: () => number;
  accounts: Accounts;
  wallet: Wallet;
  bets: () => readonly BetRecord[];
  push: Pick<PlatformPush, 'promotionClaim' | 'raffle'>;
  /** Members with a live session: who an operator-started rain reaches. */
  onlineMembers: () => Iterable<string>;
}

/** An operator starting a red-envelope rain now; amounts in minor units. */
export interface RainRequest {
  title: string;
  amountMinor: number;
  minDepositMinor: number;
  depositWindowMs: number;
  durationMs: number;
}

/**
 * The `PROMOTION_CLAIM` text for money paid into the wallet. The platform writes it in the
 * member's language; the stand-in keeps to English.
 */
export function creditedMessage(amountMinor: number): string {
  return `${toMajor(amountMinor).toFixed(2)} has been credited to your wallet`;
}

export class RewardsState {
  rebateRates: Record<string, number> = defaultRebateRates();
  redEnvelopes: RedEnvelope[] = [];
  rafflePrizes: RafflePrize[] = rafflePrizesSeed();
  promoCodes: PromoCodeSeed[] = [];
  registerPromotions: RegisterPromotion[] = [];
  /** Uniform integer in [0, max); crypto by default, replaceable in tests. */
  random: (max: number) => number = (max) => randomInt(max);
  private rewards: Reward[] = [];
  /** When each member last claimed a manual rebate. */
  private lastRebateAt = new Map<string, number>();
  private opened = new Map<string, Set<string>>();
  private ticketsUsed = new Map<string, number>();
  /** Codes each member redeemed, with when. */
  private redeemed = new Map<string, { code: string; at: number }[]>();
  /** When each member claimed each register promotion, keyed `promotionId:memberId`. */
  private registerClaims = new Map<string, number>();
  private nextRain = 1;
  private nextGift = 1;

  constructor(private readonly deps: RewardsDeps) {}

  reset(): void {
    this.rebateRates = defaultRebateRates();
    this.redEnvelopes = [];
    this.rafflePrizes = rafflePrizesSeed();
    this.random = (max) => randomInt(max);
    this.rewards = [];
    this.lastRebateAt.clear();
    this.opened.clear();
    this.ticketsUsed.clear();
    this.promoCodes = [];
    this.redeemed.clear();
    this.registerPromotions = [];
    this.registerClaims.clear();
    this.nextRain = 1;
    this.nextGift = 1;
  }

  /** The default scenario's rewards and envelopes, timed from the store clock. */
  seed(): void {
    const now = this.deps.now();
    this.redEnvelopes = redEnvelopesSeed(now);
    this.promoCodes = promoCodesSeed(now);
    this.registerPromotions = registerPromotionsSeed(now);
    for (const [account, rewards] of Object.entries(rewardsSeed(now))) {
      const member = this.deps.accounts.byAccount(account);
      if (!member) continue;
      for (const r of rewards) this.grant(member.id, r);
    }
  }

  grant(memberId: string, reward: SeedReward): Reward {
    const row: Reward = { ...reward, memberId, status: 'CLAIMABLE', claimedAt: null };
    this.rewards.push(row);
    return row;
  }

  /** An operator's gift (the platform's `MANUAL_PROMO`): waits in the reward centre. */
  grantGift(memberId: string, gift: { title: string; amountMinor: number; expiresAt: number }) {
    return this.grant(memberId, { id: `GIFT${this.nextGift++}`, ...gift });
  }

  // --- reward centre --------------------------------------------------------------------

  rewardsOf(memberId: string): Reward[] {
    const now = this.deps.now();
    for (const r of this.rewards) {
      if (r.status === 'CLAIMABLE' && r.expiresAt !== null && now >= r.expiresAt) {
        r.status = 'EXPIRED';
      }
    }
    return this.rewards.filter((r) => r.memberId === memberId);
  }

  claimReward(member: Member, rewardId: string): Reward {
    requireRealAccount(member);
    const reward = this.rewardsOf(member.id).find((r) => r.id === rewardId);
    if (!reward) throw new Refusal('reward_not_found');
    if (reward.status === 'CLAIMED') throw new Refusal('reward_already_claimed');
    if (reward.status === 'EXPIRED') throw new Refusal('reward_expired');
    this.deps.wallet.post({
      memberId: member.id,
      deltaMinor: reward.amountMinor,
      kind: 'reward',
      reference: `reward:${member.id}:${reward.id}`,
      note: reward.title,
    });
    reward.status = 'CLAIMED';
    reward.claimedAt = this.deps.now();
    this.deps.push.promotionClaim(member.id, {
      title: reward.title,
      message: creditedMessage(reward.amountMinor),
    });
    return reward;
  }

  // --- promo codes -----------------------------------------------------------------------

  redeemedCodes(memberId: string): { code: PromoCodeSeed; at: number }[] {
    return (this.redeemed.get(memberId) ?? []).flatMap((r) => {
      const code = this.promoCodes.find((c) => c.code === r.code);
      return code ? [{ code, at: r.at }] : [];
    });
  }

  /** Redeems a code once per member (codes are matched without regard to case). */
  redeemPromoCode(member: Member, typed: string) {
    requireRealAccount(member);
    const code = this.promoCodes.find((c) => c.code === typed.trim().toUpperCase());
    if (!code) throw new Refusal('promo_code_invalid');
    if (this.redeemedCodes(member.id).some((r) => r.code.code === code.code)) {
      throw new Refusal('promo_code_used');
    }
    if (this.deps.now() >= code.expiresAt) throw new Refusal('promo_code_expired');
    const entry = this.deps.wallet.post({
      memberId: member.id,
      deltaMinor: code.amountMinor,
      kind: 'reward',
      reference: `promo-code:${member.id}:${code.code}`,
      note: code.title,
    });
    const list = this.redeemed.get(member.id) ?? [];
    list.push({ code: code.code, at: this.deps.now() });
    this.redeemed.set(member.id, list);
    return { code, balanceAfterMinor: entry.balanceAfterMinor };
  }

  // --- register (sign-up) promotions ------------------------------------------------------

  /** The register promotions the member signed up under (registered while each ran). */
  registerPromotionsOf(member: Member): RegisterPromotionView[] {
    if (member.type === MemberType.Trial) return [];
    const now = this.deps.now();
    return this.registerPromotions
      .filter((p) => member.createdAt >= p.startsAt && member.createdAt < p.endsAt)
      .map((promotion) => {
        const claimedAt = this.registerClaims.get(`${promotion.promotionId}:${member.id}`) ?? null;
        const claimUntil = member.createdAt + promotion.claimDays * DAY_MS;
        const status: RegisterPromotionStatus =
          claimedAt !== null ? 'CLAIMED' : now >= claimUntil ? 'EXPIRED' : 'CLAIMABLE';
        return { promotion, status, claimUntil, claimedAt };
      });
  }

  /** Pays a register promotion's bonus once, while the member's claim window is open. */
  claimRegisterPromotion(member: Member, promotionId: number) {
    requireRealAccount(member);
    const view = this.registerPromotionsOf(member).find(
      (v) => v.promotion.promotionId === promotionId,
    );
    if (!view) throw new Refusal('register_promotion_not_eligible');
    if (view.status === 'CLAIMED') throw new Refusal('register_promotion_claimed');
    if (view.status === 'EXPIRED') throw new Refusal('register_promotion_expired');
    const entry = this.deps.wallet.post({
      memberId: member.id,
      deltaMinor: view.promotion.amountMinor,
      kind: 'promotion',
      reference: `register-promotion:${promotionId}:${member.id}`,
      note: view.promotion.title,
    });
    const at = this.deps.now();
    this.registerClaims.set(`${promotionId}:${member.id}`, at);
    this.deps.push.promotionClaim(member.id, {
      title: view.promotion.title,
      message: creditedMessage(view.promotion.amountMinor),
    });
    return {
      view: { ...view, status: 'CLAIMED' as const, claimedAt: at },
      balanceAfterMinor: entry.balanceAfterMinor,
    };
  }

  // --- manual rebate --------------------------------------------------------------------

  /**
   * The rebate earned by every bet since the last claim (or the member's first bet), at the
   * configured rate per game category. One claim per Bangkok day.
   */
  rebateSummary(member: Member) {
    const now = this.deps.now();
    const since = this.lastRebateAt.get(member.id) ?? 0;
    const byType = new Map<string, number>();
    for (const b of this.deps.bets()) {
      if (b.memberId !== member.id || b.placedAt < since || b.placedAt >= now) continue;
      byType.set(b.gameType, (byType.get(b.gameType) ?? 0) + b.stake);
    }
    const lines: RebateLine[] = [...byType.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([gameType, stakeMinor]) => {
        const rate = this.rebateRates[gameType] ?? 0;
        return { gameType, stakeMinor, rate, amountMinor: Math.floor((stakeMinor * rate) / 100) };
      });
    const periodStart = startOfBangkokDay(now);
    const claimedThisPeriod = since >= periodStart;
    return {
      since: since || null,
      lines,
      totalMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0),
      claimedThisPeriod,
      nextClaimAt: claimedThisPeriod ? periodStart + DAY_MS : now,
    };
  }

  claimRebate(member: Member) {
    requireRealAccount(member);
    const summary = this.rebateSummary(member);
    if (summary.claimedThisPeriod) throw new Refusal('rebate_already_claimed');
    if (summary.totalMinor <= 0) throw new Refusal('rebate_nothing_to_claim');
    const now = this.deps.now();
    const entry = this.deps.wallet.post({
      memberId: member.id,
      deltaMinor: summary.totalMinor,
      kind: 'rebate',
      reference: `rebate:${member.id}:${startOfBangkokDay(now)}`,
      note: 'manual rebate',
    });
    this.lastRebateAt.set(member.id, now);
    return { ...summary, balanceAfterMinor: entry.balanceAfterMinor };
  }

  // --- red envelopes --------------------------------------------------------------------

  /**
   * An operator opens a red-envelope rain now: the envelope joins the list the member's
   * red-envelope screen reads, and every signed-in member hears `RAFFLE` with its id (whether
   * each may open it is decided when they try, by their deposits).
   */
  startRain(rain: RainRequest): RedEnvelope {
    const now = this.deps.now();
    const envelope: RedEnvelope = {
      id: `RAIN${this.nextRain++}`,
      title: rain.title,
      amountMinor: rain.amountMinor,
      minDepositMinor: rain.minDepositMinor,
      depositWindowMs: rain.depositWindowMs,
      opensAt: now,
      closesAt: now + rain.durationMs,
    };
    this.redEnvelopes.push(envelope);
    this.deps.push.raffle(this.deps.onlineMembers(), envelope.id);
    return envelope;
  }

  envelopeStatus(member: Member, envelope: RedEnvelope) {
    const now = this.deps.now();
    if (this.opened.get(envelope.id)?.has(member.id)) return 'OPENED' as const;
    if (now < envelope.opensAt) return 'UPCOMING' as const;
    if (now >= envelope.closesAt) return 'CLOSED' as const;
    return this.depositedSince(member, envelope.opensAt - envelope.depositWindowMs) >=
      envelope.minDepositMinor
      ? ('OPENABLE' as const)
      : ('NOT_ELIGIBLE' as const);
  }

  openEnvelope(member: Member, envelopeId: string) {
    requireRealAccount(member);
    const envelope = this.redEnvelopes.find((e) => e.id === envelopeId);
    if (!envelope) throw new Refusal('red_envelope_not_found');
    const status = this.envelopeStatus(member, envelope);
    if (status === 'OPENED') throw new Refusal('red_envelope_already_opened');
    if (status === 'UPCOMING' || status === 'CLOSED') throw new Refusal('red_envelope_closed');
    if (status === 'NOT_ELIGIBLE') throw new Refusal('red_envelope_not_eligible');
    const entry = this.deps.wallet.post({
      memberId: member.id,
      deltaMinor: envelope.amountMinor,
      kind: 'red_envelope',
      reference: `red-envelope:${envelope.id}:${member.id}`,
      note: envelope.title,
    });
    const opened = this.opened.get(envelope.id) ?? new Set<string>();
    opened.add(member.id);
    this.opened.set(envelope.id, opened);
    return { envelope, balanceAfterMinor: entry.balanceAfterMinor };
  }

  // --- raffle ---------------------------------------------------------------------------

  /** Minor units staked since the start of today (Bangkok). */
  stakedToday(member: Member): number {
    const day = startOfBangkokDay(this.deps.now());
    return this.deps
      .bets()
      .filter((b) => b.memberId === member.id && b.placedAt >= day)
      .reduce((sum, b) => sum + b.stake, 0);
  }

  raffleTickets(member: Member): { earned: number; used: number } {
    const day = startOfBangkokDay(this.deps.now());
    return {
      earned: Math.floor(this.stakedToday(member) / RAFFLE_TICKET_STAKE_MINOR),
      used: this.ticketsUsed.get(`${member.id}:${day}`) ?? 0,
    };
  }

  /** Spends one of today's tickets on a draw from the prize table (weights are the odds). */
  drawRaffle(member: Member) {
    requireRealAccount(member);
    const { earned, used } = this.raffleTickets(member);
    if (used >= earned) throw new Refusal('raffle_no_ticket');
    const totalWeight = this.rafflePrizes.reduce((sum, p) => sum + p.weight, 0);
    let roll = this.random(totalWeight);
    const prize = this.rafflePrizes.find((p) => (roll -= p.weight) < 0) ?? this.rafflePrizes.at(-1);
    if (!prize) throw new Refusal('raffle_closed');
    const day = startOfBangkokDay(this.deps.now());
    this.ticketsUsed.set(`${member.id}:${day}`, used + 1);
    const entry =
      prize.amountMinor > 0
        ? this.deps.wallet.post({
            memberId: member.id,
            deltaMinor: prize.amountMinor,
            kind: 'raffle',
            reference: `raffle:${member.id}:${day}:${used + 1}`,
            note: prize.name,
          })
        : null;
    return {
      prize,
      ticketsLeft: earned - used - 1,
      balanceAfterMinor: entry?.balanceAfterMinor ?? this.deps.wallet.balanceMinor(member.id),
    };
  }

  /** What a member deposited towards an envelope's minimum, in its window. */
  envelopeDeposit(member: Member, envelope: RedEnvelope): number {
    return this.depositedSince(member, envelope.opensAt - envelope.depositWindowMs);
  }

  private depositedSince(member: Member, since: number): number {
    return this.deps.wallet
      .entries(member.id)
      .filter((r) => r.kind === 'deposit' && r.at >= since)
      .reduce((sum, r) => sum + r.deltaMinor, 0);
  }
}

function requireRealAccount(member: Member): void {
  if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
}
