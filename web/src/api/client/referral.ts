import { referralEndpoints } from '../catalogue/referral';
import type { Transport } from '../transport';
import { asNumber, asObject, asString, truthy } from './decode';
import { readPage, type Page } from './paging';

export interface ReferralDetails {
  referralCode: string;
  referralLink: string;
  totalInvitations: number;
}

export interface InvitedFriend {
  /** Masked by the platform. */
  account: string;
  registerTime: string;
  deposited: boolean;
  rewardClaimed: boolean;
}

export interface EarningsEstimate {
  totalInvitations: number;
  qualifiedInvitations: number;
  /** Major units. */
  claimable: number;
  totalClaimed: number;
}

export interface InvitationClaim {
  claimId: string;
  friend: string;
  amount: number;
  claimTime: string;
}

/** Invite friends (`referral`): link and code, rules, friends, earnings and claims. */
export class ReferralApi {
  constructor(private readonly transport: Transport) {}

  async details(): Promise<ReferralDetails> {
    const v = asObject(
      await this.transport.send(referralEndpoints.getReferralDetails, { autoGenerate: true }),
    );
    return {
      referralCode: asString(v.referralCode),
      referralLink: asString(v.referralLink),
      totalInvitations: asNumber(v.totalInvitations),
    };
  }

  /** The rules as rich text (sanitise before rendering) and the reward for each friend. */
  async rules(): Promise<{ content: string; rewardPerFriend: number }> {
    const v = asObject(await this.transport.send(referralEndpoints.getReferralRules));
    return { content: asString(v.content), rewardPerFriend: asNumber(v.rewardPerFriend) };
  }

  async friends(query: { page: number; size: number }): Promise<Page<InvitedFriend>> {
    return readPage(
      await this.transport.send(referralEndpoints.getReferralList, { status: 'ALL', ...query }),
      (raw) => {
        const f = asObject(raw);
        return {
          account: asString(f.account),
          registerTime: asString(f.registerTime),
          deposited: truthy(f.deposited),
          rewardClaimed: truthy(f.rewardClaimed),
        };
      },
    );
  }

  async earnings(): Promise<EarningsEstimate> {
    const v = asObject(await this.transport.send(referralEndpoints.getEarningsEstimate));
    return {
      totalInvitations: asNumber(v.totalInvitations),
      qualifiedInvitations: asNumber(v.qualifiedInvitations),
      claimable: asNumber(v.claimable),
      totalClaimed: asNumber(v.totalClaimed),
    };
  }

  async claims(query: { page: number; size: number }): Promise<Page<InvitationClaim>> {
    return readPage(
      await this.transport.send(referralEndpoints.getInvitationClaimReport, query),
      (raw) => {
        const c = asObject(raw);
        return {
          claimId: asString(c.claimId),
          friend: asString(c.friend),
          amount: asNumber(c.amount),
          claimTime: asString(c.claimTime),
        };
      },
    );
  }

  async claim(): Promise<{ amount: number; balance: number }> {
    const v = asObject(await this.transport.send(referralEndpoints.claimInvitationRewards, {}));
    return { amount: asNumber(v.amount), balance: asNumber(v.balance) };
  }
}
