import { useTranslation } from 'react-i18next';
import { ServiceSlot } from './ServiceSlot';

export function RegionBlockedPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <main className="site-state" data-site-state="region-restricted">
      <h1>{t('blockip')}</h1>
      <p>{t('info_ip_block')}</p>
      {ip && <p className="site-state__detail">{t('your_ip', { ip })}</p>}
      <ServiceSlot />
    </main>
  );
}
