import type { MockStore } from '../../../../mocks/src/index.js';
import { depositStates } from './deposit';
import { withdrawStates } from './withdraw';
import { paymentPasswordStates } from './paymentPassword';
import { recordsStates } from './records';
import { agentStates } from './agent';
import { rewardsStates } from './rewards';
import { inboxStates } from './inbox';
import { passwordStates } from './password';
import { registerStates } from './register';
import { supportStates } from './support';
import { gamesStates } from './games';
import { lotteryStates } from './lottery';
import { announcementsStates } from './announcements';
import { pointsStates } from './points';
import { sessionStates } from './session';
import { systemStates } from './system';
import { profileStates } from './profile';
import { walletsStates } from './wallets';
import { agentContractStates } from './agentContracts';
import { vipStates } from './vip';
import { teamStates } from './team';
import type { StateHandlers } from './types';
import { missionsStates } from './missions';

export type { StateHandlers } from './types';

/**
 * Every provider state the consumer tests name, merged from one file per group; add a group
 * with one line here. A name claimed twice is a mistake and fails loudly.
 */
export function stateHandlers(store: MockStore): StateHandlers {
  const groups: StateHandlers[] = [
    systemStates(store),
    sessionStates(store),
    inboxStates(store),
    registerStates(store),
    passwordStates(store),
    supportStates(store),
    depositStates(store),
    withdrawStates(store),
    paymentPasswordStates(store),
    recordsStates(store),
    agentStates(store),
    rewardsStates(store),
    gamesStates(store),
    lotteryStates(store),
    announcementsStates(store),
    pointsStates(store),
    profileStates(store),
    walletsStates(store),
    agentContractStates(store),
    vipStates(store),
    teamStates(store),
    missionsStates(store),
  ];
  const merged: StateHandlers = {};
  for (const group of groups) {
    for (const [name, handler] of Object.entries(group)) {
      if (name in merged) throw new Error(`provider state "${name}" is defined twice`);
      merged[name] = handler;
    }
  }
  return merged;
}

/** Interactions with no `given` still start from a clean, default stand-in. */
export function resetBeforeEach(store: MockStore) {
  return async () => {
    store.reset();
  };
}
