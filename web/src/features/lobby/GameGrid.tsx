import { observer } from 'mobx-react-lite';
import type { GameItem } from '../../api/client/games';
import { useStores } from '../../stores/StoreContext';
import { GameCard } from '../../ui';
import { useGameActions } from '../../stores/useGameActions';

/**
 * Cards in the first row on a desktop (two rows on a phone): their pictures are the first screen's
 * largest paint, so they are fetched at once rather than lazily.
 */
const FIRST_ROW = 6;

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
      {games.map((game, i) => (
        <li key={game.nodeId}>
          <GameCard
            priority={i < FIRST_ROW}
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
