import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/security.json';

/** The security centre's own strings. */
export const securityMessages = featureMessages('security', en, {
  cn: () => import('../../i18n/locales/cn/security.json'),
  km: () => import('../../i18n/locales/km/security.json'),
  th: () => import('../../i18n/locales/th/security.json'),
  vi: () => import('../../i18n/locales/vi/security.json'),
});
