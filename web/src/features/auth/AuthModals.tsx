import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import type { ModalName } from '../../stores/UiStore';
import { DataNotice, Modal } from '../../ui';

/**
 * The login, register and forgot-password popups. The frames, their swaps and their closing
 * belong to the shell; the account forms inside them are built with the account flows.
 */
export const AuthModals = observer(function AuthModals() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const close = (name: ModalName) => {
    ui.closeModal(name);
    // /login and /register exist to open their popup; closing it leaves the plain home.
    if (pathname === '/login' || pathname === '/register') navigate('/', { replace: true });
  };

  return (
    <>
      {ui.isOpen('login') && (
        <Modal name="login" title={t('login_title')} onClose={() => close('login')} size="large">
          <DataNotice>{t('account_forms_unavailable')}</DataNotice>
          <div className="modal__links">
            <button type="button" className="link-button" onClick={() => ui.openForgot()}>
              {t('forgot_password')}
            </button>
            <button type="button" className="link-button" onClick={() => ui.openRegister()}>
              {t('switch_to_register')}
            </button>
          </div>
        </Modal>
      )}
      {ui.isOpen('register') && (
        <Modal
          name="register"
          title={t('register_title')}
          onClose={() => close('register')}
          size="large"
        >
          <DataNotice>{t('account_forms_unavailable')}</DataNotice>
          <div className="modal__links">
            <button type="button" className="link-button" onClick={() => ui.openLogin()}>
              {t('switch_to_login')}
            </button>
          </div>
        </Modal>
      )}
      {ui.isOpen('forgetPassModal') && (
        <Modal
          name="forgetPassModal"
          title={t('forgot_title')}
          onClose={() => close('forgetPassModal')}
        >
          <p>{t('forget_body')}</p>
          <DataNotice>{t('account_forms_unavailable')}</DataNotice>
          <div className="modal__links">
            <button type="button" className="link-button" onClick={() => ui.openLogin()}>
              {t('switch_to_login')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
});
