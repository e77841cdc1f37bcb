import { useTranslation } from 'react-i18next';
import { ServiceSlot } from './ServiceSlot';
import { formatSiteTime } from '../../i18n/time';

export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="site-state" data-site-state="maintenance">
      <h1>{t('game_maintenance')}</h1>
      <p>{t('info_maintenance')}</p>
      <p className="site-state__detail">
        {endTime
          ? t('maintenance_ends', { time: formatSiteTime(endTime) })
          : t('maintenance_no_end')}
      </p>
      <ServiceSlot />
    </main>
  );
}
