import type { VendorLane } from '../api/client/games';
import { useHydrated } from '../ui/useHydrated';
import { useStores } from './StoreContext';

export interface CategoryView {
  /** Category codes that have at least one vendor, or null while unknown. */
  withVendors: ReadonlySet<string> | null;
  /** The lanes could not be read (and none are kept): nothing will fill a placeholder. */
  failed: boolean;
  vendorsOf(category: string): VendorLane['vendors'];
}

const UNKNOWN: CategoryView = { withVendors: null, failed: false, vendorsOf: () => [] };

/**
 * The vendor lanes as a screen may render them. The server renders them unknown, unless they came
 * with the page (a lobby's first screen): then the server and the hydrating browser both render
 * those. Otherwise the browser may know them before the screen has hydrated (kept in session
 * storage, or a load that finished while React was still hydrating), and rendering them then
 * would not match the server's markup. So a screen sees them unknown until it has hydrated, then
 * as they are. Read it inside an `observer`, so a later load still re-renders the screen.
 */
export function useCategories(): CategoryView {
  const { categories } = useStores();
  const hydrated = useHydrated();
  if (!hydrated && !categories.fromFirstScreen) return UNKNOWN;
  return {
    withVendors: categories.categoriesWithVendors,
    failed: categories.state === 'failed',
    vendorsOf: (category) => categories.vendorsOf(category),
  };
}
