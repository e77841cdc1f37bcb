import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/missions.json';

/** The missions screen's strings, and its wording of the platform's refusals. */
export const missionsMessages = featureMessages('missions', en, {
  cn: () => import('../../i18n/locales/cn/missions.json'),
  km: () => import('../../i18n/locales/km/missions.json'),
  th: () => import('../../i18n/locales/th/missions.json'),
  vi: () => import('../../i18n/locales/vi/missions.json'),
});
