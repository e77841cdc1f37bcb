import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/download.json';

/** The download page's own strings. */
export const downloadMessages = featureMessages('download', en, {
  cn: () => import('../../i18n/locales/cn/download.json'),
  km: () => import('../../i18n/locales/km/download.json'),
  th: () => import('../../i18n/locales/th/download.json'),
  vi: () => import('../../i18n/locales/vi/download.json'),
});
