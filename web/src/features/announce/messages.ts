import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/announce.json';

/** The announcements page's own strings. */
export const announceMessages = featureMessages('announce', en, {
  cn: () => import('../../i18n/locales/cn/announce.json'),
  km: () => import('../../i18n/locales/km/announce.json'),
  th: () => import('../../i18n/locales/th/announce.json'),
  vi: () => import('../../i18n/locales/vi/announce.json'),
});
