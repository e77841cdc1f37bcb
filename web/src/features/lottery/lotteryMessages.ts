import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/lottery.json';

/** The lottery pages' own strings. */
export const lotteryMessages = featureMessages('lottery', en, {
  cn: () => import('../../i18n/locales/cn/lottery.json'),
  km: () => import('../../i18n/locales/km/lottery.json'),
  th: () => import('../../i18n/locales/th/lottery.json'),
  vi: () => import('../../i18n/locales/vi/lottery.json'),
});

/** A key of the lottery pages' own strings. */
export type LotteryKey = keyof typeof en;
