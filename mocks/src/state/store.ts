import { defaultSettings, type SystemSettings } from './seed.js';
import type { SiteState } from './siteState.js';

/**
 * All mutable state of the stand-in lives here, so tests, dev runs and contract
 * provider states can put it back to a known scenario with `reset()`.
 */
export class MockStore {
  settings: SystemSettings = defaultSettings();

  reset(): void {
    this.settings = defaultSettings();
  }

  setSiteState(state: SiteState, maintenanceEndsAt: string | null = null): void {
    this.settings.siteState = state;
    this.settings.maintenanceEndsAt = state === 1 ? maintenanceEndsAt : null;
  }
}
