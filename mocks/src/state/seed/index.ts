import type { MissionsState } from '../missions.js';
import type { RewardsState } from '../rewards.js';
import { seedTeam, type TeamSeedTarget } from '../teamScenario.js';
import { seedMembers, type MembersSeedTarget } from './members.js';

/** Everything a scenario writes into; the store passes itself, and this module never sees it. */
export type ScenarioTarget = MembersSeedTarget &
  TeamSeedTarget & {
    rewards: Pick<RewardsState, 'seed'>;
    missions: Pick<MissionsState, 'seed'>;
  };

/**
 * Named starting points shared by dev runs (`POST /__dev/scenario`) and contract provider
 * states. `reset()` has already emptied the store and restored default settings when one runs.
 * Each domain adds its seeding to the scenarios that need it, one line each.
 */
export const scenarios = {
  /** The everyday site: members, an agent tree, balances, messages. */
  default: (store: ScenarioTarget) => {
    seedMembers(store);
    store.rewards.seed();
    store.missions.seed();
  },
  /** The everyday site, and agent1 with a three-level team that played (agent centre). */
  team: (store: ScenarioTarget) => {
    seedMembers(store);
    store.rewards.seed();
    store.missions.seed();
    seedTeam(store);
  },
  /** The team scenario with 5,000 more members under the two sub-agents (benchmark). */
  teamBench: (store: ScenarioTarget) => {
    seedMembers(store);
    store.rewards.seed();
    store.missions.seed();
    seedTeam(store, { extraMembers: 5000 });
  },
  /** A site nobody has signed up to yet. */
  empty: (_store: ScenarioTarget) => {},
} satisfies Record<string, (store: ScenarioTarget) => void>;

export type ScenarioName = keyof typeof scenarios;

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarios, name);
}
