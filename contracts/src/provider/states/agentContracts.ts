import type { MockStore } from '../../../../mocks/src/index.js';
import { seedContractTeam } from '../../../../mocks/src/state/contractScenario.js';
import { isContractType } from '../../../../mocks/src/state/contracts.js';
import type { SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface LowerRatioParams extends SignedInParams {
  type?: string;
  /** The id the consumer will name; the handler checks the stand-in gives the same. */
  requestId?: string;
}

/** Contract states over the three-level team agent1 → subagent1 → teamplayer1. */
export function agentContractStates(store: MockStore): StateHandlers {
  return {
    'an agent has offered a sub-agent a lower ratio than it gave its downline': async (
      params?: unknown,
    ) => {
      const p = (params ?? {}) as LowerRatioParams;
      const type = p.type ?? 'DAILY_SALARY';
      if (!isContractType(type)) throw new Error(`unknown contract type "${type}"`);
      store.reset();
      const { subagent, teamPlayer } = seedContractTeam(store);
      const agent = store.accounts.byAccount('agent1');
      if (!agent) throw new Error('no seed member "agent1"');
      store.sessions.createWithToken(subagent.id, p.token ?? 'subagent1-token');
      // subagent1 (no contract above it yet) gives teamplayer1 2%...
      const first = store.contracts.offer(subagent, teamPlayer.account, type, {
        ratio: 2,
        minBetMinor: 0,
        minActiveMembers: 0,
      });
      store.contracts.process(teamPlayer, type, first.id, true);
      // ...then agent1 offers subagent1 only 1%.
      const lower = store.contracts.offer(agent, subagent.account, type, {
        ratio: 1,
        minBetMinor: 0,
        minActiveMembers: 0,
      });
      if (p.requestId && p.requestId !== lower.id) {
        throw new Error(`the request is ${lower.id}, consumer names ${p.requestId}`);
      }
      return undefined;
    },
  };
}
