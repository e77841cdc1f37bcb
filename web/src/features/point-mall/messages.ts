import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/pointMall.json';

/** The points mall's own strings, and its wording of the platform's refusals. */
export const pointMallMessages = featureMessages('pointMall', en, {
  cn: () => import('../../i18n/locales/cn/pointMall.json'),
  km: () => import('../../i18n/locales/km/pointMall.json'),
  th: () => import('../../i18n/locales/th/pointMall.json'),
  vi: () => import('../../i18n/locales/vi/pointMall.json'),
});
