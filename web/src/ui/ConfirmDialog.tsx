import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

/** "Are you sure?" with cancel and confirm, as the spec's sign-out confirmation. */
export function ConfirmDialog({
  name,
  message,
  onConfirm,
  onCancel,
}: {
  name: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal name={name} title={message} onClose={onCancel}>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
