import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthModals } from '../features/auth';
import { ContractRequestOpener } from '../features/contract-opener';
import { WithdrawConfirmationOpener } from '../features/withdraw-opener';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useStores } from '../stores/StoreContext';
import { formatMoney } from '../stores/UserStore';
import { ConfirmDialog, Modal } from '../ui';
import { lazyScreen, screenModule } from './chunkLoad';
import { SitePopups } from './SitePopups';

const TOAST_MS = 2000;

const SignOutConfirm = observer(function SignOutConfirm() {
  const { t } = useTranslation();
  const root = useStores();
  const navigate = useNavigate();
  if (!root.ui.isOpen('signOutConfirm')) return null;
  return (
    <ConfirmDialog
      name="signOutConfirm"
      message={t('sign_out_confirm')}
      onCancel={() => root.ui.closeModal('signOutConfirm')}
      onConfirm={() => {
        root.ui.closeModal('signOutConfirm');
        void root.signOut().then(() => navigate('/', { replace: true }));
      }}
    />
  );
});

/** Responsible play: session length and balance change, with continue or sign out. */
const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { t } = useTranslation();
  const root = useStores();
  const navigate = useNavigate();
  const { realityCheck, ui, user } = root;
  if (!ui.isOpen('realityCheck')) return null;
  const net = realityCheck.netChange;
  return (
    <Modal name="realityCheck" title={t('rc_title')}>
      <p>{t('rc_session', { minutes: realityCheck.sessionMinutes })}</p>
      <p>
        {net === null
          ? t('rc_net_unknown')
          : t('rc_net', {
              amount: `${user.currencySymbol} ${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(Math.abs(net))}`,
            })}
      </p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={() => realityCheck.acknowledge()}>
          {t('rc_continue')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void root.signOut().then(() => navigate('/', { replace: true }))}
        >
          {t('sign_out')}
        </button>
      </div>
    </Modal>
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

/** Everything that floats above the screens: modals, prompts and notices. */
export function Overlays() {
  return (
    <>
      <PageLoader />
      <OfflineBanner />
      <AuthModals />
      <SignOutConfirm />
      <SpeedModal />
      <RealityCheckDialog />
      <SitePopups />
      <WithdrawConfirmationOpener />
      <ContractRequestOpener />
      <UpdatePrompt />
      <Toast />
    </>
  );
}
