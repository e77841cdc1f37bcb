import { useTranslation } from 'react-i18next';
import { formatSiteTime } from '../../i18n/time';
import { useHydrated } from '../../ui';
import { useNow } from './useNow';

const FORMAT = 'YYYY/MM/DD HH:mm:ss';

/** The header's live clock in the site's time zone, always labelled GMT+7. */
export function SiteClock() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const now = useNow(1000);
  if (!hydrated) {
    // A server-rendered page may be shown from a cache: it holds the clock's place, unseen, and
    // the browser fills in the time.
    return (
      <time className="site-clock site-clock--pending" aria-hidden="true">
        0000/00/00 00:00:00 (GMT+7)
      </time>
    );
  }
  return (
    <time className="site-clock" dateTime={now.toISOString()} aria-label={t('clock_label')}>
      {formatSiteTime(now, FORMAT)} (GMT+7)
    </time>
  );
}
