import { screenModule } from '../../ui/lazy/chunkLoad';
export { AuthModals } from './AuthModals';
export { ChangePasswordModal } from './ChangePasswordModal';
export { RealAccountOnly } from './RealAccountOnly';
export { SiteBanners } from './SiteBanners';

/**
 * The account forms' own chunk (sign-in, registration, recovery, the agent's sign-in), loaded
 * when a form is first shown; a page that shows one from the start preloads it.
 */
export const authForms = screenModule(() => import('./forms'));

/** The trial account's "real account needed" dialog, loaded when a trial player first meets it. */
export const realAccountDialog = screenModule(() => import('./RealAccountDialog'));
