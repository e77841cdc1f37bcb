import type { TOptions } from 'i18next';

/** A character no translation or value holds: where the value goes in the translated sentence. */
const SLOT = '\u0000';

/**
 * A translated sentence with one value in it, translated once and then filled in for each use.
 * A long list asks for the same sentence on every row it draws, and each `t` call leaves 2–3 KB
 * of garbage behind (its options, key lookups, a new RegExp): a 200-frame scroll of the agent's
 * downline list allocated 126 MB with a translation per cell, 33 MB without.
 * A translation that does not hold the value exactly once is asked for each time, as before.
 */
export function sentenceWith<K extends string>(
  t: (key: K, options?: TOptions) => string,
  key: K,
  name: string,
): (value: string) => string {
  const parts = t(key, { [name]: SLOT }).split(SLOT);
  if (parts.length !== 2) return (value) => t(key, { [name]: value });
  const [before = '', after = ''] = parts;
  return (value) => before + value + after;
}
