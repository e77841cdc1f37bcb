import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/mirrors.json';

/** The server-speed dialog's and mirror list's own strings. */
export const mirrorsMessages = featureMessages('mirrors', en, {
  cn: () => import('../../i18n/locales/cn/mirrors.json'),
  km: () => import('../../i18n/locales/km/mirrors.json'),
  th: () => import('../../i18n/locales/th/mirrors.json'),
  vi: () => import('../../i18n/locales/vi/mirrors.json'),
});
