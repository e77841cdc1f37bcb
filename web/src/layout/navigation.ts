import type { Messages } from '../i18n/locales/en';

export interface NavLink {
  to: string;
  label: keyof Messages;
}

/** Game categories in the order of the spec's top navigation. */
export const CATEGORY_LINKS: readonly NavLink[] = [
  { to: '/elott', label: 'nav_elott' },
  { to: '/lott', label: 'nav_lott' },
  { to: '/live', label: 'nav_live' },
  { to: '/sports', label: 'nav_sports' },
  { to: '/fish', label: 'nav_fish' },
  { to: '/rng', label: 'nav_rng' },
  { to: '/pvp', label: 'nav_pvp' },
  { to: '/esports', label: 'nav_esports' },
  { to: '/cockfight', label: 'nav_cockfight' },
];

export const TOP_LINKS: readonly NavLink[] = [
  { to: '/', label: 'nav_home' },
  { to: '/promotions', label: 'nav_promotions' },
  ...CATEGORY_LINKS,
  { to: '/favorite', label: 'nav_favorite' },
];
