import { announcementsEndpoints } from '../catalogue/announcements';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy } from './decode';

export interface Banner {
  id: number;
  groupName: string;
  title: string;
  url: string;
  /** NONE, URL or PROMOTION; `linkage` is the URL or the promotion id. */
  linkageType: string;
  linkage: string;
}

export interface Notice {
  id: number;
  title: string;
  /** Rich text from the operator: sanitise before rendering. */
  content: string;
  /** Epoch milliseconds; shown as YYYY/MM/DD. */
  timestamp: number;
}

export interface Popup {
  id: number;
  title: string;
  content: string;
  promotionType: string;
  /** A signed-in members, B anonymous visitors, F first sign-in. */
  execution: string;
}

/** A promotion's status for the visitor or member (spec §4). */
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

export interface Promotion {
  id: number;
  title: string;
  /** Rules as the operator's rich text: sanitise before rendering. */
  content: string;
  /** The category code. */
  promotionType: string;
  imageUrl: string;
  /** Only on the member's list: a request is already waiting. */
  requested: boolean;
  startTime: string;
  endTime: string;
  /** Major units; 0 when the prize is not a fixed sum. */
  prize: number;
  status: PromotionStatus;
  /** The reward to claim when ISSUED. */
  rewardId: string;
  remark: string;
  /** The operator's reason when REJECTED. */
  reason: string;
}

export interface AnnouncementContent {
  banners: Banner[];
  notices: Notice[];
  popups: Popup[];
  promotions: Promotion[];
}

export interface AnnouncementQuery {
  /** Comma list of B (banners), PL (notices), PU or H (popups), PR (promotions). */
  types: string;
  execution: 'A' | 'B' | 'F';
  language: string;
  groupName?: string;
}

export interface PromotionRequest {
  id: number;
  promotionId: number;
  title: string;
  status: string;
  remark: string;
  reason: string;
  requestedAt: string;
}

function toPromotion(raw: unknown): Promotion {
  const p = asObject(raw);
  return {
    id: asNumber(p.id),
    title: asString(p.title),
    content: asString(p.content),
    promotionType: asString(p.promotionType),
    imageUrl: asString(p.imageUrl),
    requested: truthy(p.requested),
    startTime: asString(p.startTime),
    endTime: asString(p.endTime),
    prize: asNumber(p.prize),
    status: asString(p.status, 'CLOSED') as PromotionStatus,
    rewardId: asString(p.rewardId),
    remark: asString(p.remark),
    reason: asString(p.reason),
  };
}

function toContent(value: unknown): AnnouncementContent {
  const v = asObject(value);
  return {
    banners: asArray<unknown>(v.banners).map((raw) => {
      const b = asObject(raw);
      return {
        id: asNumber(b.id),
        groupName: asString(b.groupName),
        title: asString(b.title),
        url: asString(b.url),
        linkageType: asString(b.linkageType, 'NONE'),
        linkage: asString(b.linkage),
      };
    }),
    notices: asArray<unknown>(v.player).map((raw) => {
      const n = asObject(raw);
      return {
        id: asNumber(n.id),
        title: asString(n.title),
        content: asString(n.content),
        timestamp: asNumber(n.timestamp),
      };
    }),
    popups: asArray<unknown>(v.popup).map((raw) => {
      const p = asObject(raw);
      return {
        id: asNumber(p.id),
        title: asString(p.title),
        content: asString(p.content),
        promotionType: asString(p.promotionType),
        execution: asString(p.execution),
      };
    }),
    promotions: asArray<unknown>(v.promotion).map(toPromotion),
  };
}

/** Banners, notices, popups and promotions. */
export class AnnouncementsApi {
  constructor(private readonly transport: Transport) {}

  /** For visitors (execution B). */
  async publicContent(query: AnnouncementQuery): Promise<AnnouncementContent> {
    return toContent(
      await this.transport.send(announcementsEndpoints.announcements, { platform: 'W', ...query }),
    );
  }

  /** For signed-in members (execution A, or F on the first sign-in). */
  async memberContent(query: AnnouncementQuery): Promise<AnnouncementContent> {
    return toContent(
      await this.transport.send(announcementsEndpoints.notice, { platform: 'W', ...query }),
    );
  }

  async merchantPromotions(language: string): Promise<Promotion[]> {
    const value = asObject(
      await this.transport.send(announcementsEndpoints.getMerchantAvailablePromotions, {
        language,
      }),
    );
    return asArray<unknown>(value.list).map(toPromotion);
  }

  /** The member's offers and how many are still open (the badge count). */
  async availablePromotions(language: string): Promise<{ list: Promotion[]; count: number }> {
    const value = asObject(
      await this.transport.send(announcementsEndpoints.getAvailablePromotions, { language }),
    );
    return { list: asArray<unknown>(value.list).map(toPromotion), count: asNumber(value.count) };
  }

  async requests(language: string): Promise<PromotionRequest[]> {
    const value = asObject(
      await this.transport.send(announcementsEndpoints.promotionClaimList, { language }),
    );
    return asArray<unknown>(value.list).map((raw) => {
      const c = asObject(raw);
      return {
        id: asNumber(c.id),
        promotionId: asNumber(c.promotionId),
        title: asString(c.title),
        status: asString(c.status),
        remark: asString(c.remark),
        reason: asString(c.reason),
        requestedAt: asString(c.requestedAt),
      };
    });
  }

  /** Today's lucky-draw tickets, earned by real stakes. */
  async raffleStatus(): Promise<{
    tickets: number;
    stakeToday: number;
    stakeToNextTicket: number;
  }> {
    const value = asObject(await this.transport.send(announcementsEndpoints.rafflePromotionStatus));
    return {
      tickets: asNumber(value.tickets),
      stakeToday: asNumber(value.stakeToday),
      stakeToNextTicket: asNumber(value.stakeToNextTicket),
    };
  }

  async promotionCategories(language: string): Promise<{ code: string; name: string }[]> {
    const value = asObject(
      await this.transport.send(announcementsEndpoints.getPromotionAnnouncementCategory, {
        language,
      }),
    );
    return asArray<unknown>(value.list).map((raw) => {
      const c = asObject(raw);
      return { code: asString(c.code), name: asString(c.name) };
    });
  }

  /**
   * Joins or applies for a promotion (the sign-up reward when none is named), with an optional
   * remark to the operator; answers the promotion's new status.
   */
  async requestSignUpReward(
    promotionId?: number,
    remark = '',
  ): Promise<{ id: number; status: string }> {
    const body = promotionId === undefined ? {} : { promotionId, ...(remark ? { remark } : {}) };
    const value = asObject(
      await this.transport.send(announcementsEndpoints.getSignUpRequestReward, body),
    );
    return { id: asNumber(value.id), status: asString(value.status) };
  }
}
