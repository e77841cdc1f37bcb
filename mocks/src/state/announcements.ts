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

export type { BannerSeed, Execution, NoticeSeed, PopupSeed, PromotionSeed, Text };
export { BANNER_GROUPS, PROMOTION_CATEGORIES } from './seed/announcements.js';

/** The text in the asked language where the operator wrote one, else English. */
export function localised(text: Text, language: string): string {
  return language.toUpperCase() === 'CN' && text.CN ? text.CN : text.EN;
}

export interface PromotionClaim {
  id: number;
  memberId: string;
  promotionId: number;
  /** Requests wait for the operator; the stand-in has no back office, so they stay pending. */
  status: 'PENDING';
  requestedAt: number;
}

const DAY_MS = 86_400_000;

/**
 * Banners, notices, popups and promotions as the operator configured them, and members'
 * promotion requests. Notices carry their publish time relative to the stand-in's start.
 */
export class Announcements {
  banners: BannerSeed[] = [];
  notices: (NoticeSeed & { publishedAt: number })[] = [];
  popups: PopupSeed[] = [];
  promotions: PromotionSeed[] = [];
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
    this.promotions = [...PROMOTIONS];
    this.claims = [];
  }

  categories() {
    return PROMOTION_CATEGORIES;
  }

  popupsFor(execution: Execution): PopupSeed[] {
    return this.popups.filter((p) => p.execution === execution);
  }

  promotionsFor(signedIn: boolean): PromotionSeed[] {
    return this.promotions.filter((p) => signedIn || !p.membersOnly);
  }

  claimsOf(memberId: string): PromotionClaim[] {
    return this.claims.filter((c) => c.memberId === memberId);
  }

  /** Records a request once per member and promotion; a second request returns null. */
  request(memberId: string, promotionId: number): PromotionClaim | null {
    if (this.claims.some((c) => c.memberId === memberId && c.promotionId === promotionId)) {
      return null;
    }
    const claim: PromotionClaim = {
      id: this.claims.length + 1,
      memberId,
      promotionId,
      status: 'PENDING',
      requestedAt: this.now(),
    };
    this.claims.push(claim);
    return claim;
  }
}
