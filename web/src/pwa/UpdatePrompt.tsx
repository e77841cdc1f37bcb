import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';

/** "A new version is ready" with reload; dismissing keeps the player where they are. */
export const UpdatePrompt = observer(function UpdatePrompt() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  if (!pwa.updateReady) return null;
  return (
    <div className="snackbar" role="status" aria-live="polite" data-testid="update-prompt">
      <span>{t('update_ready')}</span>
      <button type="button" className="button button--small" onClick={() => pwa.applyUpdate()}>
        {t('reload')}
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => pwa.dismissUpdate()}
      >
        {t('later')}
      </button>
    </div>
  );
});
