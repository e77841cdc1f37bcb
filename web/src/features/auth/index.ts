export { AgentLoginForm } from './AgentLoginForm';
export { AuthModals } from './AuthModals';
export { ChangePasswordModal } from './ChangePasswordModal';
export { RealAccountOnly } from './RealAccountOnly';
export { SiteBanners } from './SiteBanners';
