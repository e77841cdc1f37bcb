import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GameItem } from '../api/client/games';
import type { LaunchOutcome } from './PlayStore';
import { playsInRoom } from './PvpRoomStore';
import { useStores } from './StoreContext';

/**
 * What a game card's buttons do on any screen: launch (or trial) through the play store and
 * follow where it leads; a vendor (VASSALAGE) item opens a popup of that vendor's games, and a PvP
 * game first asks for a table, wherever its card is shown.
 */
export function useGameActions() {
  const { play, lobby, home } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  const follow = useCallback(
    (outcome: LaunchOutcome, game: GameItem) => {
      if (outcome.kind === 'navigate') navigate(outcome.to);
      // A VASSALAGE item lists its vendor's games in a popup (spec §4).
      if (outcome.kind === 'vendor-games') void home.openVendorGames(game);
    },
    [navigate, home],
  );

  return useMemo(
    () => ({
      onPlay: (game: GameItem) => {
        if (playsInRoom(game)) lobby.rooms.open(game);
        else void play.launch(game, here).then((o) => follow(o, game));
      },
      onTrial: (game: GameItem) => void play.trial(game, here).then((o) => follow(o, game)),
      onToggleFavourite: (game: GameItem) => void lobby.toggleFavourite(game),
    }),
    [play, lobby, here, follow],
  );
}
