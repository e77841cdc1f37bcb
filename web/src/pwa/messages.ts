import { featureMessages } from '../centre/messages';
import en from '../i18n/locales/en/offline.json';

/** Words only the offline-ready notice says, fetched with it (not every page's). */
export const offlineMessages = featureMessages('offline', en, {
  cn: () => import('../i18n/locales/cn/offline.json'),
  km: () => import('../i18n/locales/km/offline.json'),
  th: () => import('../i18n/locales/th/offline.json'),
  vi: () => import('../i18n/locales/vi/offline.json'),
});
