import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useMessages } from '../centre/messages';
import { formatSiteTime } from '../i18n/time';
import { useStores } from '../stores/StoreContext';
import { offlineMessages } from './messages';

/** Local storage mark: the player was told the site works offline (said once per browser). */
export const OFFLINE_READY_TOLD = 'OFFLINE_READY_TOLD';

/** Long enough to read the sentence twice; a screen reader hears it at once (a status). */
const SHOWN_MS = 8000;

/** Whether this browser was told before (read only: a render may run more than once). */
function toldBefore(): boolean {
  try {
    return localStorage.getItem(OFFLINE_READY_TOLD) !== null;
  } catch {
    // Storage refused (private mode): telling again next time is the lesser harm.
    return false;
  }
}

function markTold(): void {
  try {
    localStorage.setItem(OFFLINE_READY_TOLD, '1');
  } catch {
    // As above.
  }
}

/**
 * What works offline once the service worker holds the site: offline, the pages already seen
 * (and what still needs the network); the moment it first gets there, "the site now works
 * offline", said once in a browser (that notice comes unasked, so it takes no tap and never
 * stands in the way of one: no pointer events; and it leaves by itself); and, while anything on
 * show is the worker's offline copy, when that copy was last updated.
 */
const OfflineWords = observer(function OfflineWords() {
  const t = useMessages(offlineMessages);
  const { pwa } = useStores();
  // Decided once, when the notice is first asked for: a second tab or visit stays quiet.
  const [announce] = useState(() => pwa.offlineReadyNotice && !toldBefore());
  useEffect(() => {
    if (!pwa.offlineReadyNotice) return;
    if (!announce) {
      pwa.dismissOfflineReady();
      return;
    }
    markTold();
    const timer = setTimeout(() => pwa.dismissOfflineReady(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [announce, pwa, pwa.offlineReadyNotice]);
  const copyAt = pwa.offlineCopyAt;
  // What the player sees is as old as the oldest copy on show.
  const copyLine =
    copyAt === null ? null : (
      <span className="offline-banner__copy" data-testid="offline-copy">
        {t('offline_copy', { time: formatSiteTime(new Date(copyAt)) })}
      </span>
    );
  if (!pwa.online) {
    return (
      <div className="offline-banner" role="status" data-testid="offline-banner">
        {t('offline_saved')}
        {copyLine}
      </div>
    );
  }
  // Online but too slow: the worker answered from its copy all the same.
  if (copyLine && !(announce && pwa.offlineReadyNotice)) {
    return (
      <div className="offline-banner" role="status">
        {copyLine}
      </div>
    );
  }
  if (!announce || !pwa.offlineReadyNotice) return null;
  return (
    <div className="snackbar snackbar--passive" role="status" data-testid="offline-ready">
      {t('offline_ready')}
    </div>
  );
});

export default OfflineWords;
