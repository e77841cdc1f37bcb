import { describe, expect, it } from 'vitest';
import { visibleTopLinks } from './navigation';
import { cardStyleClass } from '../ui/cardStyle';
import { isGamePage, needsSignIn, routeName } from './routeTable';

describe('route table', () => {
  it('hides the side menu on game pages only', () => {
    for (const path of ['/seamless', '/lottery', '/vnLottery', '/seaLottery', '/sealottery']) {
      expect(isGamePage(path)).toBe(true);
    }
    for (const path of ['/', '/live', '/member', '/lott', '/help']) {
      expect(isGamePage(path)).toBe(false);
    }
  });

  it('flags the routes that need sign-in', () => {
    expect(needsSignIn('/member')).toBe(true);
    expect(needsSignIn('/sealottery')).toBe(true);
    expect(needsSignIn('/promotions')).toBe(false);
    expect(needsSignIn('/down')).toBe(false);
  });

  it('names a route by its first segment', () => {
    expect(routeName('/')).toBe('home');
    expect(routeName('/lottery')).toBe('lottery');
  });
});

describe('top navigation', () => {
  it('shows server categories only when they have a vendor, and the fixed entries always', () => {
    const labels = visibleTopLinks(new Set(['LIVE'])).map((l) => l.to);
    expect(labels).toEqual(['/', '/promotions', '/live', '/cockfight', '/favorite']);
  });

  it('offers every category while the vendor list is unknown', () => {
    expect(visibleTopLinks(null)).toHaveLength(12);
  });
});

describe('game card colour styles', () => {
  it('cycles over five styles by node id', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(cardStyleClass)).toEqual([
      'game-card--0',
      'game-card--1',
      'game-card--2',
      'game-card--3',
      'game-card--4',
      'game-card--0',
      'game-card--1',
    ]);
    expect(cardStyleClass('abc')).toBe(cardStyleClass('abc'));
  });
});
