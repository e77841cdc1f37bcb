import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/service.json';

/** The service chooser, the LINE list, the chat room and the feedback form. */
export const serviceMessages = featureMessages('service', en, {
  cn: () => import('../../i18n/locales/cn/service.json'),
  km: () => import('../../i18n/locales/km/service.json'),
  th: () => import('../../i18n/locales/th/service.json'),
  vi: () => import('../../i18n/locales/vi/service.json'),
});
