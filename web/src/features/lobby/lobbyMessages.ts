import { featureMessages } from '../../centre/messages';
import en from '../../i18n/locales/en/lobby.json';

/** The game lobbies', search's and PVP room picker's own strings. */
export const lobbyMessages = featureMessages('lobby', en, {
  cn: () => import('../../i18n/locales/cn/lobby.json'),
  km: () => import('../../i18n/locales/km/lobby.json'),
  th: () => import('../../i18n/locales/th/lobby.json'),
  vi: () => import('../../i18n/locales/vi/lobby.json'),
});
