/** Category routes and the platform's category codes, in the spec's order. */
export const CATEGORY_ROUTES = [
  { path: '/sports', code: 'SPORTS' },
  { path: '/esports', code: 'ESPORTS' },
  { path: '/cockfight', code: 'COCKFIGHT' },
  { path: '/lott', code: 'LOTT' },
  { path: '/elott', code: 'ELOTT' },
  { path: '/live', code: 'LIVE' },
  { path: '/fish', code: 'FISH' },
  { path: '/rng', code: 'RNG' },
  { path: '/pvp', code: 'PVP' },
] as const;

export type CategoryCode = (typeof CATEGORY_ROUTES)[number]['code'];

/** Routes that need a session; without one the guard sends the player to /login. */
export const SIGNED_IN_ROUTES: readonly string[] = [
  '/member',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/sealottery',
  '/vnLottery',
  '/vip',
];

/** Every path of the spec's route table, aliases included (used by tests and the manifest). */
export const ALL_ROUTES: readonly string[] = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  ...CATEGORY_ROUTES.map((c) => c.path),
  '/forget',
  '/agent',
  '/agentHome',
  '/member',
  '/help',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/sealottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/announce',
  '/down',
];

/** Game pages fill the screen: the side menu is hidden there (the spec's `/lottert` is `/lottery`). */
const GAME_PAGES = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];

export function isGamePage(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return GAME_PAGES.some((page) => lower === page || lower.startsWith(`${page}/`));
}

export function needsSignIn(pathname: string): boolean {
  return SIGNED_IN_ROUTES.some((route) => route.toLowerCase() === pathname.toLowerCase());
}

/** The route's name: its first path segment, so /lottery?gameCode=a and ?gameCode=b share it. */
export function routeName(pathname: string): string {
  return pathname.split('/')[1]?.toLowerCase() || 'home';
}

/** A link into the member centre at one of its pages (the platform's page names). */
export const memberPath = (page: string) => `/member?page=${page}`;
