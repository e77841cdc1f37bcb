import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/records.json';

/** The records screens' own strings: betting record, transactions, profit and loss, bonuses. */
export const recordsMessages = featureMessages('records', en, {
  cn: () => import('../../i18n/locales/cn/records.json'),
  km: () => import('../../i18n/locales/km/records.json'),
  th: () => import('../../i18n/locales/th/records.json'),
  vi: () => import('../../i18n/locales/vi/records.json'),
});
