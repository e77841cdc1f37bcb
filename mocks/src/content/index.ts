import type { Request } from 'express';
import { CN } from './cn.js';
import { EN, type ContentKey, type ContentTranslations } from './en.js';
import { KM } from './km.js';
import { TH } from './th.js';
import { VI } from './vi.js';

export type { ContentKey };

/** The platform's language codes the stand-in has content in; anything else gets English. */
export const CONTENT_LANGUAGES = ['EN', 'CN', 'KM', 'TH', 'VI'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** One piece of operator text in each language it was written in; English always. */
export type Text = { EN: string } & Partial<Record<Exclude<ContentLanguage, 'EN'>, string>>;

const BY_LANGUAGE: Record<ContentLanguage, ContentTranslations> = { EN, CN, KM, TH, VI };

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The content under `key` in every language, with `{name}` placeholders filled in. */
export function contentText(
  key: ContentKey,
  values: Readonly<Record<string, string | number>> = {},
): Text {
  const text: Text = { EN: fill(EN[key], values) };
  for (const language of CONTENT_LANGUAGES)
    if (language !== 'EN') text[language] = fill(BY_LANGUAGE[language][key], values);
  return text;
}

/** The text in the asked language where the operator wrote one, else English. */
export function localised(text: Text, language: string): string {
  const code = language.toUpperCase();
  if (code === 'EN' || !isContentLanguage(code)) return text.EN;
  return text[code] || text.EN;
}

/**
 * A name the seed keeps in English (payment methods, mall items, the withdrawal notice) in the
 * asked language. The translation is used only while the English is still the seed's: a text
 * the operator changed (dev controls) has no translation yet, so it shows as they wrote it.
 */
export function localisedName(key: ContentKey, english: string, language: string): string {
  if (!(key in EN) || EN[key] !== english) return english;
  return localised(contentText(key), language);
}

function isContentLanguage(code: string): code is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language a call asks for: the platform answers in the `Language` header its clients send
 * with every call; a call that names one itself (`language`, or the help centre's `lang`) wins.
 */
export function requestLanguage(req: Request, queryName = 'language'): string {
  const query = req.query[queryName];
  const fromQuery = typeof query === 'string' ? query : '';
  return (fromQuery || req.get('language') || 'EN').toUpperCase();
}
