import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui';

/** The platform's warning dialog: one message and a submit button. */
export function WarningDialog({
  messageKey,
  onClose,
}: {
  messageKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal name="warning" title={t('warning_title')}>
      <p role="alert">{t(messageKey, { defaultValue: t('unknown_error') })}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
