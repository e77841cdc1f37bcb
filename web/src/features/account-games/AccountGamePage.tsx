import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, GameCard, Page } from '../../ui';
import { useGameActions } from '../../stores/useGameActions';

/** The signed-in player's favourites (/favorite) or recently played games (/recent). */
export const AccountGamePage = observer(function AccountGamePage() {
  const { t } = useTranslation();
  const { home, lobby, system, language } = useStores();
  const actions = useGameActions();
  const recent = useLocation().pathname.toLowerCase() === '/recent';
  const revision = language.revision;
  useEffect(() => {
    void home.loadOwn();
    void lobby.loadFavouriteIds();
  }, [home, lobby, revision]);
  // A game un-starred here leaves the favourites list at once.
  const games = recent
    ? home.recent
    : home.favourites?.filter((g) => lobby.favouriteIds.includes(g.nodeId));
  return (
    <Page name={recent ? 'recent' : 'favorite'} title={t(recent ? 'nav_recent' : 'nav_favorite')}>
      {!home.ownLoaded ? (
        <p role="status">{t('loading')}</p>
      ) : games === null || games === undefined ? (
        <DataNotice>{t('lists_unavailable')}</DataNotice>
      ) : games.length === 0 ? (
        <>
          <DataNotice>
            {t(recent ? 'account_games_no_recent' : 'account_games_no_favourites')}
          </DataNotice>
          <Link to="/rng">{t('nav_rng')}</Link>
        </>
      ) : (
        <ul className="game-grid">
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard
                game={game}
                imageCdn={system.imageCdn}
                favourite={lobby.isFavourite(game.nodeId)}
                {...actions}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
});
