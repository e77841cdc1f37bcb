import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { ConfirmDialog, Modal } from '../ui';

export const SignOutConfirm = observer(function SignOutConfirm() {
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

/** Why the platform ended the session (a cool-off began), over the screen the member lands on. */
export const SessionEndNotice = observer(function SessionEndNotice() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const notice = ui.sessionEndNotice;
  if (!notice) return null;
  const close = () => ui.clearSessionEndNotice();
  return (
    <Modal
      name="sessionEndNotice"
      title={t(notice.key, { ...notice.values, ns: notice.ns })}
      onClose={close}
    >
      <p>{t('signed_out_notice')}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          {t('acknowledge')}
        </button>
      </div>
    </Modal>
  );
});
