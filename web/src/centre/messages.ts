import type { i18n, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TRANSLATED_CODES } from '../i18n/loadMessages';

type Code = Lowercase<(typeof TRANSLATED_CODES)[number]>;

/**
 * Every translated language has exactly the English keys: a missing one fails tsc, and so does an
 * extra one (excess-property check on the literal).
 */
type Translations<E extends Record<string, string>> = { en: E } & {
  [C in Exclude<Code, 'en'>]: { [K in keyof E]: string };
};

export interface FeatureMessages<K extends string> {
  /** The i18next namespace the feature's strings live under. */
  readonly ns: string;
  readonly byLanguage: Readonly<Record<string, Readonly<Record<K, string>>>>;
  /** Only for the type: the feature's keys. */
  readonly keys?: K;
}

/**
 * A feature's own strings in all five languages, shipped in the feature's chunk, so a new
 * screen does not touch the shared locale files (those keep the strings every screen needs).
 */
export function defineMessages<E extends Record<string, string>>(
  ns: string,
  translations: Translations<E>,
): FeatureMessages<Extract<keyof E, string>> {
  const byLanguage: Record<string, Readonly<Record<Extract<keyof E, string>, string>>> = {};
  for (const code of TRANSLATED_CODES) {
    byLanguage[code] = translations[code.toLowerCase() as Code] as Record<
      Extract<keyof E, string>,
      string
    >;
  }
  return { ns, byLanguage };
}

/** Adds the feature's bundles to the instance once; safe to call on every render. */
export function registerMessages(instance: i18n, messages: FeatureMessages<string>): void {
  if (instance.hasResourceBundle('EN', messages.ns)) return;
  for (const [code, bundle] of Object.entries(messages.byLanguage)) {
    instance.addResourceBundle(code, messages.ns, bundle, true, false);
  }
}

export interface FeatureT<K extends string> {
  (key: K, options?: TOptions): string;
  /**
   * A message key that came from the platform or the stand-in (a refusal): the feature's own
   * wording first, then the shared messages, then the generic unknown error.
   */
  error(key: string, options?: TOptions): string;
}

/** The feature's typed `t`, following the site's language. */
export function useMessages<K extends string>(messages: FeatureMessages<K>): FeatureT<K> {
  const { i18n: instance } = useTranslation();
  registerMessages(instance, messages);
  const { t: typed } = useTranslation([messages.ns, 'translation']);
  // Keys are checked by `FeatureT` against the feature's own bundle instead of i18next's types.
  const t = typed as unknown as (key: string, options?: TOptions) => string;
  return Object.assign((key: K, options?: TOptions) => t(key, { ...options, ns: messages.ns }), {
    error: (key: string, options?: TOptions) =>
      t(key, {
        ...options,
        ns: [messages.ns, 'translation'],
        defaultValue: t('unknown_error', { ns: 'translation' }),
      }),
  });
}
