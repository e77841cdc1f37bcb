import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/auth-terms.json';

/** The registration form's terms link and panel. */
export const termsMessages = featureMessages('auth-terms', en, {
  cn: () => import('../../i18n/locales/cn/auth-terms.json'),
  km: () => import('../../i18n/locales/km/auth-terms.json'),
  th: () => import('../../i18n/locales/th/auth-terms.json'),
  vi: () => import('../../i18n/locales/vi/auth-terms.json'),
});
