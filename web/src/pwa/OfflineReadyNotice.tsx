import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useMessages } from '../centre/messages';
import { useStores } from '../stores/StoreContext';
import { offlineMessages } from './messages';

/** Local storage mark: the player was told the site works offline (said once per browser). */
export const OFFLINE_READY_TOLD = 'OFFLINE_READY_TOLD';

/** Long enough to read the sentence twice; a screen reader hears it at once (a status). */
const SHOWN_MS = 8000;

/** Whether this browser was told before; marks it told from now on. */
function toldBefore(): boolean {
  try {
    if (localStorage.getItem(OFFLINE_READY_TOLD)) return true;
    localStorage.setItem(OFFLINE_READY_TOLD, '1');
  } catch {
    // Storage refused (private mode): telling again next time is the lesser harm.
  }
  return false;
}

/**
 * "The site now works offline": said once, when the service worker first holds the site (the
 * overlay loads this only then). It comes unasked, so it takes no tap and never stands in the
 * way of one (no pointer events), and leaves by itself.
 */
const OfflineReadyNotice = observer(function OfflineReadyNotice() {
  const t = useMessages(offlineMessages);
  const { pwa } = useStores();
  // Decided once, when the notice is first asked for: a second tab or visit stays quiet.
  const [shown] = useState(() => !toldBefore());
  useEffect(() => {
    if (!shown) {
      pwa.dismissOfflineReady();
      return;
    }
    const timer = setTimeout(() => pwa.dismissOfflineReady(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, pwa]);
  if (!shown || !pwa.offlineReadyNotice) return null;
  return (
    <div className="snackbar snackbar--passive" role="status" data-testid="offline-ready">
      {t('offline_ready')}
    </div>
  );
});

export default OfflineReadyNotice;
