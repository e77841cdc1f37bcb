import { featureMessages } from './messages';
import en from '../i18n/locales/en/centre.json';

/** The kit's own strings: the period filter and the records list. */
export const centreMessages = featureMessages('centre', en, {
  cn: () => import('../i18n/locales/cn/centre.json'),
  km: () => import('../i18n/locales/km/centre.json'),
  th: () => import('../i18n/locales/th/centre.json'),
  vi: () => import('../i18n/locales/vi/centre.json'),
});
