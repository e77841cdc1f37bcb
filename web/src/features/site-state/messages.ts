import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/siteState.json';

/** Words of the shut-out pages' customer-service block, fetched with it. */
export const siteStateMessages = featureMessages('siteState', en, {
  cn: () => import('../../i18n/locales/cn/siteState.json'),
  km: () => import('../../i18n/locales/km/siteState.json'),
  th: () => import('../../i18n/locales/th/siteState.json'),
  vi: () => import('../../i18n/locales/vi/siteState.json'),
});
