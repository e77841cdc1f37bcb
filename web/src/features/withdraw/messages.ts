import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/withdraw.json';

/** The withdraw screen and the receipt confirmation. */
export const withdrawMessages = featureMessages('withdraw', en, {
  cn: () => import('../../i18n/locales/cn/withdraw.json'),
  km: () => import('../../i18n/locales/km/withdraw.json'),
  th: () => import('../../i18n/locales/th/withdraw.json'),
  vi: () => import('../../i18n/locales/vi/withdraw.json'),
});
