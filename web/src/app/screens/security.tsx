import { ChangePasswordModal } from '../../features/auth';
import { SecuritySection } from '../../features/security';
import { CentrePanels } from '../centre/CentreSections';
import { SECURITY_PANELS } from '../centre/securityPanels';

/** The security centre with the panels other features add and the account forms' password change. */
export function SecurityScreen() {
  return (
    <SecuritySection
      panels={<CentrePanels panels={SECURITY_PANELS} />}
      ChangePassword={ChangePasswordModal}
    />
  );
}
