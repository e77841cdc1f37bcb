import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';

/** Says in words that the network is gone, so an empty screen is never a mystery. */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  if (pwa.online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('offline_banner')}
    </div>
  );
});
