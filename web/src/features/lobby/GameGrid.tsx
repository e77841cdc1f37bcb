import { observer } from 'mobx-react-lite';
import type { GameItem } from '../../api/client/games';
import { useStores } from '../../stores/StoreContext';
import { GameCard } from '../../ui';
import { useGameActions } from '../../app/useGameActions';

/**
 * The lobby's cards. Cards are memoised, so "load more" renders only the new ones, and each
 * grid cell skips layout and paint while off screen (lobby.css), which keeps a list of a
 * thousand games responsive.
 */
export const GameGrid = observer(function GameGrid({
  games,
  label,
}: {
  games: readonly GameItem[];
  label: string;
}) {
  const { lobby, system } = useStores();
  const actions = useGameActions();
  return (
    <ul className="game-grid lobby-grid" aria-label={label}>
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
  );
});
