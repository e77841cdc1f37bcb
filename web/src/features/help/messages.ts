import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/help.json';

/** The help centre's own strings (its sections' texts are shared: the footer names them too). */
export const helpMessages = featureMessages('help', en, {
  cn: () => import('../../i18n/locales/cn/help.json'),
  km: () => import('../../i18n/locales/km/help.json'),
  th: () => import('../../i18n/locales/th/help.json'),
  vi: () => import('../../i18n/locales/vi/help.json'),
});
