/**
 * The codes the language switcher offers (the platform's own list), with each language's name
 * written in that language so a player can find theirs whatever the page language is.
 */
export const SWITCHER_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'EN', name: 'English' },
  { code: 'CN', name: '简体中文' },
  { code: 'TW', name: '繁體中文' },
  { code: 'KM', name: 'ភាសាខ្មែរ' },
  { code: 'TH', name: 'ไทย' },
  { code: 'VI', name: 'Tiếng Việt' },
  { code: 'JA', name: '日本語' },
  { code: 'KO', name: '한국어' },
  { code: 'ID', name: 'Bahasa Indonesia' },
  { code: 'MS', name: 'Bahasa Melayu' },
  { code: 'LO', name: 'ລາວ' },
  { code: 'MY', name: 'မြန်မာ' },
  { code: 'TL', name: 'Filipino' },
  { code: 'HI', name: 'हिन्दी' },
  { code: 'BN', name: 'বাংলা' },
  { code: 'TA', name: 'தமிழ்' },
  { code: 'TE', name: 'తెలుగు' },
  { code: 'UR', name: 'اردو' },
  { code: 'NE', name: 'नेपाली' },
  { code: 'SI', name: 'සිංහල' },
  { code: 'MN', name: 'Монгол' },
  { code: 'AR', name: 'العربية' },
  { code: 'FA', name: 'فارسی' },
  { code: 'HE', name: 'עברית' },
  { code: 'TR', name: 'Türkçe' },
  { code: 'RU', name: 'Русский' },
  { code: 'UK', name: 'Українська' },
  { code: 'PL', name: 'Polski' },
  { code: 'CS', name: 'Čeština' },
  { code: 'HU', name: 'Magyar' },
  { code: 'RO', name: 'Română' },
  { code: 'EL', name: 'Ελληνικά' },
  { code: 'DE', name: 'Deutsch' },
  { code: 'FR', name: 'Français' },
  { code: 'ES', name: 'Español' },
  { code: 'PT', name: 'Português' },
  { code: 'IT', name: 'Italiano' },
  { code: 'NL', name: 'Nederlands' },
  { code: 'SV', name: 'Svenska' },
  { code: 'DA', name: 'Dansk' },
  { code: 'FI', name: 'Suomi' },
  { code: 'NO', name: 'Norsk' },
];

/** The configured supported set when the gateway's configuration names none. */
export const DEFAULT_SUPPORTED = ['CN', 'EN', 'KM'] as const;

/** Browser language tags use ISO codes; the platform uses its own (zh → CN, zh-TW → TW). */
export function platformCodeOf(browserTag: string): string {
  const [primary = '', region = ''] = browserTag.split('-');
  const lower = primary.toLowerCase();
  if (lower === 'zh') return ['TW', 'HK', 'MO'].includes(region.toUpperCase()) ? 'TW' : 'CN';
  if (lower === 'nb' || lower === 'nn') return 'NO';
  if (lower === 'fil') return 'TL';
  return lower.toUpperCase();
}

/**
 * The BCP 47 tag of a platform code, for `lang` attributes: the platform's `CN` and `TW` are not
 * languages (`cn` is no tag at all), so screen readers and fonts get `zh-Hans` and `zh-Hant`.
 */
export function htmlLangOf(code: string): string {
  const upper = code.toUpperCase();
  if (upper === 'CN') return 'zh-Hans';
  if (upper === 'TW') return 'zh-Hant';
  // The platform's Filipino is TL; the canonical tag is fil.
  if (upper === 'TL') return 'fil';
  return code.toLowerCase();
}

export interface LanguageInputs {
  /** The player's own pick on this device (`lang`), if any. */
  chosen: string | null;
  /** The browser's preferred languages, most preferred first. */
  device: readonly string[];
  /** The last language used (`hisLang`). */
  history: string | null;
  supported: readonly string[];
  fallback: string;
}

/**
 * Which language to start in. The spec's order is device (if supported), then history, then
 * the default. A language the player picked on this device is honoured before all of them:
 * otherwise a Khmer speaker on an English phone could never keep Khmer across a reload.
 */
export function chooseLanguage(inputs: LanguageInputs): string {
  if (inputs.chosen) return inputs.chosen;
  const supported = new Set(inputs.supported);
  for (const tag of inputs.device) {
    const code = platformCodeOf(tag);
    if (supported.has(code)) return code;
  }
  if (inputs.history) return inputs.history;
  return supported.has(inputs.fallback) ? inputs.fallback : (inputs.supported[0] ?? 'EN');
}
