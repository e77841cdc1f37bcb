import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/upline.json';

/** The transfer page's own strings. */
export const uplineMessages = featureMessages('upline', en, {
  cn: () => import('../../i18n/locales/cn/upline.json'),
  km: () => import('../../i18n/locales/km/upline.json'),
  th: () => import('../../i18n/locales/th/upline.json'),
  vi: () => import('../../i18n/locales/vi/upline.json'),
});
