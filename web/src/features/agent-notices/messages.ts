import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/agentNotices.json';

/** The agent notices' own strings (the agent centre's first section). */
export const agentNoticesMessages = featureMessages('agentNotices', en, {
  cn: () => import('../../i18n/locales/cn/agentNotices.json'),
  km: () => import('../../i18n/locales/km/agentNotices.json'),
  th: () => import('../../i18n/locales/th/agentNotices.json'),
  vi: () => import('../../i18n/locales/vi/agentNotices.json'),
});
