import type { i18n } from 'i18next';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import { chooseLanguage, DEFAULT_SUPPORTED, htmlLangOf } from '../i18n/languages';
import { ensureMessages, loadMessages, type MessageLoader } from '../i18n/loadMessages';
import { rememberForServer } from './preferenceCookie';
import type { SessionStore } from './SessionStore';

export const LANG_KEY = 'lang';
export const HISTORY_KEY = 'hisLang';

export interface LanguageConfig {
  supported: readonly string[];
  fallback: string;
}

/**
 * The site language. The code (what the platform receives) can be any switcher code; the text
 * falls back to English where a language has no translation.
 */
export class LanguageStore {
  code: string;
  /** Bumped on every change so language-dependent lists know to reload. */
  revision = 0;
  readonly supported: readonly string[];
  /** Settles once the start language's messages are loaded and active. */
  readonly ready: Promise<void>;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly i18n: i18n,
    config: LanguageConfig = { supported: DEFAULT_SUPPORTED, fallback: 'EN' },
    private readonly storage: Storage = localStorage,
    device: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
    private readonly load: MessageLoader = loadMessages,
  ) {
    this.supported = config.supported;
    this.code = chooseLanguage({
      chosen: storage.getItem(LANG_KEY),
      device,
      history: storage.getItem(HISTORY_KEY),
      supported: config.supported,
      fallback: config.fallback,
    });
    this.ready = this.activate(this.code);
    makeAutoObservable<LanguageStore, 'api' | 'session' | 'i18n' | 'storage' | 'load' | 'ready'>(
      this,
      { api: false, session: false, i18n: false, storage: false, load: false, ready: false },
    );
  }

  private async activate(code: string): Promise<void> {
    try {
      await ensureMessages(this.i18n, code, this.load);
    } catch {
      // Offline without that language's file: English text shows until it can be fetched.
    }
    if (this.i18n.language !== code) await this.i18n.changeLanguage(code);
  }

  /**
   * Fetches the language's words of every namespace whose code has run, as a switch to it does:
   * for screens not shown yet, so that they have them offline. Nothing to fetch in English.
   */
  async loadRegisteredWords(): Promise<void> {
    await ensureMessages(this.i18n, this.code, this.load);
  }

  /** Switches language, remembers it on this device and tells the platform when signed in. */
  async choose(code: string): Promise<void> {
    this.code = code;
    this.revision += 1;
    this.storage.setItem(LANG_KEY, code);
    this.storage.setItem(HISTORY_KEY, code);
    rememberForServer(LANG_KEY, code);
    document.documentElement.lang = htmlLangOf(code);
    await this.activate(code);
    if (this.session.isLogin) {
      try {
        await this.api.member.updateLanguage(code);
      } catch {
        // The page language already changed; the server copy catches up at the next choice.
      }
    }
  }
}
