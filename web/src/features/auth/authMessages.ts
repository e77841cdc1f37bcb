import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/auth.json';

/** The sign-in, registration, verification and password forms' own strings. */
export const authMessages = featureMessages('auth', en, {
  cn: () => import('../../i18n/locales/cn/auth.json'),
  km: () => import('../../i18n/locales/km/auth.json'),
  th: () => import('../../i18n/locales/th/auth.json'),
  vi: () => import('../../i18n/locales/vi/auth.json'),
});
