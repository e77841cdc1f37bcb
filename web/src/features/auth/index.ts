export { AgentLoginForm } from './AgentLoginForm';
export { AuthModals } from './AuthModals';
export { RealAccountOnly } from './RealAccountOnly';
