import type { CategoryCode } from './routeTable';
import type { Messages } from '../i18n/locales/en';

export interface NavLink {
  to: string;
  label: keyof Messages;
  /** The platform's category code for game categories. */
  category?: CategoryCode;
  /** Home, cockfight, favourites and promotions show whatever the server lists. */
  always?: boolean;
}

/** Game categories in the order of the spec's top navigation. */
export const CATEGORY_LINKS: readonly NavLink[] = [
  { to: '/elott', label: 'nav_elott', category: 'ELOTT' },
  { to: '/lott', label: 'nav_lott', category: 'LOTT' },
  { to: '/live', label: 'nav_live', category: 'LIVE' },
  { to: '/sports', label: 'nav_sports', category: 'SPORTS' },
  { to: '/fish', label: 'nav_fish', category: 'FISH' },
  { to: '/rng', label: 'nav_rng', category: 'RNG' },
  { to: '/pvp', label: 'nav_pvp', category: 'PVP' },
  { to: '/esports', label: 'nav_esports', category: 'ESPORTS' },
  { to: '/cockfight', label: 'nav_cockfight', category: 'COCKFIGHT', always: true },
];

export const TOP_LINKS: readonly NavLink[] = [
  { to: '/', label: 'nav_home', always: true },
  { to: '/promotions', label: 'nav_promotions', always: true },
  ...CATEGORY_LINKS,
  { to: '/favorite', label: 'nav_favorite', always: true },
];

/**
 * The top navigation: server categories only when they have at least one vendor. Until the
 * vendor list is known (`null`), every category route is offered, since each one exists and
 * says plainly when its list is unavailable.
 */
export function visibleTopLinks(categoriesWithVendors: ReadonlySet<string> | null): NavLink[] {
  return TOP_LINKS.filter(
    (link) =>
      link.always ||
      !link.category ||
      categoriesWithVendors === null ||
      categoriesWithVendors.has(link.category),
  );
}
