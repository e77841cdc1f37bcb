import type { Member } from './accounts.js';
import type { Wallet } from './wallet.js';

/** VIP ranks by total deposits (minor units): a rank is earned, never shown without basis. */
export const VIP_RANKS = [
  { level: 0, label: 'Member', depositMinor: 0 },
  { level: 1, label: 'Bronze', depositMinor: 100_00 },
  { level: 2, label: 'Silver', depositMinor: 1_000_00 },
  { level: 3, label: 'Gold', depositMinor: 5_000_00 },
  { level: 4, label: 'Platinum', depositMinor: 20_000_00 },
  { level: 5, label: 'Diamond', depositMinor: 100_000_00 },
] as const;

export function depositTotalMinor(wallet: Wallet, memberId: string): number {
  return wallet
    .entries(memberId)
    .filter((e) => e.kind === 'deposit' && e.deltaMinor > 0)
    .reduce((sum, e) => sum + e.deltaMinor, 0);
}

export interface VipStanding {
  level: number;
  label: string;
  /** The deposits that count toward a rank: all of them, less what a demotion forfeited. */
  depositMinor: number;
  next: { level: number; label: string; depositMinor: number } | null;
}

/** The member's rank: what deposits earned, or a higher rank granted by the operator. */
export function vipStanding(member: Member, wallet: Wallet): VipStanding {
  const deposits = depositTotalMinor(wallet, member.id) - (member.vipDepositsForfeitedMinor ?? 0);
  const earned = VIP_RANKS.filter((r) => r.depositMinor <= deposits).at(-1) ?? VIP_RANKS[0];
  const level = Math.max(earned.level, Math.min(member.vipLevel, VIP_RANKS.length - 1));
  const rank = VIP_RANKS[level] ?? VIP_RANKS[0];
  const next = VIP_RANKS[level + 1] ?? null;
  return { level, label: rank.label, depositMinor: deposits, next };
}

/**
 * Moves a member one rank down (a VIP review found the rank's keep condition unmet). The
 * deposits that count start again from what the lower rank asks, so the member climbs back by
 * depositing the gap again; an operator's grant above the lower rank is lowered with it.
 */
export function demoteOneRank(member: Member, wallet: Wallet): VipStanding {
  const before = vipStanding(member, wallet);
  if (before.level === 0) return before;
  const to = VIP_RANKS[before.level - 1] ?? VIP_RANKS[0];
  member.vipLevel = Math.min(member.vipLevel, to.level);
  member.vipDepositsForfeitedMinor = Math.max(
    0,
    depositTotalMinor(wallet, member.id) - to.depositMinor,
  );
  return vipStanding(member, wallet);
}
