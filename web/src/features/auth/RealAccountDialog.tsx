import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { Modal } from '../../ui';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/**
 * What a trial account hears when it asks for real play (a game, a PvP table): a dialog that
 * stays until answered, with registration one tap away, or Cancel (and Escape) to go on trying
 * games. It replaced a notice that was gone in a second, over the header's clock.
 */
export const RealAccountDialog = observer(function RealAccountDialog() {
  const t = useFeatureTranslation(authMessages);
  const { ui } = useStores();
  if (!ui.isOpen('realAccountNeeded')) return null;
  const cancel = () => ui.closeModal('realAccountNeeded');
  return (
    <Modal name="realAccountNeeded" title={t('real_account_title')} onClose={cancel}>
      <p>{t('in_need_true_account')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={cancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button" onClick={() => ui.openRegister()}>
          {t('register')}
        </button>
      </div>
    </Modal>
  );
});
