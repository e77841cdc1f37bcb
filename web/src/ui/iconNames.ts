/**
 * Every icon the site draws, by its name in the lucide set. `scripts/iconSprite.ts` builds
 * web/public/icons.svg from exactly these, so adding a name here means running it again (a test
 * fails until then).
 */
export const ICON_NAMES = [
  'arrow-left',
  'bird',
  'cherry',
  'circle-help',
  'clapperboard',
  'clipboard-list',
  'crown',
  'dices',
  'download',
  'eye',
  'eye-off',
  'fish',
  'flame',
  'gamepad-2',
  'gauge',
  'gift',
  'headset',
  'history',
  'house',
  'mail',
  'maximize',
  'menu',
  'message-circle',
  'refresh-cw',
  'spade',
  'star',
  'target',
  'ticket',
  'trophy',
  'undo-2',
  'user',
  'user-plus',
  'volleyball',
  'wallet',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Where the sprite is served from (web/public). */
export const ICON_SPRITE = '/icons.svg';
