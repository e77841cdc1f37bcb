import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/rewardCentre.json';

/** The reward centre's own strings, and its wording of the platform's refusals. */
export const rewardCentreMessages = featureMessages('rewardCentre', en, {
  cn: () => import('../../i18n/locales/cn/rewardCentre.json'),
  km: () => import('../../i18n/locales/km/rewardCentre.json'),
  th: () => import('../../i18n/locales/th/rewardCentre.json'),
  vi: () => import('../../i18n/locales/vi/rewardCentre.json'),
});
