import type { MockStore } from '../store.js';
import { seedMembers } from './members.js';

/**
 * Named starting points shared by dev runs (`POST /__dev/scenario`) and contract provider
 * states. `reset()` has already emptied the store and restored default settings when one runs.
 * Each domain adds its seeding to the scenarios that need it, one line each.
 */
export const scenarios = {
  /** The everyday site: members, an agent tree, balances, messages. */
  default: (store: MockStore) => {
    seedMembers(store);
    store.rewards.seed();
  },
  /** A site nobody has signed up to yet. */
  empty: (_store: MockStore) => {},
} satisfies Record<string, (store: MockStore) => void>;

export type ScenarioName = keyof typeof scenarios;

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarios, name);
}
