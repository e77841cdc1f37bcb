import { CATEGORY_ROUTES } from '../../web/src/routing/routeTable.js';

/** Who looks at a screen: nobody signed in, a member (player1) or an agent (agent1). */
export type Audience = 'visitor' | 'member' | 'agent';

/** The stand-in's seeded accounts the tour signs in as. */
export const TOUR_ACCOUNTS: Record<Exclude<Audience, 'visitor'>, string> = {
  member: 'player1',
  agent: 'agent1',
};

/** What a player does after opening a screen's path: tap a button (by its English name), or go on. */
export type TourStep = { tap: string } | { goto: string };

export interface TourScreen {
  /** The picture's file name, without extension. */
  name: string;
  /** Path and query, as a player would open it. */
  path: string;
  audience: Audience;
  /** Taps and visits after opening `path`, for a screen no address opens (a game, a dialog). */
  steps?: readonly TourStep[];
}

/** Sections of the member centre (`/member?page=…`), as in `web/src/app/centre/registry.ts`. */
export const MEMBER_SECTION_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/** Sections of the agent centre (`/agentHome?page=…`), as in `web/src/app/centre/registry.ts`. */
export const AGENT_SECTION_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

/**
 * Paths of the route table that show the same screen as another path, pictured once under that
 * one: the home page's aliases and the lower-case SEA lottery address.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/sealottery': '/seaLottery',
};

const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-$/, '') || 'home';

const screen = (audience: Audience, path: string, name = slug(path)): TourScreen => ({
  name,
  path,
  audience,
});

const categories = CATEGORY_ROUTES.map((route) => route.path);

/** Every screen of the site, once per audience that sees it as its own. */
export const TOUR_SCREENS: readonly TourScreen[] = [
  ...[
    '/',
    '/login',
    '/register',
    ...categories,
    '/forget',
    '/agent',
    '/help',
    '/promotions',
    '/pointMall',
    '/announce',
    '/down',
  ].map((path) => screen('visitor', path)),
  screen('visitor', '/no-such-page', 'not-found'),
  // Last of the visitor's: it signs the look's profile in as a trial account.
  {
    ...screen('visitor', '/login', 'trial-real-account-dialog'),
    steps: [{ tap: 'Try for free' }, { goto: '/rng' }, { tap: 'Play' }],
  },
  ...[
    '/',
    ...categories,
    '/favorite',
    '/recent',
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/vip',
    '/promotions',
    '/pointMall',
    '/seamless',
  ].map((path) => screen('member', path)),
  { ...screen('member', '/rng', 'seamless-playing'), steps: [{ tap: 'Play' }] },
  // A bank transfer made: where and how to pay (payee, amount, reference, each to copy).
  {
    ...screen('member', '/member?page=depositv2', 'deposit-pay-by-transfer'),
    steps: [{ tap: '500.00' }, { tap: 'Continue' }, { tap: 'Confirm deposit' }],
  },
  screen('member', '/member', 'member-centre'),
  ...MEMBER_SECTION_PAGES.map((page) => screen('member', `/member?page=${page}`, `member-${page}`)),
  screen(
    'member',
    '/member?page=missionLeaderboard&tab=leaderboard',
    'member-missionLeaderboard-board',
  ),
  screen('agent', '/agentHome', 'agent-centre'),
  ...AGENT_SECTION_PAGES.map((page) => screen('agent', `/agentHome?page=${page}`, `agent-${page}`)),
];

/** The looks every screen is taken in: a phone and a desktop, in both themes. */
export const TOUR_LOOKS = [
  { name: 'phone-light', viewport: { width: 390, height: 844 }, theme: 'light', mobile: true },
  { name: 'phone-dark', viewport: { width: 390, height: 844 }, theme: 'dark', mobile: true },
  { name: 'desktop-light', viewport: { width: 1280, height: 800 }, theme: 'light', mobile: false },
  { name: 'desktop-dark', viewport: { width: 1280, height: 800 }, theme: 'dark', mobile: false },
] as const;
