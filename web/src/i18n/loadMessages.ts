import type { i18n } from 'i18next';
import type { Messages } from './locales/en';

/** Languages with full translations; any other code shows English text. */
export const TRANSLATED_CODES = ['EN', 'CN', 'KM', 'TH', 'VI'] as const;

/** One language's messages, fetched as its own small chunk; null for untranslated codes. */
export async function loadMessages(code: string): Promise<Messages | null> {
  switch (code) {
    case 'CN':
      return (await import('./locales/cn')).cn;
    case 'KM':
      return (await import('./locales/km')).km;
    case 'TH':
      return (await import('./locales/th')).th;
    case 'VI':
      return (await import('./locales/vi')).vi;
    default:
      return null;
  }
}

export type MessageLoader = (code: string) => Promise<Messages | null>;

/** Makes sure the language's messages are in the i18next instance before switching to it. */
export async function ensureMessages(
  instance: i18n,
  code: string,
  load: MessageLoader = loadMessages,
): Promise<void> {
  if (instance.hasResourceBundle(code, 'translation')) return;
  const messages = await load(code);
  if (messages) instance.addResourceBundle(code, 'translation', messages);
}
