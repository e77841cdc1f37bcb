import { useTranslation } from 'react-i18next';
import { DataNotice, Page } from '../../ui';

export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page name="point-mall" title={t('point_mall_title')}>
      <p>{t('point_mall_body')}</p>
      <DataNotice>{t('section_unavailable')}</DataNotice>
    </Page>
  );
}
