import { screenModule } from '../../ui/lazy/chunkLoad';
export { AuthModals } from './AuthModals';
export { ChangePasswordModal } from './ChangePasswordModal';
export { RealAccountDialog } from './RealAccountDialog';
export { RealAccountOnly } from './RealAccountOnly';
export { SiteBanners } from './SiteBanners';

/**
 * The account forms' own chunk (sign-in, registration, recovery, the agent's sign-in), loaded
 * when a form is first shown; a page that shows one from the start preloads it.
 */
export const authForms = screenModule(() => import('./forms'));
