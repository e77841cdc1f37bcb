import type { MockStore } from '../../../../mocks/src/index.js';
import type { StateHandlers } from './types';

const SITE_STATES = { normal: 0, maintenance: 1, 'region restricted': 2 } as const;

/** Whole-site states and site-wide settings. */
export function systemStates(store: MockStore): StateHandlers {
  return {
    'the site is in a state': async (params?: unknown) => {
      store.reset();
      const name = (params as { state?: string } | undefined)?.state ?? 'normal';
      if (!(name in SITE_STATES)) throw new Error(`unknown site state "${name}"`);
      store.setSiteState(SITE_STATES[name as keyof typeof SITE_STATES]);
      return undefined;
    },
  };
}
