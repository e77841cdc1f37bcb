import { MemberType, type Member } from './accounts.js';
import type { Referrals } from './referrals.js';
import { Refusal } from './refusal.js';
import type { Wallet } from './wallet.js';

/** What the invite-friends promotion pays: a fixed reward for each friend who has deposited. */
export interface ReferralTerms {
  rewardPerFriendMinor: number;
  rules: string;
}

export function defaultReferralTerms(): ReferralTerms {
  return {
    rewardPerFriendMinor: 10_00,
    rules:
      '<p>Share your link or code. When a friend signs up with it and makes a first deposit, you earn <strong>10.00</strong>.</p><ul><li>Each friend counts once.</li><li>Claim your earnings from this page; they land in your wallet at once.</li></ul>',
  };
}

export function referralReference(referrerId: string, friendId: string): string {
  return `referral:${referrerId}:${friendId}`;
}

/**
 * Earnings of the invite-friends promotion, read from the friends list and the ledger: a
 * friend who has deposited is claimable until the reward row with its reference exists.
 */
export class ReferralEarnings {
  terms: ReferralTerms = defaultReferralTerms();

  constructor(
    private readonly referrals: Referrals,
    private readonly wallet: Wallet,
  ) {}

  reset(): void {
    this.terms = defaultReferralTerms();
  }

  friendsOf(member: Member) {
    return this.referrals.invitedBy(member).map((f) => ({
      ...f,
      claimed: this.wallet.hasReference(referralReference(member.id, f.member.id)),
    }));
  }

  estimate(member: Member) {
    const friends = this.friendsOf(member);
    const claimable = friends.filter((f) => f.hasDeposited && !f.claimed).length;
    const claimed = this.claims(member);
    return {
      invited: friends.length,
      qualified: friends.filter((f) => f.hasDeposited).length,
      claimableMinor: claimable * this.terms.rewardPerFriendMinor,
      claimedMinor: claimed.reduce((sum, c) => sum + c.deltaMinor, 0),
    };
  }

  /** Pays every deposited friend not yet paid for; refuses when there is nothing to claim. */
  claim(member: Member): { claimedMinor: number; balanceAfterMinor: number } {
    if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
    const due = this.friendsOf(member).filter((f) => f.hasDeposited && !f.claimed);
    if (due.length === 0) throw new Refusal('referral_nothing_to_claim');
    for (const f of due) {
      this.wallet.post({
        memberId: member.id,
        deltaMinor: this.terms.rewardPerFriendMinor,
        kind: 'referral',
        reference: referralReference(member.id, f.member.id),
        note: f.member.account,
      });
    }
    return {
      claimedMinor: due.length * this.terms.rewardPerFriendMinor,
      balanceAfterMinor: this.wallet.balanceMinor(member.id),
    };
  }

  /** The member's referral payouts, newest first (the note names the friend). */
  claims(member: Member) {
    return this.wallet
      .entries(member.id)
      .filter((e) => e.kind === 'referral')
      .sort((a, b) => b.at - a.at);
  }
}
