export { AgentHomePage } from './AgentHomePage';
export { AgentLoginPage } from './AgentLoginPage';
