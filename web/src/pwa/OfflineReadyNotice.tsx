import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';

/** Long enough to read the sentence twice; a screen reader hears it at once (a status). */
const SHOWN_MS = 8000;

/**
 * "The site now works offline": said once, when the service worker first holds the site. It
 * comes unasked, so it takes no tap and never stands in the way of one (no pointer events), and
 * leaves by itself.
 */
export const OfflineReadyNotice = observer(function OfflineReadyNotice() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  const shown = pwa.offlineReadyNotice;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => pwa.dismissOfflineReady(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, pwa]);
  if (!shown) return null;
  return (
    <div className="snackbar snackbar--passive" role="status" data-testid="offline-ready">
      {t('offline_ready')}
    </div>
  );
});
