import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';

const money = (major: number) =>
  major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The jackpot pool and latest wins from the platform; each hidden when it gives no figure. */
export const HomeFigures = observer(function HomeFigures() {
  const { t } = useTranslation();
  const { home } = useStores();
  return (
    <>
      {home.jackpot && (
        <section className="home-jackpot" aria-labelledby="home-jackpot">
          <h2 id="home-jackpot">{t('home_jackpot')}</h2>
          <p className="home-jackpot__amount" data-testid="jackpot">
            {money(home.jackpot.amount)}
          </p>
        </section>
      )}
      {home.winners && (
        <section className="home-winners" aria-labelledby="home-winners">
          <h2 id="home-winners">{t('home_winners')}</h2>
          <ul className="home-winners__list">
            {home.winners.map((winner, i) => (
              <li key={`${winner.gameId}-${winner.customerName}-${i}`}>
                {t('home_winner_line', {
                  name: winner.customerName,
                  game: winner.gameName,
                  amount: money(winner.winAmount),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
