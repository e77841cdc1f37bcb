import { useTranslation } from 'react-i18next';
import { DataNotice, Page } from '../../ui';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page name="promotions" title={t('nav_promotions')}>
      <DataNotice>{t('section_unavailable')}</DataNotice>
    </Page>
  );
}
