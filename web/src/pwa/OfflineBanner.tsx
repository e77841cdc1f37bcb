import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';

/**
 * Says in words that the network is gone, and what still works: once the service worker holds
 * the site, the pages already seen; before that, nothing new can load until the network is back.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  if (pwa.online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t(pwa.offlineReady ? 'offline_banner' : 'offline_banner_not_ready')}
    </div>
  );
});
