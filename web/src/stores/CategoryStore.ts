import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { VendorLane } from '../api/client/games';
import type { LoadPhase } from './SystemStore';

/**
 * The platform's game categories and their vendors (`gameVendor`). The top navigation shows a
 * server category only when it has at least one vendor; until the list is known, it offers them
 * all (each category screen says plainly when its list is unavailable).
 */
export class CategoryStore {
  lanes: VendorLane[] = [];
  phase: LoadPhase = 'idle';

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CategoryStore, 'api'>(this, { api: false });
  }

  /** Category codes that have at least one vendor, or null while unknown. */
  get categoriesWithVendors(): ReadonlySet<string> | null {
    if (this.phase !== 'ready') return null;
    return new Set(
      this.lanes.filter((l) => l.vendors.length > 0).map((l) => l.gameCategory.toUpperCase()),
    );
  }

  vendorsOf(category: string): VendorLane['vendors'] {
    return this.lanes.find((l) => l.gameCategory.toUpperCase() === category)?.vendors ?? [];
  }

  /** Loads the lanes; `flush` asks the platform for a fresh copy (after a language change). */
  async load(flush = false): Promise<void> {
    this.phase = 'loading';
    try {
      const lanes = await this.api.games.vendors(flush);
      runInAction(() => {
        this.lanes = lanes;
        this.phase = 'ready';
      });
    } catch {
      runInAction(() => {
        this.phase = 'failed';
      });
    }
  }
}
