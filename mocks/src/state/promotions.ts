import { isAgentType, MemberType, type Member } from './accounts.js';
import type { Announcements, Promotion, PromotionClaim } from './announcements.js';
import type { PlatformPush } from './platformPush.js';
import { Refusal } from './refusal.js';
import type { Reward, RewardsState } from './rewards.js';
import { toMajor } from './wallet.js';

/**
 * A promotion's status for one visitor or member (spec §4), and the moves between them: apply
 * or join, the operator's review, and the prize claimed into the wallet. An approved or instant
 * prize is a reward of the reward centre (`promotion-<id>`), so it is paid once whichever
 * screen claims it, under the wallet reference the reward centre uses.
 */
export type PromotionStatus =
  | 'JOIN_NOW'
  | 'CLAIM_PRIZE'
  | 'APPLYING'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIMED'
  | 'PROCESSING'
  | 'SIGNED_UP'
  | 'COMING_SOON'
  | 'REGISTRATION_CLOSED'
  | 'APPLICATION_FORBIDDEN'
  | 'CLOSED';

export const REMARK_MAX = 140;

export type OperatorDecision = 'process' | 'approve' | 'reject';

export interface PromotionsDeps {
  now: () => number;
  announcements: Announcements;
  rewards: RewardsState;
  push: Pick<PlatformPush, 'promotionClaim'>;
}

export function promotionRewardId(promotionId: number): string {
  return `promotion-${promotionId}`;
}

function forbidden(promotion: Promotion, member: Member): boolean {
  return (
    member.type === MemberType.Trial || (!!promotion.excludeAgents && isAgentType(member.type))
  );
}

export class Promotions {
  constructor(private readonly deps: PromotionsDeps) {}

  find(promotionId: number): Promotion {
    const promotion = this.deps.announcements.promotions.find((p) => p.id === promotionId);
    if (!promotion) throw new Refusal('promotion_not_found');
    return promotion;
  }

  rewardOf(member: Member, promotionId: number): Reward | undefined {
    const id = promotionRewardId(promotionId);
    return this.deps.rewards.rewardsOf(member.id).find((r) => r.id === id);
  }

  statusOf(promotion: Promotion, member: Member | null): PromotionStatus {
    const now = this.deps.now();
    const claim = member ? this.deps.announcements.claimOf(member.id, promotion.id) : undefined;
    if (member && claim) return this.claimStatus(promotion, member, claim);
    if (now < promotion.startsAt) return 'COMING_SOON';
    if (now >= promotion.endsAt) return 'CLOSED';
    if (promotion.registrationEndsAt !== null && now >= promotion.registrationEndsAt)
      return 'REGISTRATION_CLOSED';
    if (member && forbidden(promotion, member)) return 'APPLICATION_FORBIDDEN';
    return promotion.kind === 'INSTANT' ? 'CLAIM_PRIZE' : 'JOIN_NOW';
  }

  private claimStatus(promotion: Promotion, member: Member, claim: PromotionClaim) {
    switch (claim.status) {
      case 'PENDING':
        return 'APPLYING';
      case 'PROCESSING':
        return 'PROCESSING';
      case 'REJECTED':
        return 'REJECTED';
      case 'SIGNED_UP':
        return 'SIGNED_UP';
      case 'PAID':
        return 'CLAIMED';
      case 'APPROVED': {
        const reward = this.rewardOf(member, promotion.id);
        if (reward?.status === 'CLAIMED') return 'CLAIMED';
        if (reward?.status === 'EXPIRED') return 'CLOSED';
        return 'ISSUED';
      }
    }
  }

  /**
   * Joins or applies. APPLY waits for the operator, SIGN_UP is joined at once, INSTANT pays
   * its prize at once. Refused unless the status is "join now" or "claim prize".
   */
  apply(member: Member, promotionId: number, remark: string): PromotionClaim {
    if (remark.length > REMARK_MAX) throw new Refusal('remark_too_long');
    const promotion = this.find(promotionId);
    const status = this.statusOf(promotion, member);
    if (status === 'APPLICATION_FORBIDDEN') {
      throw new Refusal(member.type === MemberType.Trial ? 'in_need_true_account' : status);
    }
    if (status === 'COMING_SOON') throw new Refusal('promotion_not_started');
    if (status === 'CLOSED' || status === 'REGISTRATION_CLOSED')
      throw new Refusal('promotion_closed');
    if (status !== 'JOIN_NOW' && status !== 'CLAIM_PRIZE')
      throw new Refusal('reward_already_requested');
    if (promotion.kind === 'INSTANT') {
      this.grant(member, promotion);
      this.deps.rewards.claimReward(member, promotionRewardId(promotion.id));
    }
    const initial =
      promotion.kind === 'APPLY' ? 'PENDING' : promotion.kind === 'SIGN_UP' ? 'SIGNED_UP' : 'PAID';
    const claim = this.deps.announcements.request(member.id, promotion.id, initial, remark);
    if (!claim) throw new Refusal('reward_already_requested');
    return claim;
  }

  /** The operator's review of an application (dev control). */
  decide(member: Member, promotionId: number, decision: OperatorDecision, reason = '') {
    const promotion = this.find(promotionId);
    const claim = this.deps.announcements.claimOf(member.id, promotionId);
    if (!claim || (claim.status !== 'PENDING' && claim.status !== 'PROCESSING')) {
      throw new Refusal('promotion_nothing_to_review');
    }
    if (decision === 'process') claim.status = 'PROCESSING';
    if (decision === 'reject') {
      claim.status = 'REJECTED';
      claim.reason = reason;
    }
    if (decision === 'approve') {
      claim.status = 'APPROVED';
      this.grant(member, promotion);
      // The platform tells the member at once; the prize waits in the reward centre.
      this.deps.push.promotionClaim(member.id, {
        title: promotion.title.EN,
        message: `${toMajor(promotion.prizeMinor).toFixed(2)} is ready to claim in the reward centre`,
      });
    }
    return claim;
  }

  private grant(member: Member, promotion: Promotion): Reward {
    return this.deps.rewards.grant(member.id, {
      id: promotionRewardId(promotion.id),
      title: promotion.title.EN,
      amountMinor: promotion.prizeMinor,
      expiresAt: promotion.endsAt,
    });
  }
}
