import { ICON_SPRITE, type IconName } from './iconNames';

/**
 * SVG icons from one sprite (web/public/icons.svg, drawn from the lucide set by
 * scripts/iconSprite.ts). Unlike emoji they do not depend on the device having an emoji font, and
 * they take the text colour, so a category can show an active and an inactive state. A sprite
 * costs the home route no JavaScript: the drawings are one cached file, not code.
 */
export const ENTRY_ICONS: Record<string, IconName> = {
  '/': 'house',
  '/promotions': 'gift',
  '/elott': 'ticket',
  '/lott': 'dices',
  '/live': 'clapperboard',
  '/sports': 'volleyball',
  '/fish': 'fish',
  '/rng': 'cherry',
  '/pvp': 'spade',
  '/esports': 'gamepad-2',
  '/cockfight': 'bird',
  '/favorite': 'star',
  '/recent': 'history',
  '/vip': 'crown',
  hot: 'flame',
  record: 'clipboard-list',
};

/**
 * An icon beside its text: hidden from screen readers, which read the text. An icon standing
 * alone gets its name from the control around it (`aria-label`).
 */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" data-icon={name}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

/**
 * A category's icon, coloured when its page is the current one and dimmed otherwise (the spec's
 * active and inactive category icons).
 */
export function CategoryIcon({ name, active }: { name: IconName; active: boolean }) {
  return (
    <span className={`category-icon${active ? ' category-icon--active' : ''}`} aria-hidden="true">
      <Icon name={name} />
    </span>
  );
}
