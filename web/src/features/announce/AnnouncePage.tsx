import { useTranslation } from 'react-i18next';
import { DataNotice, Page } from '../../ui';

export function AnnouncePage() {
  const { t } = useTranslation();
  return (
    <Page name="announce" title={t('announce_title')}>
      <DataNotice>{t('section_unavailable')}</DataNotice>
    </Page>
  );
}
