import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { VendorLane } from '../api/client/games';
import type { LoadState } from '../centre/Loadable';
import { LatestCall } from '../centre/latest';

/** Session-storage key of the vendor lanes, as the platform's own client names it. */
export const VENDOR_CACHE_KEY = 'gameVendor';

function isLane(value: unknown): value is VendorLane {
  const lane = value as Partial<VendorLane> | null;
  return (
    !!lane &&
    typeof lane.gameCategory === 'string' &&
    Array.isArray(lane.vendors) &&
    Array.isArray(lane.classify)
  );
}

/**
 * The platform's game categories and their vendors (`gameVendor`). The top navigation shows a
 * server category only when it has at least one vendor; until the list is known, it offers them
 * all (each category screen says plainly when its list is unavailable).
 *
 * The lanes are kept in session storage per language (spec §4): a later visit in the same
 * session shows the kept copy at once, while a fresh copy (asked for with `flush`) replaces it.
 */
export class CategoryStore {
  lanes: VendorLane[] = [];
  state: LoadState = 'idle';
  /**
   * The lanes came with the page (the gateway rendered a lobby with them), so a screen may show
   * them while it hydrates: its markup was made from these very lanes (`useCategories`).
   */
  fromFirstScreen = false;
  /** Only the newest request may fill the lanes (a language change can overtake a load). */
  private readonly latest = new LatestCall();

  constructor(
    private readonly api: ApiClient,
    private readonly storage?: Storage,
    private readonly languageCode: () => string = () => 'EN',
  ) {
    makeAutoObservable<CategoryStore, 'api' | 'storage' | 'languageCode' | 'latest'>(this, {
      api: false,
      storage: false,
      languageCode: false,
      latest: false,
      // Replaced whole at each answer, never changed in place: kept as sent, not copied.
      lanes: observableRef,
    });
  }

  /** Category codes that have at least one vendor, or null while unknown. */
  get categoriesWithVendors(): ReadonlySet<string> | null {
    if (this.state !== 'ready') return null;
    return new Set(
      this.lanes.filter((l) => l.vendors.length > 0).map((l) => l.gameCategory.toUpperCase()),
    );
  }

  vendorsOf(category: string): VendorLane['vendors'] {
    return this.lanes.find((l) => l.gameCategory.toUpperCase() === category)?.vendors ?? [];
  }

  /**
   * Takes the lanes the gateway fetched (fresh, for this language) to render the page with: they
   * are shown at once, kept for the session like a loaded copy, and not asked for again.
   */
  seed(lanes: VendorLane[]): void {
    this.lanes = lanes;
    this.state = 'ready';
    this.fromFirstScreen = true;
    this.writeCache(this.languageCode(), lanes);
  }

  /**
   * Shows the lanes kept for the current language, then refetches them; `flush` (the default,
   * as the platform's lobby does) asks the platform for a fresh copy rather than its own cache.
   */
  async load(flush = true): Promise<void> {
    const isCurrent = this.latest.begin();
    const language = this.languageCode();
    const kept = this.readCache(language);
    if (kept) {
      this.lanes = kept;
      this.state = 'ready';
    } else if (this.state !== 'ready') {
      this.state = 'loading';
    }
    try {
      const lanes = await this.api.games.vendors(flush);
      if (!isCurrent()) return;
      runInAction(() => {
        this.lanes = lanes;
        this.state = 'ready';
      });
      this.writeCache(language, lanes);
    } catch {
      if (!isCurrent()) return;
      runInAction(() => {
        // Lanes already on screen stay: an older copy of the vendor names beats an empty menu.
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  private readAll(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(VENDOR_CACHE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }

  private readCache(language: string): VendorLane[] | null {
    const lanes = this.readAll()[language];
    return Array.isArray(lanes) && lanes.every(isLane) ? lanes : null;
  }

  private writeCache(language: string, lanes: VendorLane[]): void {
    try {
      this.storage?.setItem(
        VENDOR_CACHE_KEY,
        JSON.stringify({ ...this.readAll(), [language]: lanes }),
      );
    } catch {
      // A full or disabled storage only costs the instant list on the next visit.
    }
  }
}
