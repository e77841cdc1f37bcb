import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal, WarningHostContext } from '../../ui';

/**
 * The platform's warning dialog: one message and a submit button. Inside an account dialog it
 * takes that dialog's place (two dialogs are never on screen at once) and, once confirmed, gives
 * the form back as it was, with the focus where the player left it; elsewhere it is a dialog.
 */
export function WarningDialog({
  messageKey,
  onClose,
}: {
  messageKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const host = useContext(WarningHostContext);
  const confirm = useRef<HTMLButtonElement>(null);
  /** What had the focus when the warning arrived, to go back to. */
  const back = useRef<Element | null>(null);

  // Before the first paint, so the form and the warning are never both on screen.
  useLayoutEffect(() => {
    if (!host) return;
    back.current = document.activeElement;
    host.setWarned(true);
    return () => host.setWarned(false);
  }, [host]);

  useEffect(() => {
    confirm.current?.focus();
  }, []);

  const done = () => {
    const dialog = host?.slot?.closest<HTMLElement>('[role="dialog"]');
    if (host && dialog) {
      // The form shows again first, so the focus can go back into it.
      flushSync(() => host.setWarned(false));
      const previous = back.current;
      if (previous instanceof HTMLElement && dialog.contains(previous)) previous.focus();
      // Otherwise (it was the page, or a button since disabled) the dialog itself.
      if (!dialog.contains(document.activeElement) || document.activeElement === confirm.current)
        dialog.focus();
    }
    onClose();
  };

  const body = (
    <>
      <p role="alert">{t(messageKey, { defaultValue: t('unknown_error') })}</p>
      <div className="modal__actions">
        <button ref={confirm} type="button" className="button" onClick={done}>
          {t('confirm')}
        </button>
      </div>
    </>
  );
  if (!host) {
    return (
      <Modal name="warning" title={t('warning_title')}>
        {body}
      </Modal>
    );
  }
  return host.slot ? createPortal(body, host.slot) : null;
}
