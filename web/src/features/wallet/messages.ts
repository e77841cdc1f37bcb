import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/wallet.json';

/** The wallet page's own strings. */
export const walletMessages = featureMessages('wallet', en, {
  cn: () => import('../../i18n/locales/cn/wallet.json'),
  km: () => import('../../i18n/locales/km/wallet.json'),
  th: () => import('../../i18n/locales/th/wallet.json'),
  vi: () => import('../../i18n/locales/vi/wallet.json'),
});
