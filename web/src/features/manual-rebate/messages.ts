import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/manualRebate.json';

/** The manual rebate screen's strings, and its wording of the platform's refusals. */
export const rebateMessages = featureMessages('manualRebate', en, {
  cn: () => import('../../i18n/locales/cn/manualRebate.json'),
  km: () => import('../../i18n/locales/km/manualRebate.json'),
  th: () => import('../../i18n/locales/th/manualRebate.json'),
  vi: () => import('../../i18n/locales/vi/manualRebate.json'),
});
