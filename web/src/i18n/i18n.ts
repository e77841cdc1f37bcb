import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './locales/en';

export const DEFAULT_LANGUAGE = 'EN';

/**
 * An i18next instance with English (the fallback) and any other translations given. The site
 * passes only English and loads the chosen language's file on demand (`loadMessages`); tests
 * pass them all (`locales/all.ts`).
 */
export function createI18n(
  language: string = DEFAULT_LANGUAGE,
  translations: Readonly<Record<string, Messages>> = {},
): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...translations, EN: en }).map(([code, messages]) => [
      code,
      { translation: messages },
    ]),
  );
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
