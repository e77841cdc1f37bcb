/** Site content and rules an operator configures in the platform's back office. */
import {
  CONTENT_LANGUAGES,
  contentText,
  localised,
  type ContentKey,
  type ContentLanguage,
} from '../../content/index.js';

export interface RegisterFieldRule {
  show: boolean;
  required: boolean;
  /** Regular expression source; `*` accepts anything, as the platform writes it. */
  pattern: string;
  min: number;
  max: number;
}

export interface Country {
  countryCode: string;
  dialingCode: string;
  name: string;
  mobileMin: number;
  mobileMax: number;
}

export interface SiteTemplate {
  code: string;
  /** Per language code; EN always exists and is the fallback. */
  title: Record<string, string>;
  content: Record<string, string>;
}

export interface HelpCategory {
  code: string;
  title: string;
  articles: { id: string; title: string; content: string }[];
}

export interface SiteContent {
  currency: string;
  currencySymbol: string;
  timezone: string;
  defaultLanguage: string;
  supportedLanguages: string[];
  minimumAge: number;
  realityCheckMinutes: number;
  licence: string;
  registerFields: Record<string, RegisterFieldRule>;
  countries: Country[];
  /** Countries whose visitors see the region-restricted page. */
  restrictedCountries: string[];
  templates: SiteTemplate[];
  /** Help centre per language code; EN is the fallback. */
  helpCenter: Record<string, HelpCategory[]>;
  chatModels: { code: string; name: string }[];
  customerServiceScriptUrl: string;
}

/** The help centre's topics and articles, by their ids in the content files. */
const HELP_TOPICS: readonly { code: string; articles: readonly string[] }[] = [
  { code: 'account', articles: ['register', 'forgot-password'] },
  { code: 'funds', articles: ['deposit-time'] },
];

function helpCentreIn(language: ContentLanguage): HelpCategory[] {
  const text = (key: string) => localised(contentText(key as ContentKey), language);
  return HELP_TOPICS.map((topic) => ({
    code: topic.code,
    title: text(`help.${topic.code}.title`),
    articles: topic.articles.map((id) => ({
      id,
      title: text(`help.${id}.title`),
      content: text(`help.${id}.content`),
    })),
  }));
}

const field = (
  show: boolean,
  required: boolean,
  pattern = '*',
  min = 0,
  max = 0,
): RegisterFieldRule => ({ show, required, pattern, min, max });

export function defaultContent(): SiteContent {
  return {
    currency: 'THB',
    currencySymbol: '฿',
    timezone: 'Asia/Bangkok',
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'CN', 'KM', 'TH', 'VI'],
    minimumAge: 18,
    realityCheckMinutes: 60,
    licence: 'Licensed and regulated under a Curaçao gaming licence.',
    registerFields: {
      // Letter first, then letters or digits.
      username: field(true, true, '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
      // At least one letter and one digit, no spaces.
      password: field(true, true, '^(?=.*[A-Za-z])(?=.*\\d)\\S*$', 6, 20),
      mobileNum: field(true, false, '^\\d*$', 8, 10),
      email: field(true, false, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 80),
      payeeName: field(true, false, '*', 2, 40),
      affiliateCode: field(true, false, '^[A-Za-z0-9]*$', 4, 16),
      captcha: field(false, false),
      qqNum: field(false, false),
      line: field(false, false),
      whatsapp: field(false, false),
      facebook: field(false, false),
      wechat: field(false, false),
      idNumber: field(false, false),
      paymentPassword: field(false, false),
      recommenderId: field(false, false),
    },
    countries: [
      { countryCode: 'TH', dialingCode: '66', name: 'Thailand', mobileMin: 9, mobileMax: 9 },
      { countryCode: 'KH', dialingCode: '855', name: 'Cambodia', mobileMin: 8, mobileMax: 9 },
      { countryCode: 'VN', dialingCode: '84', name: 'Vietnam', mobileMin: 9, mobileMax: 10 },
      { countryCode: 'CN', dialingCode: '86', name: 'China', mobileMin: 11, mobileMax: 11 },
      { countryCode: 'PH', dialingCode: '63', name: 'Philippines', mobileMin: 10, mobileMax: 10 },
    ],
    restrictedCountries: ['US', 'GB', 'FR', 'SG'],
    templates: (['terms', 'privacy', 'responsible-gambling'] as const).map((code) => ({
      code,
      title: contentText(`template.${code}.title`),
      content: contentText(`template.${code}.content`),
    })),
    helpCenter: Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => [language, helpCentreIn(language)]),
    ),
    chatModels: [
      { code: 'LOBBY', name: 'Lobby chat' },
      { code: 'VIP', name: 'VIP room' },
    ],
    customerServiceScriptUrl: '',
  };
}
