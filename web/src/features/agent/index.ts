import { AGENT_SECTIONS, preloadSection } from '../../centre';

export { AgentHomePage } from './AgentHomePage';
export { AgentLoginPage } from './AgentLoginPage';

/** Starts downloading the agent-centre section an address opens. */
export const preloadAgentSection = (search: string) => preloadSection(AGENT_SECTIONS, search);
