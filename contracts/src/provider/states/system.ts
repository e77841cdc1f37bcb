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
    /** Live sessions for that many seed members: the online figure is counted from them. */
    'members are signed in': async (params?: unknown) => {
      store.reset();
      const count = (params as { count?: number } | undefined)?.count ?? 1;
      const members = store.accounts.all().slice(0, count);
      if (members.length < count) throw new Error(`only ${members.length} seed members`);
      for (const member of members) store.sessions.create(member.id);
      return undefined;
    },
  };
}
