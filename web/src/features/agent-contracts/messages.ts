import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/agentContracts.json';

/** The contract pages' and contract dialog's own strings. */
export const contractMessages = featureMessages('agentContracts', en, {
  cn: () => import('../../i18n/locales/cn/agentContracts.json'),
  km: () => import('../../i18n/locales/km/agentContracts.json'),
  th: () => import('../../i18n/locales/th/agentContracts.json'),
  vi: () => import('../../i18n/locales/vi/agentContracts.json'),
});
