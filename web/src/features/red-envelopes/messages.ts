import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/redEnvelopes.json';

/** The red envelopes' own strings, and their wording of the platform's refusals. */
export const redEnvelopesMessages = featureMessages('redEnvelopes', en, {
  cn: () => import('../../i18n/locales/cn/redEnvelopes.json'),
  km: () => import('../../i18n/locales/km/redEnvelopes.json'),
  th: () => import('../../i18n/locales/th/redEnvelopes.json'),
  vi: () => import('../../i18n/locales/vi/redEnvelopes.json'),
});
