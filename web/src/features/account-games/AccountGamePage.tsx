import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DataNotice, Page } from '../../ui';

/** The signed-in player's favourites (/favorite) or recently played games (/recent). */
export function AccountGamePage() {
  const { t } = useTranslation();
  const recent = useLocation().pathname.toLowerCase() === '/recent';
  return (
    <Page name={recent ? 'recent' : 'favorite'} title={t(recent ? 'nav_recent' : 'nav_favorite')}>
      <DataNotice>{t('lists_unavailable')}</DataNotice>
    </Page>
  );
}
