/** One glyph per side-menu entry; inactive entries show it dimmed, the active one in colour. */
export const ENTRY_ICONS: Record<string, string> = {
  '/': '⌂',
  '/promotions': '🎁',
  '/elott': '🎟',
  '/lott': '🎱',
  '/live': '🎥',
  '/sports': '⚽',
  '/fish': '🐟',
  '/rng': '🎰',
  '/pvp': '🃏',
  '/esports': '🎮',
  '/cockfight': '🐓',
  '/favorite': '★',
  '/recent': '🕘',
  hot: '🔥',
};
