import type { i18n, TOptions } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pendingBundle,
  registerNamespace,
  type BundleLoaders,
  type OtherLocale,
} from '../i18n/loadMessages';

/**
 * Every translated language has exactly the English keys: a missing one fails tsc, and so does an
 * extra one (excess-property check on the literal).
 */
type Translations<E extends Record<string, string>> = { en: E } & {
  [C in OtherLocale]: { [K in keyof E]: string };
};

export interface FeatureMessages<K extends string> {
  /** The i18next namespace the feature's strings live under. */
  readonly ns: string;
  /** English, shipped with the feature: the fallback, and what the keys are. */
  readonly en: Readonly<Record<K, string>>;
  /** The other languages that ship with it too (only `defineMessages`'s); the rest are fetched. */
  readonly bundled: Readonly<Partial<Record<OtherLocale, Readonly<Record<K, string>>>>>;
  /** Only for the type: the feature's keys. */
  readonly keys?: K;
}

/**
 * A feature's own strings: English from its JSON (`locales/en/<ns>.json`), in the feature's
 * chunk; each other language's JSON is fetched when the site is in that language. The keys are
 * English's; `locales.test.ts` holds every language to them.
 */
export function featureMessages<E extends Record<string, string>>(
  ns: string,
  en: E,
  loaders: BundleLoaders<Record<keyof E, string>>,
): FeatureMessages<Extract<keyof E, string>> {
  registerNamespace(ns, { en, load: async (folder) => (await loaders[folder]()).default });
  return { ns, en, bundled: {} };
}

/** A feature's strings in all five languages at once, all shipped with it (tests' samples). */
export function defineMessages<E extends Record<string, string>>(
  ns: string,
  translations: Translations<E>,
): FeatureMessages<Extract<keyof E, string>> {
  const { en, ...bundled } = translations;
  registerNamespace(ns, { en, load: async (folder) => translations[folder] });
  return { ns, en, bundled };
}

/** Adds the feature's shipped bundles to the instance once; safe to call on every render. */
export function registerMessages(instance: i18n, messages: FeatureMessages<string>): void {
  if (instance.hasResourceBundle('EN', messages.ns)) return;
  instance.addResourceBundle('EN', messages.ns, messages.en, true, false);
  for (const [folder, bundle] of Object.entries(messages.bundled)) {
    instance.addResourceBundle(folder.toUpperCase(), messages.ns, bundle, true, false);
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

/** A thenable React reads as already settled (its `status`), so `use` returns without waiting. */
const NOTHING_PENDING = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/**
 * Registers the feature's shipped bundles and waits (suspends) until the site's language's
 * bundle of its namespace is in, whichever `t` the feature then reads it through.
 */
function useFeatureBundle(messages: FeatureMessages<string>): void {
  const { i18n: instance } = useTranslation();
  registerMessages(instance, messages);
  // A bundle not in yet suspends the screen rather than showing English first: the gateway's
  // page and the browser's hydration load the page's bundles before rendering, so this happens
  // only to a screen opened later, whose Suspense boundary already shows its placeholder while
  // its code loads. English first would change the words (and their lengths) under the player,
  // and while hydrating would not match the server's markup.
  // `use` on every render, never conditionally: when the bundle arrives React replays this
  // render, and a replay that skips the `use` it suspended on breaks the hook order (#467).
  use(pendingBundle(instance, instance.language, messages.ns) ?? NOTHING_PENDING);
}

/** The feature's typed `t`, following the site's language. */
export function useMessages<K extends string>(messages: FeatureMessages<K>): FeatureT<K> {
  useFeatureBundle(messages);
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

/**
 * A `t` that reads a key from the feature's namespace first, then the shared one: for a screen
 * whose words moved out of the shared namespace (which ships in the home route's critical
 * JavaScript) into its own, fetched with its code, without naming a namespace at every call.
 * Suspends like `useMessages` until the language's bundle is in.
 */
export function useFeatureTranslation(
  messages: FeatureMessages<string>,
): (key: string, options?: TOptions) => string {
  useFeatureBundle(messages);
  const { t } = useTranslation([messages.ns, 'translation'], { nsMode: 'fallback' });
  return t as unknown as (key: string, options?: TOptions) => string;
}
