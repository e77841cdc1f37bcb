import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/referral.json';

/** The invite-friends screen's strings, and its wording of the platform's refusals. */
export const referralMessages = featureMessages('referral', en, {
  cn: () => import('../../i18n/locales/cn/referral.json'),
  km: () => import('../../i18n/locales/km/referral.json'),
  th: () => import('../../i18n/locales/th/referral.json'),
  vi: () => import('../../i18n/locales/vi/referral.json'),
});
