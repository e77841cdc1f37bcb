import type { Browser, BrowserContext } from 'playwright-core';
import enAuth from '../src/i18n/locales/en/auth.json';
import enLobby from '../src/i18n/locales/en/lobby.json';
import en from '../src/i18n/locales/en/translation.json';
import thAuth from '../src/i18n/locales/th/auth.json';
import thLobby from '../src/i18n/locales/th/lobby.json';
import th from '../src/i18n/locales/th/translation.json';
import enDownload from '../src/i18n/locales/en/download.json';
import thDownload from '../src/i18n/locales/th/download.json';
import { DESKTOP, PHONE } from './a11y';
import { devSession, signInContext } from './mocksControl';

/**
 * A language a journey is walked in, with the words the player sees in it (the translation
 * files themselves, so a journey names buttons as a player of that language reads them).
 */
export interface JourneyLanguage {
  code: 'EN' | 'TH';
  locale: string;
  /** The shared words with those of the sign-in forms and the lobbies, wherever they ship. */
  words: typeof en & typeof enAuth & typeof enLobby;
  download: typeof enDownload;
}

export const ENGLISH: JourneyLanguage = {
  code: 'EN',
  locale: 'en-GB',
  words: { ...en, ...enAuth, ...enLobby },
  download: enDownload,
};
export const THAI: JourneyLanguage = {
  code: 'TH',
  locale: 'th-TH',
  words: { ...th, ...thAuth, ...thLobby },
  download: thDownload,
};

/** English and one other language, each on a phone and a desktop. */
export const LOOKS = [ENGLISH, THAI].flatMap((language) =>
  [
    { name: 'phone', viewport: PHONE },
    { name: 'desktop', viewport: DESKTOP },
  ].map((screen) => ({
    language,
    screen: screen.name,
    viewport: screen.viewport,
    title: `${language.code} on a ${screen.name} (${screen.viewport.width}x${screen.viewport.height})`,
  })),
);
export type Look = (typeof LOOKS)[number];

/**
 * A fresh profile in the look's language and size, as a returning player of that language
 * arrives (the cookie for the server, storage for the app), signed in as `account` if given.
 */
export async function contextIn(
  browser: Browser,
  urls: { gatewayUrl: string; mocksUrl: string },
  look: Look,
  account?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: look.language.locale,
    viewport: look.viewport,
  });
  await context.addCookies([{ name: 'lang', value: look.language.code, url: urls.gatewayUrl }]);
  await context.addInitScript((code) => localStorage.setItem('lang', code), look.language.code);
  if (account)
    await signInContext(context, urls.gatewayUrl, await devSession(urls.mocksUrl, account));
  return context;
}
