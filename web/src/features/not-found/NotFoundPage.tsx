import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page name="not-found" title={t('not_found_title')}>
      <p>{t('not_found_body')}</p>
      <Link to="/">{t('help_back')}</Link>
    </Page>
  );
}
