import { AGENT_SECTIONS, prefetchSection, preloadSection } from '../centre';
import type { RootStore } from '../../stores/RootStore';

export { AgentHomePage } from './AgentHomePage';
export { AgentLoginPage } from './AgentLoginPage';

/** Starts downloading the agent-centre section an address opens. */
export const preloadAgentSection = (search: string) => preloadSection(AGENT_SECTIONS, search);

/**
 * Starts the first call of the agent-centre section an address opens, when this tab's session
 * was an agent's: alongside the member info that confirms it, rather than after it.
 */
export const prefetchAgentSection = (search: string, root: RootStore) =>
  root.session.wasAgent ? prefetchSection(AGENT_SECTIONS, search, root) : Promise.resolve();
