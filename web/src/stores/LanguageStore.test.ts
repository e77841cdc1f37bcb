import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { chooseLanguage, htmlLangOf, platformCodeOf, SWITCHER_LANGUAGES } from '../i18n/languages';
import { FakeTransport } from './fakeTransport';
import { MemoryStorage } from './memoryStorage';
import { testRoot } from './testRoot';

const supported = ['CN', 'EN', 'KM'];

describe('choosing the start language', () => {
  it('takes the device language when it is supported', () => {
    expect(
      chooseLanguage({ chosen: null, device: ['km-KH'], history: 'CN', supported, fallback: 'EN' }),
    ).toBe('KM');
  });

  it('falls back to the stored history when the device language is not supported', () => {
    expect(
      chooseLanguage({ chosen: null, device: ['de-DE'], history: 'CN', supported, fallback: 'EN' }),
    ).toBe('CN');
  });

  it('falls back to the default when there is neither', () => {
    expect(
      chooseLanguage({ chosen: null, device: ['de-DE'], history: null, supported, fallback: 'EN' }),
    ).toBe('EN');
  });

  it("keeps the player's own choice on this device over the device language", () => {
    expect(
      chooseLanguage({ chosen: 'TH', device: ['en-US'], history: 'TH', supported, fallback: 'EN' }),
    ).toBe('TH');
  });

  it('maps browser tags to platform codes', () => {
    expect(platformCodeOf('zh-CN')).toBe('CN');
    expect(platformCodeOf('zh-TW')).toBe('TW');
    expect(platformCodeOf('en-GB')).toBe('EN');
    expect(platformCodeOf('km')).toBe('KM');
  });

  it('gives every offered language a valid BCP 47 tag for lang attributes', () => {
    expect(htmlLangOf('CN')).toBe('zh-Hans');
    expect(htmlLangOf('TW')).toBe('zh-Hant');
    expect(htmlLangOf('KM')).toBe('km');
    for (const { code } of SWITCHER_LANGUAGES) {
      expect(() => new Intl.Locale(htmlLangOf(code))).not.toThrow();
      expect(Intl.getCanonicalLocales(htmlLangOf(code))[0]).toBe(htmlLangOf(code));
    }
  });

  it('offers about forty languages, each once', () => {
    const codes = SWITCHER_LANGUAGES.map((l) => l.code);
    expect(codes.length).toBeGreaterThanOrEqual(40);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['CN', 'EN', 'JA', 'TH', 'VI', 'KM']) expect(codes).toContain(code);
  });
});

describe('LanguageStore', () => {
  it('starts in the device language when supported and shows its text', async () => {
    const { root } = testRoot({ deviceLanguages: ['zh-CN'] });
    await root.language.ready;
    expect(root.language.code).toBe('CN');
    expect(root.i18n.t('login')).toBe('登录');
  });

  it('remembers a choice in lang and hisLang and tells the server when signed in', async () => {
    const transport = new FakeTransport().on('updateLanguage', null);
    const local = new MemoryStorage();
    const { root } = testRoot({ signedIn: true, transport, local });
    await root.language.choose('KM');
    expect(local.getItem('lang')).toBe('KM');
    expect(local.getItem('hisLang')).toBe('KM');
    expect(transport.calls.filter((c) => c.name === 'updateLanguage')).toEqual([
      { name: 'updateLanguage', payload: { language: 'KM' } },
    ]);
    expect(root.language.revision).toBe(1);

    const again = testRoot({ local, deviceLanguages: ['en-US'] }).root;
    expect(again.language.code).toBe('KM');
  });

  it('fetches a language the page did not ship with before switching to it', async () => {
    const { root } = testRoot({ i18n: createI18n('EN') });
    expect(root.i18n.hasResourceBundle('KM', 'translation')).toBe(false);
    await root.language.choose('KM');
    expect(root.i18n.t('login')).toBe('ចូលគណនី');
  });

  it('does not call the server when signed out', async () => {
    const transport = new FakeTransport();
    const { root } = testRoot({ transport });
    await root.language.choose('VI');
    expect(transport.calls.map((c) => c.name)).not.toContain('updateLanguage');
    expect(root.i18n.t('login')).toBe('Đăng nhập');
  });

  it('shows English text for a language without translations while keeping its code', async () => {
    const { root } = testRoot();
    await root.language.choose('JA');
    expect(root.language.code).toBe('JA');
    expect(root.i18n.t('login')).toBe('Log in');
  });
});
