import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/promotions.json';

/** The promotions page's own strings, and its wording of the platform's refusals. */
export const promotionsMessages = featureMessages('promotions', en, {
  cn: () => import('../../i18n/locales/cn/promotions.json'),
  km: () => import('../../i18n/locales/km/promotions.json'),
  th: () => import('../../i18n/locales/th/promotions.json'),
  vi: () => import('../../i18n/locales/vi/promotions.json'),
});
