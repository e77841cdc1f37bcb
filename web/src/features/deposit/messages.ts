import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/deposit.json';

/** The deposit screen's own strings, and its wording of the platform's refusals. */
export const depositMessages = featureMessages('deposit', en, {
  cn: () => import('../../i18n/locales/cn/deposit.json'),
  km: () => import('../../i18n/locales/km/deposit.json'),
  th: () => import('../../i18n/locales/th/deposit.json'),
  vi: () => import('../../i18n/locales/vi/deposit.json'),
});
