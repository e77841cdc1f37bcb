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
const CategoryLobby = lazyScreen(() => import('../features/lobby'), 'CategoryLobby');
const AccountGamePage = lazyScreen(() => import('../features/account-games'), 'AccountGamePage');
const MemberCentrePage = lazyScreen(() => import('../features/member'), 'MemberCentrePage');
const AgentLoginPage = lazyScreen(() => import('../features/agent'), 'AgentLoginPage');
const AgentHomePage = lazyScreen(() => import('../features/agent'), 'AgentHomePage');
const HelpPage = lazyScreen(() => import('../features/help'), 'HelpPage');
const LotteryPage = lazyScreen(() => import('../features/lottery'), 'LotteryPage');
const SeamlessPage = lazyScreen(() => import('../features/seamless'), 'SeamlessPage');
const PromotionsPage = lazyScreen(() => import('../features/promotions'), 'PromotionsPage');
const PointMallPage = lazyScreen(() => import('../features/point-mall'), 'PointMallPage');
const AnnouncePage = lazyScreen(() => import('../features/announce'), 'AnnouncePage');
const DownloadPage = lazyScreen(() => import('../features/download'), 'DownloadPage');
const ForgetPage = lazyScreen(() => import('../features/forget'), 'ForgetPage');
const NotFoundPage = lazyScreen(() => import('../features/not-found'), 'NotFoundPage');

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
