import { useTranslation } from 'react-i18next';
import { formatSiteTime } from '../i18n/time';
import { useNow } from './useNow';

/** The header's live clock in the site's time zone, always labelled GMT+7. */
export function SiteClock() {
  const { t } = useTranslation();
  const now = useNow(1000);
  return (
    <time className="site-clock" dateTime={now.toISOString()} aria-label={t('clock_label')}>
      {formatSiteTime(now, 'YYYY/MM/DD HH:mm:ss')} (GMT+7)
    </time>
  );
}
