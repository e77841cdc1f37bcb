import type { i18n } from 'i18next';
import type { Messages } from './locales/en';

/** Languages with full translations; any other code shows English text. */
export const TRANSLATED_CODES = ['EN', 'CN', 'KM', 'TH', 'VI'] as const;

/** A translated language as its folder under `locales/` is named. */
export type LocaleFolder = Lowercase<(typeof TRANSLATED_CODES)[number]>;
/** The translated languages fetched on demand: English ships with the code that uses it. */
export type OtherLocale = Exclude<LocaleFolder, 'en'>;

export type Bundle = Readonly<Record<string, string>>;

/**
 * Each language's JSON of one namespace, as `import()`s written out by its owner: every file
 * becomes a chunk of its own, and the loaders travel with the code that needs them (the home
 * route carries only the shared namespace's four).
 */
export type BundleLoaders<B> = { readonly [F in OtherLocale]: () => Promise<{ default: B }> };

const SHARED: BundleLoaders<Messages> = {
  cn: () => import('./locales/cn/translation.json'),
  km: () => import('./locales/km/translation.json'),
  th: () => import('./locales/th/translation.json'),
  vi: () => import('./locales/vi/translation.json'),
};

/** The locale folder of a platform code fetched on demand; null for English and the rest. */
export function otherLocaleOf(code: string): OtherLocale | null {
  const folder = code.toLowerCase();
  return folder !== 'en' && Object.hasOwn(SHARED, folder) ? (folder as OtherLocale) : null;
}

/** One language's shared messages, fetched as its own small chunk; null for untranslated codes. */
export async function loadMessages(code: string): Promise<Messages | null> {
  const folder = otherLocaleOf(code);
  return folder ? (await SHARED[folder]()).default : null;
}

export type MessageLoader = (code: string) => Promise<Messages | null>;

/** A feature's namespace: its English, and how to fetch another language's bundle. */
export interface NamespaceSource {
  readonly en: Bundle;
  readonly load: (folder: OtherLocale) => Promise<Bundle>;
}

/**
 * Every feature namespace whose code has run, whatever i18next instance it will render with
 * (the gateway makes one per page): a language switch, and the gateway's and the browser's
 * first render, load the language's bundles of all of them.
 */
const namespaces = new Map<string, NamespaceSource>();

export function registerNamespace(ns: string, source: NamespaceSource): void {
  if (!namespaces.has(ns)) namespaces.set(ns, source);
}

interface Attempt {
  readonly promise: Promise<void>;
  /** The same, settled without an error: what a render waits on (the same promise each time). */
  readonly quiet: Promise<void>;
  settled: boolean;
}

/**
 * Loads under way or done, per instance, by `code|ns`: a render waits on the same promise. Kept
 * by the instance's resource store: react-i18next hands components a copy of the instance (one
 * per mounted component), which shares the store.
 */
const attempts = new WeakMap<object, Map<string, Attempt>>();

function needsBundle(instance: i18n, code: string, ns: string): boolean {
  return (
    otherLocaleOf(code) !== null && namespaces.has(ns) && !instance.hasResourceBundle(code, ns)
  );
}

/** Fetches the namespace's bundle of the language into the instance, once at a time. */
function loadBundle(instance: i18n, code: string, ns: string): Attempt {
  let byKey = attempts.get(instance.store);
  if (!byKey) {
    byKey = new Map();
    attempts.set(instance.store, byKey);
  }
  const key = `${code}|${ns}`;
  const current = byKey.get(key);
  if (current && !current.settled) return current;
  const source = namespaces.get(ns);
  const folder = otherLocaleOf(code);
  const promise = (async () => {
    if (!source || !folder) return;
    const bundle = await source.load(folder);
    if (!instance.hasResourceBundle('EN', ns)) instance.addResourceBundle('EN', ns, source.en);
    instance.addResourceBundle(code, ns, bundle);
  })();
  const attempt: Attempt = {
    promise,
    quiet: promise.then(
      () => {
        attempt.settled = true;
      },
      () => {
        attempt.settled = true;
      },
    ),
    settled: false,
  };
  byKey.set(key, attempt);
  return attempt;
}

/**
 * The load a render must wait for before it can show the namespace in this language, or null
 * when there is none: the bundle is in, the language has no translation, or the last attempt
 * failed (offline: English shows, and the next language switch tries again).
 */
export function pendingBundle(instance: i18n, code: string, ns: string): Promise<void> | null {
  if (!needsBundle(instance, code, ns)) return null;
  const earlier = attempts.get(instance.store)?.get(`${code}|${ns}`);
  if (earlier?.settled) return null;
  return loadBundle(instance, code, ns).quiet;
}

/**
 * Makes sure the language's messages are in the i18next instance before switching to it or
 * rendering in it: the shared ones and those of every feature namespace registered so far. Fails
 * once all have been tried if any could not be fetched.
 */
export async function ensureMessages(
  instance: i18n,
  code: string,
  load: MessageLoader = loadMessages,
): Promise<void> {
  const shared = async () => {
    if (instance.hasResourceBundle(code, 'translation')) return;
    const messages = await load(code);
    if (messages) instance.addResourceBundle(code, 'translation', messages);
  };
  const features = [...namespaces.keys()]
    .filter((ns) => needsBundle(instance, code, ns))
    .map((ns) => loadBundle(instance, code, ns).promise);
  const failed = (await Promise.allSettled([shared(), ...features])).find(
    (r) => r.status === 'rejected',
  );
  if (failed) throw failed.reason;
}
