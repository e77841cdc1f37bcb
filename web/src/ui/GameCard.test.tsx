import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toGameItem, type GameItem } from '../api/client/games';
import { renderWithStores } from '../testing/render';
import { DEFAULT_GAME_ICON, GameCard, gameArtSrc } from './GameCard';

afterEach(cleanup);

function renderCard(raw: Record<string, unknown>, favourite = false, priority = false) {
  const handlers = { onPlay: vi.fn(), onTrial: vi.fn(), onToggleFavourite: vi.fn() };
  const game: GameItem = toGameItem({ nodeId: 12, displayName: 'Dragon Gold', ...raw });
  renderWithStores(
    <GameCard game={game} imageCdn="" favourite={favourite} priority={priority} {...handlers} />,
  );
  return { game, ...handlers };
}

describe('GameCard', () => {
  it('shows the hot badge and the free trial only when the platform says so', () => {
    renderCard({ isHot: 1, supportPlay: 0 });
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeTruthy();
    cleanup();
    renderCard({ isHot: 0, supportPlay: 1, freeplay: 0 });
    expect(screen.queryByText('Hot')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
    cleanup();
    renderCard({ supportPlay: 1, freeplay: 1 });
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeTruthy();
  });

  it('hands play, trial and the favourite star to the screen, and shows the star state', () => {
    const { game, onPlay, onToggleFavourite } = renderCard({ supportPlay: 0 }, true);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const star = screen.getByRole('button', { name: 'Remove Dragon Gold from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onPlay).toHaveBeenCalledWith(game);
    expect(onToggleFavourite).toHaveBeenCalledWith(game);
  });

  it('offers no favourite star on a vendor item, which opens a list rather than a game', () => {
    renderCard({ isGame: 'VASSALAGE' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('loads artwork lazily and falls back to the default icon when it fails', () => {
    const container = document.body;
    renderCard({ iconUrl: '/wps/standin/art/games/12.svg' });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('/wps/standin/art/games/12.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_GAME_ICON);
    expect(container.querySelector('article')!.className).toContain('game-card--2');
  });

  it('reserves the picture’s 4:3 box, and fetches a first-row picture at once', () => {
    renderCard({ iconUrl: '/wps/standin/art/games/12.svg' }, false, true);
    const img = document.body.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '240']);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('puts artwork paths on the chosen image host', () => {
    expect(gameArtSrc('/art/1.png', 'https://img.example/')).toBe('https://img.example/art/1.png');
    expect(gameArtSrc('https://cdn.example/1.png', 'https://img.example')).toBe(
      'https://cdn.example/1.png',
    );
    expect(gameArtSrc('', 'https://img.example')).toBe(DEFAULT_GAME_ICON);
  });
});
