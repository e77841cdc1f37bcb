import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import type { ModalName } from '../../stores/UiStore';
import { Modal, WarningHostContext, type ModalProps } from '../../ui';

const LoginForm = lazy(async () => ({ default: (await import('./forms')).LoginForm }));
const RegisterForm = lazy(async () => ({ default: (await import('./forms')).RegisterForm }));
const ForgotForm = lazy(async () => ({ default: (await import('./forms')).ForgotForm }));
const AuthSidePanel = lazy(async () => ({ default: (await import('./forms')).AuthSidePanel }));
const ChangePasswordForm = lazy(async () => ({
  default: (await import('./forms')).ChangePasswordForm,
}));

/**
 * A sign-in, registration or recovery popup. A warning its form raises (a code that cannot be
 * sent, an invitation code refused) takes the popup's place until confirmed, the form kept as
 * typed beneath it: one dialog on screen, never one stacked on another.
 */
function AccountDialog({ title, onClose, size, children, ...modal }: ModalProps) {
  const { t } = useTranslation();
  const [warned, setWarned] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const host = useMemo(() => ({ slot, setWarned }), [slot]);
  return (
    <Modal
      {...modal}
      title={warned ? t('warning_title') : title}
      onClose={warned ? undefined : onClose}
      size={warned ? 'small' : size}
    >
      <WarningHostContext value={host}>
        <div hidden={warned}>{children}</div>
      </WarningHostContext>
      <div ref={setSlot} />
    </Modal>
  );
}

/**
 * The login, register and forgot-password popups. The frames, their swaps and their closing
 * belong to the shell; the account forms inside them are built with the account flows.
 */
export const AuthModals = observer(function AuthModals() {
  const { t } = useTranslation();
  const { ui, authFlow, user } = useStores();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const forcedChange = authFlow.step === 'changePassword';

  // A forced password change takes the login popup's place until it is done.
  useEffect(() => {
    if (forcedChange) ui.closeModal('login');
  }, [forcedChange, ui]);

  const close = (name: ModalName) => {
    ui.closeModal(name);
    if (name === 'login') authFlow.reset();
    // /login and /register exist to open their popup; closing it leaves the plain home.
    if (pathname === '/login' || pathname === '/register') navigate('/', { replace: true });
  };

  /** After signing in, /login leads on to the page the guard sent the player from. */
  const signedIn = () => {
    ui.closeModal('login');
    if (pathname === '/login') {
      const from = (state as { from?: { pathname?: string } } | null)?.from?.pathname;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    }
  };

  const registered = () => {
    ui.closeModal('register');
    navigate('/', { replace: true });
  };

  const passwordChanged = () => {
    void user.load();
    // A forced change on the agent sign-in leads on to the agent centre, whose guard still
    // turns away an account that is not an agent.
    navigate(pathname === '/agent' ? '/agentHome' : '/', { replace: true });
  };

  const loading = <p className="modal__loading">{t('loading')}</p>;

  return (
    <>
      {/* Never beside the forced change that takes its place, not even until the effect runs. */}
      {ui.isOpen('login') && !forcedChange && (
        <AccountDialog
          name="login"
          title={t('login_title')}
          onClose={() => close('login')}
          size="large"
        >
          <div className="auth-layout">
            <Suspense fallback={loading}>
              <LoginForm onSignedIn={signedIn} />
            </Suspense>
            <Suspense fallback={null}>
              <AuthSidePanel onFollow={() => ui.closeModal('login')} />
            </Suspense>
          </div>
          <div className="modal__links">
            <button type="button" className="link-button" onClick={() => ui.openForgot()}>
              {t('forgot_password')}
            </button>
            <button type="button" className="link-button" onClick={() => ui.openRegister()}>
              {t('switch_to_register')}
            </button>
          </div>
        </AccountDialog>
      )}
      {forcedChange && (
        <Modal name="changePassword" title={t('change_password_title')}>
          <Suspense fallback={loading}>
            <ChangePasswordForm onChanged={passwordChanged} />
          </Suspense>
        </Modal>
      )}
      {ui.isOpen('register') && (
        <AccountDialog
          name="register"
          title={t('register_title')}
          onClose={() => close('register')}
          size="large"
        >
          <div className="auth-layout">
            <Suspense fallback={loading}>
              <RegisterForm onRegistered={registered} />
            </Suspense>
            <Suspense fallback={null}>
              <AuthSidePanel onFollow={() => ui.closeModal('register')} />
            </Suspense>
          </div>
          <div className="modal__links">
            <button type="button" className="link-button" onClick={() => ui.openLogin()}>
              {t('switch_to_login')}
            </button>
          </div>
        </AccountDialog>
      )}
      {ui.isOpen('forgetPassModal') && (
        <AccountDialog
          name="forgetPassModal"
          title={t('forgot_title')}
          onClose={() => close('forgetPassModal')}
        >
          <Suspense fallback={loading}>
            <ForgotForm onLogin={() => ui.openLogin()} />
          </Suspense>
          <div className="modal__links">
            <button type="button" className="link-button" onClick={() => ui.openLogin()}>
              {t('switch_to_login')}
            </button>
          </div>
        </AccountDialog>
      )}
    </>
  );
});
