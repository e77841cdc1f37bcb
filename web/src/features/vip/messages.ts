import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/vip.json';

/** The VIP rank page's own strings. */
export const vipMessages = featureMessages('vip', en, {
  cn: () => import('../../i18n/locales/cn/vip.json'),
  km: () => import('../../i18n/locales/km/vip.json'),
  th: () => import('../../i18n/locales/th/vip.json'),
  vi: () => import('../../i18n/locales/vi/vip.json'),
});
