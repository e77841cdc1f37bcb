import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../layout/useMediaQuery';
import { useStores } from '../../stores/StoreContext';
import { money, WinnerLine } from './WinnerLine';

const WinnersSwiper = lazy(() => import('./WinnersSwiper'));

/** Wins shown before the carousel script arrives: the first view, in the same box. */
const FIRST_VIEW = 5;

/** The jackpot pool and latest wins from the platform; each hidden when it gives no figure. */
export const HomeFigures = observer(function HomeFigures() {
  const { t } = useTranslation();
  const { home } = useStores();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const winners = home.winners;
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
      {winners && (
        <section className="home-winners" aria-labelledby="home-winners" data-testid="winners">
          <h2 id="home-winners">{t('home_winners')}</h2>
          <div className="home-winners__view">
            <Suspense
              fallback={
                <ul className="home-winners__list">
                  {winners.slice(0, FIRST_VIEW).map((winner, i) => (
                    <li key={`${winner.gameId}-${winner.customerName}-${i}`}>
                      <WinnerLine winner={winner} />
                    </li>
                  ))}
                </ul>
              }
            >
              <WinnersSwiper winners={winners} reducedMotion={reducedMotion} />
            </Suspense>
          </div>
        </section>
      )}
    </>
  );
});
