import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GameItem } from '../../api/client/games';
import type { LaunchOutcome } from '../../stores/PlayStore';
import { useStores } from '../../stores/StoreContext';

/**
 * What a game card's buttons do on any screen: launch (or trial) through the play store and
 * follow where it leads; a vendor card opens that vendor in its category lobby.
 */
export function useGameActions() {
  const { play, lobby } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  const follow = useCallback(
    (outcome: LaunchOutcome, game: GameItem) => {
      if (outcome.kind === 'navigate') navigate(outcome.to);
      if (outcome.kind === 'vendor-games') {
        navigate(`/${game.gameType.toLowerCase()}?vendor=${encodeURIComponent(outcome.vassalage)}`);
      }
    },
    [navigate],
  );

  return useMemo(
    () => ({
      onPlay: (game: GameItem) => void play.launch(game, here).then((o) => follow(o, game)),
      onTrial: (game: GameItem) => void play.trial(game, here).then((o) => follow(o, game)),
      onToggleFavourite: (game: GameItem) => void lobby.toggleFavourite(game),
    }),
    [play, lobby, here, follow],
  );
}
