import en from './en/translation.json';

/** The shared messages in English, shipped with the page: the fallback of every language. */
export { en };

/** The shared messages' keys are English's (`locales.test.ts` holds the other languages to them). */
export type Messages = typeof en;
