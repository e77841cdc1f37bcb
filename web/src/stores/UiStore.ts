import { makeAutoObservable } from 'mobx';
import { rememberForServer } from './preferenceCookie';

/** Names of the modals the shell knows; features open them through the store only. */
export type ModalName =
  | 'login'
  | 'register'
  | 'forgetPassModal'
  | 'signOutConfirm'
  | 'serverSpeed'
  | 'serviceChooser'
  | 'realAccountNeeded';

/**
 * A message in a feature's own strings (`ns`), kept as a key so it follows the language; the
 * feature's bundle is registered by the time it asks for one.
 */
export interface FeatureNotice {
  ns: string;
  key: string;
  values?: Record<string, string>;
}

export type Theme = 'dark' | 'light';
export const THEMES: readonly Theme[] = ['dark', 'light'];
export const THEME_KEY = 'theme';

/** Modals, the page loader and the colour theme. */
export class UiStore {
  openModals: ModalName[] = [];
  loading = false;
  theme: Theme;
  /** A short notice (message key) such as `copy_success`; the toast clears it. */
  toast: string | null = null;
  toastValues: Record<string, string> | null = null;
  /** Why the platform ended the session at the member's own request; shown until read. */
  sessionEndNotice: FeatureNotice | null = null;

  constructor(private readonly storage: Storage = localStorage) {
    const stored = storage.getItem(THEME_KEY);
    this.theme = stored === 'light' || stored === 'dark' ? stored : 'dark';
    makeAutoObservable<UiStore, 'storage'>(this, { storage: false });
  }

  isOpen(name: ModalName): boolean {
    return this.openModals.includes(name);
  }

  openModal(name: ModalName): void {
    if (!this.isOpen(name)) this.openModals.push(name);
  }

  closeModal(name: ModalName): void {
    this.openModals = this.openModals.filter((open) => open !== name);
  }

  /** Login and register take each other's place; forgot-password replaces login. */
  openLogin(): void {
    this.closeModal('register');
    this.closeModal('forgetPassModal');
    this.openModal('login');
  }

  openRegister(): void {
    this.closeModal('login');
    this.closeModal('realAccountNeeded');
    this.openModal('register');
  }

  /**
   * A trial account asked for something only a real account may do: a dialog that stays until
   * the player answers it (register, or cancel), rather than a notice gone in a moment.
   */
  askForRealAccount(): void {
    this.openModal('realAccountNeeded');
  }

  openForgot(): void {
    this.closeModal('login');
    this.openModal('forgetPassModal');
  }

  /** `values` fill the message's placeholders, e.g. `until` of a cool-off. */
  showToast(messageKey: string, values: Record<string, string> | null = null): void {
    this.toast = messageKey;
    this.toastValues = values;
  }

  clearToast(): void {
    this.toast = null;
    this.toastValues = null;
  }

  showSessionEndNotice(notice: FeatureNotice): void {
    this.sessionEndNotice = notice;
  }

  clearSessionEndNotice(): void {
    this.sessionEndNotice = null;
  }

  setLoading(loading: boolean): void {
    this.loading = loading;
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.storage.setItem(THEME_KEY, theme);
    rememberForServer(THEME_KEY, theme);
  }
}
