import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataNotice, Page } from '../../ui';

/** The full-screen page a launched game plays in. */
export function SeamlessPage() {
  const { t } = useTranslation();
  const gameCode = useSearchParams()[0].get('gameCode');
  return (
    <Page name="seamless" title={t('seamless_title')}>
      {gameCode && <p>{t('game_code', { code: gameCode })}</p>}
      <DataNotice>{t('lists_unavailable')}</DataNotice>
    </Page>
  );
}
