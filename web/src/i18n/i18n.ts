import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Bundle } from './loadMessages';
import { en } from './locales/en';

export const DEFAULT_LANGUAGE = 'EN';

/**
 * An i18next instance with the shared English messages (the fallback) and any other bundles
 * given, by platform code then namespace. The site passes none and loads the chosen language's
 * bundles on demand (`ensureMessages`, and features' `useMessages`); tests pass them all
 * (`locales/all.ts`).
 */
export function createI18n(
  language: string = DEFAULT_LANGUAGE,
  bundles: Readonly<Record<string, Readonly<Record<string, Bundle>>>> = {},
): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...bundles, EN: { ...bundles.EN, translation: en } }).map(
      ([code, byNamespace]) => [code, { ...byNamespace }],
    ),
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
