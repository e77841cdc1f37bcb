import { DAY_MS } from '../siteTime.js';

/** A reward waiting in the reward centre; claimable once. Amounts in minor units. */
export interface SeedReward {
  id: string;
  title: string;
  amountMinor: number;
  expiresAt: number | null;
}

/** Lucky money for members who deposited at least `minDepositMinor` in the window before it opens. */
export interface RedEnvelope {
  id: string;
  title: string;
  amountMinor: number;
  minDepositMinor: number;
  depositWindowMs: number;
  opensAt: number;
  closesAt: number;
}

/** One line of the raffle's prize table; `weight` out of the table's total is the chance. */
export interface RafflePrize {
  name: string;
  amountMinor: number;
  weight: number;
}

/** Manual rebate, percent of stake per game category. */
export function defaultRebateRates(): Record<string, number> {
  return {
    RNG: 0.8,
    FISH: 0.8,
    LIVE: 0.6,
    PVP: 0.5,
    SPORTS: 0.5,
    ESPORTS: 0.5,
    COCKFIGHT: 0.4,
    LOTT: 0.3,
    ELOTT: 0.3,
  };
}

export function rewardsSeed(now: number): Record<string, SeedReward[]> {
  return {
    player1: [
      { id: 'RW1', title: 'Welcome bonus', amountMinor: 18_00, expiresAt: now + 7 * DAY_MS },
      { id: 'RW2', title: 'VIP level-up gift', amountMinor: 58_00, expiresAt: now + 30 * DAY_MS },
    ],
    player2: [
      { id: 'RW1', title: 'Welcome bonus', amountMinor: 18_00, expiresAt: now + 7 * DAY_MS },
    ],
  };
}

export function redEnvelopesSeed(now: number): RedEnvelope[] {
  return [
    {
      id: 'RE1',
      title: 'Weekend lucky money',
      amountMinor: 8_88,
      minDepositMinor: 100_00,
      depositWindowMs: 30 * DAY_MS,
      opensAt: now - 60 * 60 * 1000,
      closesAt: now + 7 * DAY_MS,
    },
    {
      id: 'RE2',
      title: 'Festival lucky money',
      amountMinor: 28_88,
      minDepositMinor: 500_00,
      depositWindowMs: 30 * DAY_MS,
      opensAt: now + 14 * DAY_MS,
      closesAt: now + 21 * DAY_MS,
    },
  ];
}

export function rafflePrizesSeed(): RafflePrize[] {
  return [
    { name: 'Thank you for playing', amountMinor: 0, weight: 50 },
    { name: 'Lucky 1', amountMinor: 1_00, weight: 35 },
    { name: 'Lucky 8.88', amountMinor: 8_88, weight: 12 },
    { name: 'Lucky 88', amountMinor: 88_00, weight: 3 },
  ];
}

/** A promo code the operator published; each member may redeem it once before it expires. */
export interface PromoCodeSeed {
  code: string;
  title: string;
  amountMinor: number;
  expiresAt: number;
}

export function promoCodesSeed(now: number): PromoCodeSeed[] {
  return [
    { code: 'WELCOME888', title: 'Welcome code', amountMinor: 8_88, expiresAt: now + 30 * DAY_MS },
    { code: 'SPRING2026', title: 'Spring code', amountMinor: 20_00, expiresAt: now - DAY_MS },
  ];
}

/**
 * A register (sign-up) promotion: members who registered while it runs may claim its bonus
 * once, within `claimDays` of registering.
 */
export interface RegisterPromotion {
  promotionId: number;
  title: string;
  amountMinor: number;
  startsAt: number;
  endsAt: number;
  claimDays: number;
}

export function registerPromotionsSeed(now: number): RegisterPromotion[] {
  return [
    {
      promotionId: 401,
      title: 'Sign-up bonus',
      amountMinor: 38_00,
      startsAt: now - 30 * DAY_MS,
      endsAt: now + 60 * DAY_MS,
      claimDays: 7,
    },
  ];
}
