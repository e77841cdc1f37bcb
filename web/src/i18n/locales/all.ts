import type { Bundle } from '../loadMessages';

const files = import.meta.glob<Bundle>('./*/*.json', { eager: true, import: 'default' });

/**
 * Every translation of every namespace at once, by platform code then namespace, for tests; the
 * site loads one language's bundles at a time.
 */
export const ALL_MESSAGES: Readonly<Record<string, Readonly<Record<string, Bundle>>>> = (() => {
  const all: Record<string, Record<string, Bundle>> = {};
  for (const [file, bundle] of Object.entries(files)) {
    const [, folder = '', ns = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    (all[folder.toUpperCase()] ??= {})[ns] = bundle;
  }
  return all;
})();
