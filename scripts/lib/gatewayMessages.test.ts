import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '../../gateway/src/envelope.js';

/** English's strings of a web namespace (the other languages are held to English's keys). */
function english(ns: string): Record<string, string> {
  const file = fileURLToPath(new URL(`../../web/src/i18n/locales/en/${ns}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Keys only the picture uploads get, translated by the features that upload. */
const UPLOAD_ONLY = new Set(['proof_invalid_type', 'proof_too_many_pixels']);
const UPLOADING_FEATURES = ['service', 'withdraw'];

describe("the gateway's own refusals", () => {
  it('each reach the player in words the site has, not as "Unknown error"', () => {
    const shared = english('translation');
    const missing = GATEWAY_MESSAGES.flatMap((key) =>
      UPLOAD_ONLY.has(key)
        ? UPLOADING_FEATURES.filter((ns) => !english(ns)[key]).map((ns) => `${ns}: ${key}`)
        : shared[key]
          ? []
          : [`translation: ${key}`],
    );
    expect(missing).toEqual([]);
  });
});
