import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { formatMajor } from '../i18n/money';
import { Modal } from '../ui';

/** Responsible play: session length and balance change, with continue or sign out. */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { t } = useTranslation();
  const root = useStores();
  const navigate = useNavigate();
  const { realityCheck, user } = root;
  const net = realityCheck.netChange;
  return (
    <Modal name="realityCheck" title={t('rc_title')}>
      <p>{t('rc_session', { minutes: realityCheck.sessionMinutes })}</p>
      <p>
        {net === null
          ? t('rc_net_unknown')
          : t('rc_net', {
              amount: `${user.currencySymbol} ${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMajor(Math.abs(net))}`,
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
