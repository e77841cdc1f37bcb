import { featureMessages } from '../../../centre/messages';
import en from '../../../i18n/locales/en/bankCards.json';

/** Bank cards, e-wallets and the payment password (security centre and the withdraw screen). */
export const bankCardsMessages = featureMessages('bankCards', en, {
  cn: () => import('../../../i18n/locales/cn/bankCards.json'),
  km: () => import('../../../i18n/locales/km/bankCards.json'),
  th: () => import('../../../i18n/locales/th/bankCards.json'),
  vi: () => import('../../../i18n/locales/vi/bankCards.json'),
});
