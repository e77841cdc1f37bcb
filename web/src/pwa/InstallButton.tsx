import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';

/** Shown only where the browser offers installation. */
export const InstallButton = observer(function InstallButton() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  if (!pwa.installPrompt) return null;
  return (
    <button type="button" className="button button--small" onClick={() => void pwa.install()}>
      {t('install_app')}
    </button>
  );
});
