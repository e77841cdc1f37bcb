/** Banner groups the site shows: home, login and register side panels, lottery, forgot page. */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_lott', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Who sees a popup: A signed-in members, B anonymous visitors, F a member's first sign-in. */
export type Execution = 'A' | 'B' | 'F';

export interface Text {
  EN: string;
  CN?: string;
}

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
  { code: 'DEPOSIT', name: { EN: 'Deposit bonus', CN: '存款优惠' } },
  { code: 'REBATE', name: { EN: 'Rebate', CN: '返水' } },
  { code: 'SIGNUP', name: { EN: 'New member', CN: '新会员' } },
  { code: 'RAFFLE', name: { EN: 'Lucky draw', CN: '幸运抽奖' } },
];

export const BANNERS: readonly BannerSeed[] = [
  {
    id: 1,
    groupName: 'w_home',
    title: { EN: 'Welcome bonus', CN: '新人礼' },
    linkageType: 'PROMOTION',
    linkage: '301',
    sort: 1,
  },
  {
    id: 2,
    groupName: 'w_home',
    title: { EN: 'Weekly rebate', CN: '每周返水' },
    linkageType: 'PROMOTION',
    linkage: '302',
    sort: 2,
  },
  {
    id: 3,
    groupName: 'w_home',
    title: { EN: 'Play responsibly', CN: '理性游戏' },
    linkageType: 'URL',
    linkage: '/help#responsible-play',
    sort: 3,
  },
  {
    id: 4,
    groupName: 'w_login',
    title: { EN: 'Sign in and play', CN: '登录畅玩' },
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
  {
    id: 5,
    groupName: 'w_register',
    title: { EN: 'Join Playhouse', CN: '加入我们' },
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
  {
    id: 6,
    groupName: 'w_lott',
    title: { EN: 'Lottery every minute', CN: '分分彩' },
    linkageType: 'URL',
    linkage: '/elott',
    sort: 1,
  },
  {
    id: 7,
    groupName: 'w_forget',
    title: { EN: 'We will help you back in', CN: '找回账号' },
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
];

export const NOTICES: readonly NoticeSeed[] = [
  {
    id: 101,
    title: { EN: 'Scheduled maintenance on Tuesday', CN: '周二例行维护' },
    content: {
      EN: '<p>Live casino tables from <b>AG</b> will be unavailable on Tuesday from 10:00 to 12:00 (GMT+7).</p>',
      CN: '<p>AG 真人娱乐将于周二 10:00 至 12:00（GMT+7）维护。</p>',
    },
    daysAgo: 1,
  },
  {
    id: 102,
    title: { EN: 'New slots from Playtech', CN: 'Playtech 新游戏上线' },
    content: {
      EN: '<p>Twelve new slots are live. <a href="/rng">Try them in the slots lobby</a>.</p>',
      CN: '<p>十二款新老虎机已上线。<a href="/rng">前往电子游戏</a>。</p>',
    },
    daysAgo: 3,
  },
  {
    // Operators paste markup from anywhere; this one must render as text, never run.
    id: 103,
    title: { EN: 'Deposit channels updated', CN: '存款渠道更新' },
    content: {
      EN: '<p>Bank transfer now arrives faster.</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    },
    daysAgo: 5,
  },
  ...Array.from({ length: 9 }, (_, i) => ({
    id: 104 + i,
    title: { EN: `Lottery results bulletin ${i + 1}`, CN: `彩票开奖公告 ${i + 1}` },
    content: { EN: `<p>Bulletin ${i + 1}: all draws were settled on time.</p>` },
    daysAgo: 7 + i * 2,
  })),
];

export const POPUPS: readonly PopupSeed[] = [
  {
    id: 201,
    title: { EN: 'Welcome, visitor', CN: '欢迎光临' },
    content: { EN: '<p>Create an account to play for real. Trial games are free.</p>' },
    promotionType: 'GENERAL',
    execution: 'B',
  },
  {
    id: 202,
    title: { EN: 'Good to see you', CN: '欢迎回来' },
    content: { EN: '<p>Your weekly rebate is paid every Monday.</p>' },
    promotionType: 'GENERAL',
    execution: 'A',
  },
  {
    id: 203,
    title: { EN: 'Your first sign-in', CN: '首次登录' },
    content: { EN: '<p>Set a deposit limit in the security centre if you wish.</p>' },
    promotionType: 'GENERAL',
    execution: 'F',
  },
];

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 301,
    title: { EN: 'Welcome bonus 100%', CN: '首存100%' },
    content: {
      EN: '<p>Double your first deposit up to 1,000.00.</p><ul><li>Apply before you deposit.</li><li>Turnover 10 times before withdrawing.</li></ul>',
      CN: '<p>首存加倍，最高1,000.00。</p><ul><li>请先申请再存款。</li><li>提款前需10倍流水。</li></ul>',
    },
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
    title: { EN: 'Weekly rebate 1%', CN: '每周返水1%' },
    content: { EN: '<p>1% of the week’s valid bets, paid on Monday.</p>' },
    category: 'REBATE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -30,
    endsInDays: 60,
  },
  {
    id: 303,
    title: { EN: 'Sign-up reward', CN: '注册奖励' },
    content: { EN: '<p>New members may request a sign-up reward once.</p>' },
    category: 'SIGNUP',
    membersOnly: true,
    kind: 'APPLY',
    prizeMinor: 18_00,
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    id: 304,
    title: { EN: 'Daily lucky draw', CN: '每日幸运抽奖' },
    content: { EN: '<p>One ticket for every 100.00 staked today.</p>' },
    category: 'RAFFLE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    id: 305,
    title: { EN: 'Check-in gift 5.00', CN: '签到礼5.00' },
    content: { EN: '<p>Claim 5.00 once, no deposit needed.</p>' },
    category: 'SIGNUP',
    membersOnly: false,
    kind: 'INSTANT',
    prizeMinor: 5_00,
    startsInDays: -5,
    endsInDays: 20,
  },
  {
    id: 306,
    title: { EN: 'New year reload 50%', CN: '新年续存50%' },
    content: { EN: '<p>50% on every deposit during the new year week.</p>' },
    category: 'DEPOSIT',
    membersOnly: false,
    kind: 'APPLY',
    prizeMinor: 50_00,
    startsInDays: 35,
    endsInDays: 42,
  },
  {
    id: 307,
    title: { EN: 'Autumn cash race', CN: '秋季现金赛' },
    content: { EN: '<p>The race has ended; winners were paid.</p>' },
    category: 'REBATE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -60,
    endsInDays: -30,
  },
  {
    id: 308,
    title: { EN: 'Lucky draw finals', CN: '抽奖总决赛' },
    content: { EN: '<p>Registration closed; the draw runs until the end of the month.</p>' },
    category: 'RAFFLE',
    membersOnly: false,
    kind: 'SIGN_UP',
    prizeMinor: 0,
    startsInDays: -20,
    endsInDays: 6,
    registrationEndsInDays: -1,
  },
];
