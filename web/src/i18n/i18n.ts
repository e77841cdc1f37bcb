import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { km } from './locales/km';
import { th } from './locales/th';
import { vi } from './locales/vi';

/** Languages with full translations. Others fall back to English text. */
export const TRANSLATED = { EN: en, CN: cn, KM: km, TH: th, VI: vi } as const;
export const DEFAULT_LANGUAGE = 'EN';

export function createI18n(language: string = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      Object.entries(TRANSLATED).map(([code, messages]) => [code, { translation: messages }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
