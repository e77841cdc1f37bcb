import { useTranslation } from 'react-i18next';
import type { Winner } from '../../api/client/games';

export const money = (major: number) =>
  major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One latest win as the platform reported it. */
export function WinnerLine({ winner }: { winner: Winner }) {
  const { t } = useTranslation();
  return (
    <span className="home-winners__line" data-testid="winner">
      {t('home_winner_line', {
        name: winner.customerName,
        game: winner.gameName,
        amount: money(winner.winAmount),
      })}
    </span>
  );
}
