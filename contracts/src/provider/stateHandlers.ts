import type { VerifierOptions } from '@pact-foundation/pact';
import type { MockStore } from '../../../mocks/src/index.js';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const SITE_STATES = { normal: 0, maintenance: 1, 'region restricted': 2 } as const;

/** Provider states in plain words. Each handler resets the stand-in, then seeds what it names. */
export function stateHandlers(store: MockStore): StateHandlers {
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

/** Interactions with no `given` still start from a clean, default stand-in. */
export function resetBeforeEach(store: MockStore) {
  return async () => {
    store.reset();
  };
}
