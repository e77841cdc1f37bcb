import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/live.json';

/** The live notices' and dialogs' words: loaded with the realtime code, never by a visitor. */
export const liveMessages = featureMessages('live', en, {
  cn: () => import('../../i18n/locales/cn/live.json'),
  km: () => import('../../i18n/locales/km/live.json'),
  th: () => import('../../i18n/locales/th/live.json'),
  vi: () => import('../../i18n/locales/vi/live.json'),
});

export type LiveKey = Extract<keyof typeof en, string>;
