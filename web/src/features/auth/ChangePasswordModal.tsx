import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Modal } from '../../ui';

const ChangePasswordForm = lazy(async () => ({
  default: (await import('./forms')).ChangePasswordForm,
}));

/**
 * The change-password popup a signed-in member or agent opens themselves (the forced change
 * after an expired password has its own, closable only by completing it). On success the
 * login info is reloaded and `onChanged` decides where the player goes.
 */
export function ChangePasswordModal({
  onClose,
  onChanged,
}: {
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useStores();
  return (
    <Modal name="changePassword" title={t('change_password_title')} onClose={onClose}>
      <Suspense fallback={<p className="modal__loading">{t('loading')}</p>}>
        <ChangePasswordForm
          onChanged={() => {
            void user.load();
            onChanged();
          }}
        />
      </Suspense>
    </Modal>
  );
}
