import type { MockStore } from '../../../../mocks/src/index.js';
import { seedTeam } from '../../../../mocks/src/state/teamScenario.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface LinkParams extends SignedInParams {
  /** The id the consumer names; the stand-in numbers links from 1 after a reset. */
  affiUrlId?: string;
  /** An account opened through the link, if any. */
  registered?: string;
}

/** The agent's team (mocks/src/state/teamScenario.ts): three levels that played and paid in. */
export function teamStates(store: MockStore): StateHandlers {
  return {
    'an agent has a three-level team that played': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams;
      signIn(store, { account: 'agent1', ...p });
      seedTeam(store);
      return undefined;
    },

    'an agent has an affiliate link': async (params?: unknown) => {
      const p = (params ?? {}) as LinkParams;
      const agent = signIn(store, { account: 'agent1', ...p });
      const link = store.team.createLink(agent, 'MEMBER', { RNG: 0.5 });
      if (p.affiUrlId && p.affiUrlId !== link.id) {
        throw new Error(`the link is ${link.id}, consumer names ${p.affiUrlId}`);
      }
      if (p.registered) {
        const member = store.accounts.add({
          account: p.registered,
          password: 'Player123',
          uplineId: agent.id,
        });
        store.team.joinedThrough(link, member);
      }
      return undefined;
    },
  };
}
