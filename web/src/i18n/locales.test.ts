import { describe, expect, it } from 'vitest';
import { TRANSLATED_CODES } from './loadMessages';
import { ALL_MESSAGES } from './locales/all';

const namespaces = Object.keys(ALL_MESSAGES.EN ?? {}).sort();
const placeholders = (text: string) => [...text.matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((m) => m[1]);

/** English is the source: every other language has exactly its keys, and uses its placeholders. */
describe.each(namespaces)('the %s namespace', (ns) => {
  const english = ALL_MESSAGES.EN?.[ns] ?? {};

  it.each(TRANSLATED_CODES.filter((code) => code !== 'EN'))(
    'has every English key in %s',
    (code) => {
      const bundle = ALL_MESSAGES[code]?.[ns];
      expect(bundle, `locales/${code.toLowerCase()}/${ns}.json`).toBeDefined();
      expect(Object.keys(bundle ?? {}).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(bundle ?? {})) {
        expect(typeof text, key).toBe('string');
        expect(placeholders(text).sort(), key).toEqual(placeholders(english[key] ?? '').sort());
      }
    },
  );
});

it('has no language folder beyond the translated ones', () => {
  expect(Object.keys(ALL_MESSAGES).sort()).toEqual([...TRANSLATED_CODES].sort());
  expect(namespaces).toContain('translation');
});
