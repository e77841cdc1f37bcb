import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/messages.json';

/** The messages screen's strings, and its wording of the platform's refusals. */
export const messagesMessages = featureMessages('messages', en, {
  cn: () => import('../../i18n/locales/cn/messages.json'),
  km: () => import('../../i18n/locales/km/messages.json'),
  th: () => import('../../i18n/locales/th/messages.json'),
  vi: () => import('../../i18n/locales/vi/messages.json'),
});
