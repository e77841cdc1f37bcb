import { contentText as t, type Text } from '../../content/index.js';

/** Banner groups the site shows: home, login and register side panels, lottery, forgot page. */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_lott', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export type { Text };

/** Who sees a popup: A signed-in members, B anonymous visitors, F a member's first sign-in. */
export type Execution = 'A' | 'B' | 'F';

export interface BannerSeed {
  id: number;
  groupName: BannerGroup;
  title: Text;
  /** NONE: picture only; URL: opens `linkage`; PROMOTION: opens the promotion with that id. */
  linkageType: 'NONE' | 'URL' | 'PROMOTION';
  linkage: string;
  sort: number;
}

export interface NoticeSeed {
  id: number;
  title: Text;
  /** Rich text as operators type it in the back office; the site sanitises before rendering. */
  content: Text;
  /** Days before the stand-in's start when the notice was published. */
  daysAgo: number;
}

export interface PopupSeed {
  id: number;
  title: Text;
  content: Text;
  promotionType: string;
  execution: Execution;
}

export interface PromotionSeed {
  id: number;
  title: Text;
  content: Text;
  category: 'DEPOSIT' | 'REBATE' | 'SIGNUP' | 'RAFFLE';
  /** Shown only to signed-in members when true (e.g. personal offers). */
  membersOnly: boolean;
  /**
   * APPLY: the member applies (with an optional remark) and the operator approves, then the
   * prize is claimed; SIGN_UP: joining is enough, the operator pays later; INSTANT: the prize
   * is claimed at once.
   */
  kind: 'APPLY' | 'SIGN_UP' | 'INSTANT';
  /** Prize paid when claimed (APPLY, INSTANT), minor units. */
  prizeMinor: number;
  /** The period, in days from the stand-in's start (negative: already begun). */
  startsInDays: number;
  endsInDays: number;
  /** Applications close before the end when set. */
  registrationEndsInDays?: number;
  /** Agents may not take part. */
  excludeAgents?: boolean;
}

export const PROMOTION_CATEGORIES: readonly { code: PromotionSeed['category']; name: Text }[] = [
  { code: 'DEPOSIT', name: t('promotionCategory.DEPOSIT') },
  { code: 'REBATE', name: t('promotionCategory.REBATE') },
  { code: 'SIGNUP', name: t('promotionCategory.SIGNUP') },
  { code: 'RAFFLE', name: t('promotionCategory.RAFFLE') },
];

export const BANNERS: readonly BannerSeed[] = [
  {
    id: 1,
    groupName: 'w_home',
    title: t('banner.1'),
    linkageType: 'PROMOTION',
    linkage: '301',
    sort: 1,
  },
  {
    id: 2,
    groupName: 'w_home',
    title: t('banner.2'),
    linkageType: 'PROMOTION',
    linkage: '302',
    sort: 2,
  },
  {
    id: 3,
    groupName: 'w_home',
    title: t('banner.3'),
    linkageType: 'URL',
    linkage: '/help#responsible-play',
    sort: 3,
  },
  {
    id: 4,
    groupName: 'w_login',
    title: t('banner.4'),
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
  {
    id: 5,
    groupName: 'w_register',
    title: t('banner.5'),
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
  {
    id: 6,
    groupName: 'w_lott',
    title: t('banner.6'),
    linkageType: 'URL',
    linkage: '/elott',
    sort: 1,
  },
  {
    id: 7,
    groupName: 'w_forget',
    title: t('banner.7'),
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
];

export const NOTICES: readonly NoticeSeed[] = [
  {
    id: 101,
    title: t('notice.101.title'),
    content: t('notice.101.content'),
    daysAgo: 1,
  },
  {
    id: 102,
    title: t('notice.102.title'),
    content: t('notice.102.content'),
    daysAgo: 3,
  },
  {
    // Operators paste markup from anywhere; this one must render as text, never run.
    id: 103,
    title: t('notice.103.title'),
    content: t('notice.103.content'),
    daysAgo: 5,
  },
  ...Array.from({ length: 9 }, (_, i) => ({
    id: 104 + i,
    title: t('notice.bulletin.title', { n: i + 1 }),
    content: t('notice.bulletin.content', { n: i + 1 }),
    daysAgo: 7 + i * 2,
  })),
];

export const POPUPS: readonly PopupSeed[] = [
  {
    id: 201,
    title: t('popup.201.title'),
    content: t('popup.201.content'),
    promotionType: 'GENERAL',
    execution: 'B',
  },
  {
    id: 202,
    title: t('popup.202.title'),
    content: t('popup.202.content'),
    promotionType: 'GENERAL',
    execution: 'A',
  },
  {
    id: 203,
    title: t('popup.203.title'),
    content: t('popup.203.content'),
    promotionType: 'GENERAL',
    execution: 'F',
  },
];

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 301,
    title: t('promotion.301.title'),
    content: t('promotion.301.content'),
    category: 'DEPOSIT',
    membersOnly: false,
    kind: 'APPLY',
    prizeMinor: 100_00,
    startsInDays: -10,
    endsInDays: 30,
    excludeAgents: true,
  },
  {
    id: 302,
    title: t('promotion.302.title'),
    content: t('promotion.302.content'),
    category: 'REBATE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -30,
    endsInDays: 60,
  },
  {
    id: 303,
    title: t('promotion.303.title'),
    content: t('promotion.303.content'),
    category: 'SIGNUP',
    membersOnly: true,
    kind: 'APPLY',
    prizeMinor: 18_00,
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    id: 304,
    title: t('promotion.304.title'),
    content: t('promotion.304.content'),
    category: 'RAFFLE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    id: 305,
    title: t('promotion.305.title'),
    content: t('promotion.305.content'),
    category: 'SIGNUP',
    membersOnly: false,
    kind: 'INSTANT',
    prizeMinor: 5_00,
    startsInDays: -5,
    endsInDays: 20,
  },
  {
    id: 306,
    title: t('promotion.306.title'),
    content: t('promotion.306.content'),
    category: 'DEPOSIT',
    membersOnly: false,
    kind: 'APPLY',
    prizeMinor: 50_00,
    startsInDays: 35,
    endsInDays: 42,
  },
  {
    id: 307,
    title: t('promotion.307.title'),
    content: t('promotion.307.content'),
    category: 'REBATE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -60,
    endsInDays: -30,
  },
  {
    id: 308,
    title: t('promotion.308.title'),
    content: t('promotion.308.content'),
    category: 'RAFFLE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -20,
    endsInDays: 6,
    registrationEndsInDays: -1,
  },
];
