import { SiteBanners } from '../../features/auth';
import { FORGET_BANNER_GROUPS, ForgetPage } from '../../features/forget';

/** The password recovery page under the account forms' banners. */
export function ForgetScreen() {
  return <ForgetPage banners={<SiteBanners groups={FORGET_BANNER_GROUPS} />} />;
}
