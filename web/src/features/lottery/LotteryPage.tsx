import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Messages } from '../../i18n/locales/en';
import { DataNotice, Page } from '../../ui';

const TITLES: Record<string, keyof Messages> = {
  '/lottery': 'nav_lottery',
  '/sealottery': 'nav_sea_lottery',
  '/vnlottery': 'nav_vn_lottery',
};

/** The three lottery pages, each opened with the game to play in `?gameCode=`. */
export function LotteryPage() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase();
  const gameCode = useSearchParams()[0].get('gameCode');
  return (
    <Page name={path.slice(1)} title={t(TITLES[path] ?? 'nav_lottery')}>
      {gameCode && <p>{t('game_code', { code: gameCode })}</p>}
      <DataNotice>{t('lists_unavailable')}</DataNotice>
    </Page>
  );
}
