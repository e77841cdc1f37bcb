export { AuthModals } from './AuthModals';
export { ChangePasswordModal } from './ChangePasswordModal';
export { RealAccountOnly } from './RealAccountOnly';
export { SiteBanners } from './SiteBanners';
export { FormError } from './FormError';
export { VerifyForm } from './VerifyForm';
