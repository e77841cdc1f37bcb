import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/limits.json';

/** The limits panel's own strings. */
export const limitsMessages = featureMessages('limits', en, {
  cn: () => import('../../i18n/locales/cn/limits.json'),
  km: () => import('../../i18n/locales/km/limits.json'),
  th: () => import('../../i18n/locales/th/limits.json'),
  vi: () => import('../../i18n/locales/vi/limits.json'),
});
