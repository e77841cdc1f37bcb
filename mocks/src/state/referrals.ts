import type { Accounts, Member } from './accounts.js';
import type { Wallet } from './wallet.js';

/**
 * Invite friends. A member's code is its affiliate code when it has one (agents), else a code
 * derived from its id. Friends who signed up with it are those recorded here by registration
 * (`recordSignUp`) and, for agents, the downlines that joined through the affiliate code.
 */
export class Referrals {
  private readonly referrerOf = new Map<string, string>();

  constructor(
    private readonly accounts: Accounts,
    private readonly wallet: Wallet,
  ) {}

  clear(): void {
    this.referrerOf.clear();
  }

  codeOf(member: Member): string {
    return member.affiliateCode ?? `R${member.id}`;
  }

  /** The member a referral code names, if any. */
  byCode(code: string): Member | undefined {
    const trimmed = code.trim();
    if (!trimmed) return undefined;
    const byAffiliate = this.accounts.byAffiliateCode(trimmed);
    if (byAffiliate) return byAffiliate;
    const match = /^R(\d+)$/.exec(trimmed);
    return match?.[1] ? this.accounts.byId(match[1]) : undefined;
  }

  /** Called by registration with the `referralCode` of the sign-up link; false when unknown. */
  recordSignUp(code: string, newMemberId: string): boolean {
    const referrer = this.byCode(code);
    if (!referrer || referrer.id === newMemberId) return false;
    this.referrerOf.set(newMemberId, referrer.id);
    return true;
  }

  /** Friends the member brought in, newest first, with whether each has deposited. */
  invitedBy(member: Member): { member: Member; hasDeposited: boolean }[] {
    const viaAffiliate = member.affiliateCode ? this.accounts.downlines(member.id) : [];
    const viaReferral = [...this.referrerOf.entries()]
      .filter(([, referrer]) => referrer === member.id)
      .map(([id]) => this.accounts.byId(id))
      .filter((m): m is Member => m !== undefined);
    const unique = new Map([...viaAffiliate, ...viaReferral].map((m) => [m.id, m]));
    return [...unique.values()]
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((m) => ({
        member: m,
        hasDeposited: this.wallet.entries(m.id).some((r) => r.kind === 'deposit'),
      }));
  }
}
