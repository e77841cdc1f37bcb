import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/pvp.json';

/** The PvP table picker's own words: the platform's table levels, said in the site's language. */
export const pvpMessages = featureMessages('pvp', en, {
  cn: () => import('../../i18n/locales/cn/pvp.json'),
  km: () => import('../../i18n/locales/km/pvp.json'),
  th: () => import('../../i18n/locales/th/pvp.json'),
  vi: () => import('../../i18n/locales/vi/pvp.json'),
});
