import {
  BANNERS,
  NOTICES,
  POPUPS,
  PROMOTION_CATEGORIES,
  PROMOTIONS,
  type BannerSeed,
  type Execution,
  type NoticeSeed,
  type PopupSeed,
  type PromotionSeed,
  type Text,
} from './seed/announcements.js';
import { DAY_MS } from './siteTime.js';

export type { BannerSeed, Execution, NoticeSeed, PopupSeed, PromotionSeed, Text };
export { BANNER_GROUPS, PROMOTION_CATEGORIES } from './seed/announcements.js';

export { localised } from '../content/index.js';

/**
 * A member's part in a promotion. APPLY promotions wait for the operator (PENDING, then
 * PROCESSING while reviewed, then APPROVED or REJECTED through the dev control); joining a
 * SIGN_UP promotion is SIGNED_UP at once; an INSTANT one is PAID when its prize is claimed.
 */
export type ClaimStatus = 'PENDING' | 'PROCESSING' | 'APPROVED' | 'REJECTED' | 'SIGNED_UP' | 'PAID';

export interface PromotionClaim {
  id: number;
  memberId: string;
  promotionId: number;
  status: ClaimStatus;
  /** The member's note to the operator, at most 140 characters. */
  remark: string;
  /** The operator's reason when rejected. */
  reason: string;
  requestedAt: number;
}

/** A promotion with its period as instants. */
export interface Promotion extends PromotionSeed {
  startsAt: number;
  endsAt: number;
  registrationEndsAt: number | null;
}

/**
 * Banners, notices, popups and promotions as the operator configured them, and members'
 * promotion requests. Notices carry their publish time relative to the stand-in's start.
 */
export class Announcements {
  banners: BannerSeed[] = [];
  notices: (NoticeSeed & { publishedAt: number })[] = [];
  popups: PopupSeed[] = [];
  promotions: Promotion[] = [];
  private claims: PromotionClaim[] = [];

  constructor(private readonly now: () => number) {
    this.clear();
  }

  /** Back to the operator's seeded content with no member requests. */
  clear(): void {
    const start = this.now();
    this.banners = [...BANNERS];
    this.notices = NOTICES.map((n) => ({ ...n, publishedAt: start - n.daysAgo * DAY_MS }));
    this.popups = [...POPUPS];
    this.promotions = PROMOTIONS.map((p) => ({
      ...p,
      startsAt: start + p.startsInDays * DAY_MS,
      endsAt: start + p.endsInDays * DAY_MS,
      registrationEndsAt:
        p.registrationEndsInDays === undefined ? null : start + p.registrationEndsInDays * DAY_MS,
    }));
    this.claims = [];
  }

  categories() {
    return PROMOTION_CATEGORIES;
  }

  popupsFor(execution: Execution): PopupSeed[] {
    return this.popups.filter((p) => p.execution === execution);
  }

  promotionsFor(signedIn: boolean): Promotion[] {
    return this.promotions.filter((p) => signedIn || !p.membersOnly);
  }

  claimsOf(memberId: string): PromotionClaim[] {
    return this.claims.filter((c) => c.memberId === memberId);
  }

  claimOf(memberId: string, promotionId: number): PromotionClaim | undefined {
    return this.claims.find((c) => c.memberId === memberId && c.promotionId === promotionId);
  }

  /** Records a request once per member and promotion; a second request returns null. */
  request(
    memberId: string,
    promotionId: number,
    status: ClaimStatus = 'PENDING',
    remark = '',
  ): PromotionClaim | null {
    if (this.claimOf(memberId, promotionId)) return null;
    const claim: PromotionClaim = {
      id: this.claims.length + 1,
      memberId,
      promotionId,
      status,
      remark,
      reason: '',
      requestedAt: this.now(),
    };
    this.claims.push(claim);
    return claim;
  }
}
