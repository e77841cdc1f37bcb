import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '../api/client/games';
import { cardStyleClass } from './cardStyle';
import { SizedImage } from './SizedImage';
import './gameCard.css';

/** Shown when a game's artwork cannot be loaded. */
export const DEFAULT_GAME_ICON = '/icon.svg';

/** The artwork address: absolute URLs as given, paths on the image host the status call chose. */
export function gameArtSrc(iconUrl: string, imageCdn: string): string {
  if (!iconUrl) return DEFAULT_GAME_ICON;
  if (/^(https?:)?\/\//.test(iconUrl) || !imageCdn) return iconUrl;
  return `${imageCdn.replace(/\/+$/, '')}/${iconUrl.replace(/^\/+/, '')}`;
}

/** A free trial is offered when the platform says supportPlay 0 or freeplay 1 (spec §4). */
export function offersTrial(game: GameItem): boolean {
  return game.supportPlay === 0 || game.freeplay;
}

export interface GameCardProps {
  game: GameItem;
  imageCdn: string;
  favourite: boolean;
  onPlay: (game: GameItem) => void;
  onTrial: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
  /**
   * One of the first cards on screen, whose picture is likely the largest paint: fetched
   * eagerly at high priority. The others load lazily.
   */
  priority?: boolean;
}

/**
 * One game in a lobby: artwork, name, hot badge, play, free trial and the favourite star.
 * Memoised: a lobby that appends a page or stars one game re-renders only the cards that changed.
 */
export const GameCard = memo(function GameCard({
  game,
  imageCdn,
  favourite,
  onPlay,
  onTrial,
  onToggleFavourite,
  priority,
}: GameCardProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <article className={`game-card ${cardStyleClass(game.nodeId)}`} aria-label={game.name}>
      {/* The artwork's own 4:3 size: the box is reserved before the file arrives. */}
      <SizedImage
        className="game-card__art"
        src={broken ? DEFAULT_GAME_ICON : gameArtSrc(game.iconUrl, imageCdn)}
        alt=""
        width={320}
        height={240}
        priority={priority}
        onError={() => setBroken(true)}
      />
      {game.isHot && <span className="game-card__badge">{t('game_hot')}</span>}
      <h3 className="game-card__name">{game.name}</h3>
      <div className="game-card__actions">
        <button type="button" className="button" onClick={() => onPlay(game)}>
          {t('game_play')}
        </button>
        {offersTrial(game) && (
          <button type="button" className="button button--ghost" onClick={() => onTrial(game)}>
            {t('game_trial')}
          </button>
        )}
      </div>
      {/* A vendor item is not a game: the platform has nothing to keep as a favourite. */}
      {game.isGame !== 'VASSALAGE' && (
        <button
          type="button"
          className="game-card__favourite"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'game_unfavourite' : 'game_favourite', { name: game.name })}
          onClick={() => onToggleFavourite(game)}
        >
          {favourite ? '★' : '☆'}
        </button>
      )}
    </article>
  );
});
