import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';

// What the worker makes possible is said by a chunk of its own: it is in the worker's cache by
// then, and off every page's first download.
const OfflineWords = lazy(() => import('./OfflineReadyNotice'));

/**
 * Says in words that the network is gone, and what still works: before the service worker holds
 * the site, only the screen on show; once it does, the pages already seen. The moment it first
 * holds the site, it says so, once. Whatever is shown from the worker's offline copy (the network
 * gone or too slow) comes with when that copy was last updated.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  if (pwa.offlineReady && (pwa.offlineReadyNotice || !pwa.online || pwa.offlineCopyAt !== null)) {
    return (
      <Suspense fallback={null}>
        <OfflineWords />
      </Suspense>
    );
  }
  if (pwa.online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('offline_banner')}
    </div>
  );
});
