import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { GameCard, Modal } from '../../ui';
import { useGameActions } from '../../stores/useGameActions';

/** The popup a VASSALAGE item opens: its vendor's games, each playable from here (spec §4). */
export const VendorGamesModal = observer(function VendorGamesModal() {
  const { t } = useTranslation();
  const { home, lobby, system } = useStores();
  const actions = useGameActions();
  const popup = home.vendorGames;
  if (!popup) return null;
  return (
    <Modal
      name="vendorGames"
      title={popup.title}
      onClose={() => home.closeVendorGames()}
      size="large"
    >
      {popup.state === 'failed' ? (
        <div role="alert">
          <p>{t('vendor_games_failed')}</p>
          <button type="button" className="button" onClick={() => void home.loadVendorGames()}>
            {t('retry')}
          </button>
        </div>
      ) : popup.games === null ? (
        <p role="status">{t('loading')}</p>
      ) : popup.games.length === 0 ? (
        <p>{t('vendor_games_empty')}</p>
      ) : (
        <ul className="game-grid vendor-games">
          {popup.games.map((game) => (
            <li key={game.nodeId}>
              <GameCard
                game={game}
                imageCdn={system.imageCdn}
                favourite={lobby.isFavourite(game.nodeId)}
                {...actions}
                onPlay={(g) => {
                  home.closeVendorGames();
                  actions.onPlay(g);
                }}
                onTrial={(g) => {
                  home.closeVendorGames();
                  actions.onTrial(g);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
});
