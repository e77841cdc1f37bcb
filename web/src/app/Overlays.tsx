import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthModals, realAccountDialog } from '../features/auth';
import { ContractRequestOpener } from './contract-opener';
import { WithdrawConfirmationOpener } from './withdraw-opener';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useStores } from '../stores/StoreContext';
import { useHydrated } from '../ui';
import { lazyScreen, screenModule } from '../ui/lazy/chunkLoad';
import { SitePopups } from './SitePopups';

const TOAST_MS = 2000;

/**
 * The sign-out confirmation and the notice of a session the platform ended: a member meets them
 * once a visit at most, so their code is a chunk of its own, not in every first download.
 */
const accountNotices = screenModule(() => import('./AccountNotices'));
const SignOutConfirmDialog = lazyScreen(accountNotices, 'SignOutConfirm');
const SessionEndNoticeDialog = lazyScreen(accountNotices, 'SessionEndNotice');

const AccountNotices = observer(function AccountNotices() {
  const { ui } = useStores();
  const confirming = ui.isOpen('signOutConfirm');
  if (!confirming && !ui.sessionEndNotice) return null;
  return (
    <Suspense fallback={null}>
      {confirming && <SignOutConfirmDialog />}
      {ui.sessionEndNotice && <SessionEndNoticeDialog />}
    </Suspense>
  );
});

/**
 * The responsible-play reminder takes its turn in the dialog queue (after the answers the site
 * waits for, before announcements). It shows after some play at the earliest, so its code loads
 * only when its turn comes.
 */
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })),
);

const RealityCheck = observer(function RealityCheck() {
  const { dialogs } = useStores();
  if (!dialogs.mayShow('realityCheck')) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog />
    </Suspense>
  );
});

/** The member's live notices and reward dialogs: a chunk loaded with the realtime code. */
const LiveLayer = lazy(() => import('./live/LiveLayer'));

const Live = observer(function Live() {
  const { session } = useStores();
  if (!useHydrated() || !session.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <LiveLayer />
    </Suspense>
  );
});

const Toast = observer(function Toast() {
  const { t } = useTranslation();
  const { ui } = useStores();
  useEffect(() => {
    if (!ui.toast) return;
    const timer = setTimeout(() => ui.clearToast(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [ui, ui.toast]);
  if (!ui.toast) return null;
  return (
    <div className="toast" role="status">
      {t(ui.toast, { ...ui.toastValues, defaultValue: t('unknown_error') })}
    </div>
  );
});

/** The page loader features show while an action they started is under way. */
const PageLoader = observer(function PageLoader() {
  const { t } = useTranslation();
  const { ui } = useStores();
  if (!ui.loading) return null;
  return (
    <div className="page-loader" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
});

/** The server-speed modal's code (and its store) loads when a player first opens it. */
const mirrorsModule = screenModule(() => import('../features/mirrors'));
const ServerSpeedModal = lazyScreen(mirrorsModule, 'ServerSpeedModal');

const SpeedModal = observer(function SpeedModal() {
  const { ui } = useStores();
  if (!ui.isOpen('serverSpeed')) return null;
  return (
    <Suspense fallback={null}>
      <ServerSpeedModal />
    </Suspense>
  );
});

const RealAccountDialog = lazyScreen(realAccountDialog, 'RealAccountDialog');

/** Only trial players meet it, so its code is not in everyone's first download. */
const RealAccountNeeded = observer(function RealAccountNeeded() {
  const { ui } = useStores();
  if (!ui.isOpen('realAccountNeeded')) return null;
  return (
    <Suspense fallback={null}>
      <RealAccountDialog />
    </Suspense>
  );
});

/** Everything that floats above the screens: modals, prompts and notices. */
export function Overlays() {
  return (
    <>
      <PageLoader />
      <AuthModals />
      <RealAccountNeeded />
      <AccountNotices />
      <SpeedModal />
      <RealityCheck />
      <SitePopups />
      <WithdrawConfirmationOpener />
      <ContractRequestOpener />
      <UpdatePrompt />
      <Toast />
      <Live />
    </>
  );
}
