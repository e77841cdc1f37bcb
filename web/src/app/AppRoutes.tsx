import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RealAccountOnly } from '../features/auth';
import { HomePage } from '../features/home';
import { AgentLayout } from '../layout/AgentLayout';
import { NormalLayout } from '../layout/NormalLayout';
import { lazyScreen } from './chunkLoad';
import { RequireAgent, RequireSignIn } from './guards';
import { CATEGORY_ROUTES } from './routeTable';

// The home lobby is in the first download; every other screen loads when first visited.
const screens = {
  lobby: () => import('../features/lobby'),
  accountGames: () => import('../features/account-games'),
  member: () => import('../features/member'),
  agent: () => import('../features/agent'),
  help: () => import('../features/help'),
  lottery: () => import('../features/lottery'),
  seamless: () => import('../features/seamless'),
  promotions: () => import('../features/promotions'),
  pointMall: () => import('../features/point-mall'),
  announce: () => import('../features/announce'),
  download: () => import('../features/download'),
  forget: () => import('../features/forget'),
};
const CategoryLobby = lazyScreen(screens.lobby, 'CategoryLobby');
const AccountGamePage = lazyScreen(screens.accountGames, 'AccountGamePage');
const MemberCentrePage = lazyScreen(screens.member, 'MemberCentrePage');
const AgentLoginPage = lazyScreen(screens.agent, 'AgentLoginPage');
const AgentHomePage = lazyScreen(screens.agent, 'AgentHomePage');
const HelpPage = lazyScreen(screens.help, 'HelpPage');
const LotteryPage = lazyScreen(screens.lottery, 'LotteryPage');
const SeamlessPage = lazyScreen(screens.seamless, 'SeamlessPage');
const PromotionsPage = lazyScreen(screens.promotions, 'PromotionsPage');
const PointMallPage = lazyScreen(screens.pointMall, 'PointMallPage');
const AnnouncePage = lazyScreen(screens.announce, 'AnnouncePage');
const DownloadPage = lazyScreen(screens.download, 'DownloadPage');
const ForgetPage = lazyScreen(screens.forget, 'ForgetPage');
const NotFoundPage = lazyScreen(() => import('../features/not-found'), 'NotFoundPage');

/** Screens a deep link opens without sign-in, by path (signed-in screens wait for the guard). */
const PUBLIC_SCREENS: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(CATEGORY_ROUTES.map(({ path }) => [path, screens.lobby])),
  '/help': screens.help,
  '/promotions': screens.promotions,
  '/pointMall': screens.pointMall,
  '/announce': screens.announce,
  '/down': screens.download,
  '/forget': screens.forget,
  '/agent': screens.agent,
  '/agentHome': screens.agent,
  '/seamless': screens.seamless,
};

/**
 * Starts downloading the screen a deep link opens while the status call is under way, instead of
 * after the frame has rendered. A failure is left to the screen's own loader, which retries.
 */
export function preloadScreen(pathname: string): void {
  PUBLIC_SCREENS[pathname]?.().catch(() => undefined);
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
        {['/', '/index', '/index.html', '/home'].map((path) => (
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
