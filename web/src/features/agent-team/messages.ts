import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/agentTeam.json';

/** The agent team screens' own strings, and their wording of the stand-in's refusals. */
export const teamMessages = featureMessages('agentTeam', en, {
  cn: () => import('../../i18n/locales/cn/agentTeam.json'),
  km: () => import('../../i18n/locales/km/agentTeam.json'),
  th: () => import('../../i18n/locales/th/agentTeam.json'),
  vi: () => import('../../i18n/locales/vi/agentTeam.json'),
});
