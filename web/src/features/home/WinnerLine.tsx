import { useTranslation } from 'react-i18next';
import type { Winner } from '../../api/client/games';
import { formatMajor } from '../../i18n/money';

/** One latest win as the platform reported it. */
export function WinnerLine({ winner }: { winner: Winner }) {
  const { t } = useTranslation();
  return (
    <span className="home-winners__line" data-testid="winner">
      {t('home_winner_line', {
        name: winner.customerName,
        game: winner.gameName,
        amount: formatMajor(winner.winAmount),
      })}
    </span>
  );
}
