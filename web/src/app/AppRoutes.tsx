import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { authForms, RealAccountOnly } from '../features/auth';
import { HomePage } from '../features/home';
import { AgentLayout } from './layout/AgentLayout';
import { NormalLayout } from './layout/NormalLayout';
import type { RootStore } from '../stores/RootStore';
import { lazyScreen, screenModule, type ScreenModule } from '../ui/lazy/chunkLoad';
import { RequireAgent, RequireSignIn } from './guards';
import { CATEGORY_ROUTES } from '../routing/routeTable';

// The home lobby is in the first download; every other screen loads when first visited.
const screens = {
  lobby: screenModule(() => import('../features/lobby'), 'lobby'),
  accountGames: screenModule(() => import('../features/account-games'), 'account-games'),
  member: screenModule(() => import('./member'), 'member'),
  agent: screenModule(() => import('./agent'), 'agent'),
  help: screenModule(() => import('./screens/help'), 'help'),
  lottery: screenModule(() => import('../features/lottery'), 'lottery'),
  seamless: screenModule(() => import('../features/seamless'), 'seamless'),
  promotions: screenModule(() => import('../features/promotions'), 'promotions'),
  pointMall: screenModule(() => import('../features/point-mall'), 'point-mall'),
  announce: screenModule(() => import('../features/announce'), 'announce'),
  download: screenModule(() => import('./screens/download'), 'download'),
  forget: screenModule(() => import('./screens/forget'), 'forget'),
  notFound: screenModule(() => import('../features/not-found'), 'not-found'),
  vip: screenModule(() => import('../features/vip'), 'vip'),
};
const CategoryLobby = lazyScreen(screens.lobby, 'CategoryLobby');
const AccountGamePage = lazyScreen(screens.accountGames, 'AccountGamePage');
const MemberCentrePage = lazyScreen(screens.member, 'MemberCentrePage');
const AgentLoginPage = lazyScreen(screens.agent, 'AgentLoginPage');
const AgentHomePage = lazyScreen(screens.agent, 'AgentHomePage');
const HelpPage = lazyScreen(screens.help, 'HelpScreen');
const LotteryPage = lazyScreen(screens.lottery, 'LotteryPage');
const SeamlessPage = lazyScreen(screens.seamless, 'SeamlessPage');
const PromotionsPage = lazyScreen(screens.promotions, 'PromotionsPage');
const PointMallPage = lazyScreen(screens.pointMall, 'PointMallPage');
const AnnouncePage = lazyScreen(screens.announce, 'AnnouncePage');
const DownloadPage = lazyScreen(screens.download, 'DownloadScreen');
const ForgetPage = lazyScreen(screens.forget, 'ForgetScreen');
const NotFoundPage = lazyScreen(screens.notFound, 'NotFoundPage');
const VipPage = lazyScreen(screens.vip, 'VipPage');

/** Screens a deep link opens without sign-in, by path (signed-in screens wait for the guard). */
const PUBLIC_SCREENS: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(CATEGORY_ROUTES.map(({ path }) => [path, screens.lobby])),
  '/help': screens.help,
  '/promotions': screens.promotions,
  '/pointMall': screens.pointMall,
  '/announce': screens.announce,
  '/down': screens.download,
  '/forget': screens.forget,
  // The agent's sign-in form is in the page from the start, so its chunk comes with it.
  '/agent': () => Promise.all([screens.agent(), authForms()]),
  '/agentHome': screens.agent,
  '/seamless': screens.seamless,
};

/**
 * Screens behind sign-in with the section their address names: with a session, a deep link
 * fetches them at boot, alongside the status and the member's details rather than after them.
 */
const SIGNED_IN_SCREENS: Record<string, (search: string) => Promise<unknown>> = {
  '/member': (search) => screens.member().then((m) => m.preloadMemberSection(search)),
  '/agentHome': (search) => screens.agent().then((m) => m.preloadAgentSection(search)),
};

/**
 * Starts downloading the screen a deep link opens while the status call is under way, instead of
 * after the frame has rendered; settles once it is here, so that screen renders without a loader.
 * A failure is left to the screen's own loader, which retries. With a session (`signedIn`), the
 * signed-in screens and their section are fetched too.
 */
export async function preloadScreen(
  pathname: string,
  { search = '', signedIn = false }: { search?: string; signedIn?: boolean } = {},
): Promise<void> {
  const signedInScreen = signedIn ? SIGNED_IN_SCREENS[pathname] : undefined;
  await Promise.all([
    PUBLIC_SCREENS[pathname]?.().catch(() => undefined),
    signedInScreen?.(search).catch(() => undefined),
  ]);
}

/**
 * Signed-in screens whose section names its first call (`CentreSection.prefetch`): a deep link
 * starts it once the root store exists, alongside the member's details instead of after them.
 */
const SIGNED_IN_DATA: Record<string, (search: string, root: RootStore) => Promise<unknown>> = {
  '/agentHome': (search, root) => screens.agent().then((m) => m.prefetchAgentSection(search, root)),
};

/**
 * Starts the first call of the signed-in screen a deep link opens; settles once it has started.
 * A failure is the screen's to show.
 */
export async function prefetchScreenData(
  pathname: string,
  search: string,
  root: RootStore,
): Promise<void> {
  if (!root.session.isLogin) return;
  await SIGNED_IN_DATA[pathname]?.(search, root).catch(() => undefined);
}

/**
 * Signed-in pages the gateway renders as a frame for any member (title, menu, a placeholder for
 * the section; nothing personal, the gateway knows no member), hydrated by a signed-in browser:
 * their largest text paints from the HTML instead of after the scripts and the member's calls.
 */
const CENTRE_FRAMES: Record<string, ScreenModule<unknown>> = {
  '/member': screens.member,
  '/agentHome': screens.agent,
};

/** Whether this path is a centre whose frame the gateway renders for any member. */
export function isCentreFrame(pathname: string): boolean {
  return pathname in CENTRE_FRAMES;
}

/**
 * The feature folder of the screen a public path or a centre frame shows (none for the home page,
 * whose styles are the site's own): the gateway links that feature's stylesheets into the page it
 * renders, so the first paint is already styled rather than restyled when the code arrives.
 */
export function screenFeatureOf(pathname: string): string | undefined {
  const screen = (CENTRE_FRAMES[pathname] ?? PUBLIC_SCREENS[pathname]) as
    ScreenModule<unknown> | undefined;
  return screen?.feature;
}

/** The home page's own paths; /login and /register show it too, with their popup open. */
const HOME_ALIASES = ['/', '/index', '/index.html', '/home'];
const HOME_PATHS = [...HOME_ALIASES, '/login', '/register'];
/** Public screens that are not worth rendering ahead: the agent's frame, a launched game. */
const CLIENT_ONLY = new Set(['/agentHome', '/seamless']);

/** Whether the gateway renders this path's first screen on the server (see entry-server.tsx). */
export function isPrerendered(pathname: string): boolean {
  return (
    HOME_PATHS.includes(pathname) || (pathname in PUBLIC_SCREENS && !CLIENT_ONLY.has(pathname))
  );
}

/** Whether this path is the home page, whose first screen shows the public announcements. */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname);
}

const signedIn = (screen: ReactNode) => <RequireSignIn>{screen}</RequireSignIn>;

/** The spec's route table (§2), aliases included. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/agentHome" element={<AgentLayout />}>
        <Route
          index
          element={
            <RequireAgent>
              <AgentHomePage />
            </RequireAgent>
          }
        />
      </Route>
      <Route element={<NormalLayout />}>
        {HOME_ALIASES.map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        <Route path="/login" element={<HomePage popup="login" />} />
        <Route path="/register" element={<HomePage popup="register" />} />
        {CATEGORY_ROUTES.map(({ path }) => (
          <Route key={path} path={path} element={<CategoryLobby />} />
        ))}
        <Route path="/forget" element={<ForgetPage />} />
        <Route path="/agent" element={<AgentLoginPage />} />
        <Route
          path="/member"
          element={signedIn(
            <RealAccountOnly>
              <MemberCentrePage />
            </RealAccountOnly>,
          )}
        />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/favorite" element={signedIn(<AccountGamePage />)} />
        <Route path="/recent" element={signedIn(<AccountGamePage />)} />
        {['/lottery', '/seaLottery', '/sealottery', '/vnLottery'].map((path) => (
          <Route key={path} path={path} element={signedIn(<LotteryPage />)} caseSensitive />
        ))}
        <Route path="/promotions" element={<PromotionsPage />} />
        <Route path="/pointMall" element={<PointMallPage />} />
        <Route path="/seamless" element={<SeamlessPage />} />
        <Route path="/announce" element={<AnnouncePage />} />
        <Route path="/down" element={<DownloadPage />} />
        <Route path="/vip" element={signedIn(<VipPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
