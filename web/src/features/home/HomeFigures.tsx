import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useStores } from '../../stores/StoreContext';
import { useNearViewport } from '../../ui';
import { formatMajor } from '../../i18n/money';
import { WinnerLine } from './WinnerLine';

const WinnersSwiper = lazy(() => import('./WinnersSwiper'));

/** Wins shown before the carousel script arrives: the first view, in the same box. */
const FIRST_VIEW = 5;

/**
 * The jackpot pool and latest wins from the platform; each hidden when it gives no figure. The
 * wins scroll in a carousel whose library is fetched only when the list is about to be seen;
 * until then (and while it arrives) the first view stands still in the same box.
 */
export const HomeFigures = observer(function HomeFigures() {
  const { t } = useTranslation();
  const { home } = useStores();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const winners = home.winners;
  const [winnersView, winnersNear] = useNearViewport();
  const firstView = winners && (
    <ul className="home-winners__list">
      {winners.slice(0, FIRST_VIEW).map((winner, i) => (
        <li key={`${winner.gameId}-${winner.customerName}-${i}`}>
          <WinnerLine winner={winner} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {home.jackpot && (
        <section className="home-jackpot" aria-labelledby="home-jackpot">
          <h2 id="home-jackpot">{t('home_jackpot')}</h2>
          <p className="home-jackpot__amount" data-testid="jackpot">
            {formatMajor(home.jackpot.amount)}
          </p>
        </section>
      )}
      {winners && (
        <section className="home-winners" aria-labelledby="home-winners" data-testid="winners">
          <h2 id="home-winners">{t('home_winners')}</h2>
          <div className="home-winners__view" ref={winnersView}>
            {winnersNear ? (
              <Suspense fallback={firstView}>
                <WinnersSwiper winners={winners} reducedMotion={reducedMotion} />
              </Suspense>
            ) : (
              firstView
            )}
          </div>
        </section>
      )}
    </>
  );
});
