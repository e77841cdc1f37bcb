import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import { ApiClient } from '../api/client';
import type { Transport } from '../api/transport';
import { createI18n } from '../i18n/i18n';
import type { MessageLoader } from '../i18n/loadMessages';
import { AuthFlowStore } from './AuthFlowStore';
import { AnnouncementStore } from './AnnouncementStore';
import { CategoryStore } from './CategoryStore';
import { DialogQueue } from './DialogQueue';
import { FeatureStores, type StoreFactory } from './FeatureStores';
import { HomeStore } from './HomeStore';
import { LanguageStore, type LanguageConfig } from './LanguageStore';
import { LobbyStore } from './LobbyStore';
import { MemberEvents } from './MemberEvents';
import { PlayStore } from './PlayStore';
import { PwaStore } from './PwaStore';
import { RealityCheckStore } from './RealityCheckStore';
import { SessionStore } from './SessionStore';
import { SystemStore } from './SystemStore';
import { UiStore, type FeatureNotice } from './UiStore';
import { UserStore } from './UserStore';

/** A feature's store factory: the factory itself is the key its store is kept under. */
export type FeatureStoreFactory<T> = StoreFactory<RootStore, T>;

export interface RootStoreOptions {
  i18n?: i18n;
  languages?: LanguageConfig;
  /** Defaults to the browser's storages; tests pass their own. */
  local?: Storage;
  session?: Storage;
  deviceLanguages?: readonly string[];
  loadMessages?: MessageLoader;
  /** Work the first screen does not need (see SystemStore); defaults to running it at once. */
  deferWork?: (task: () => void) => void;
  /**
   * The server-speed probe of the site itself (a cache-busted request the gateway answers without
   * the platform); without it only the platform line is tested. `now` times the probes.
   */
  siteProbe?: () => Promise<unknown>;
  /** Times one of the site's mirror domains; without it the domains are listed untimed. */
  mirrorProbe?: (domain: string) => Promise<unknown>;
  now?: () => number;
  /**
   * Renders a member's page for any member (the gateway's centre frames): signed in without a
   * token or an account, so the frame shows and nothing personal can be in it.
   */
  anyMember?: boolean;
}

/** Builds one store per domain over one transport. Tests pass a fake transport. */
export class RootStore {
  readonly api: ApiClient;
  readonly i18n: i18n;
  readonly system: SystemStore;
  /** How the server-speed screen times the site and its mirrors (see features/mirrors). */
  readonly speedProbes: {
    site?: () => Promise<unknown>;
    mirror?: (domain: string) => Promise<unknown>;
    now: () => number;
  };
  readonly categories: CategoryStore;
  readonly session: SessionStore;
  readonly user: UserStore;
  readonly language: LanguageStore;
  readonly ui: UiStore;
  readonly pwa: PwaStore;
  readonly realityCheck: RealityCheckStore;
  readonly authFlow: AuthFlowStore;
  readonly lobby: LobbyStore;
  readonly play: PlayStore;
  readonly announcements: AnnouncementStore;
  readonly home: HomeStore;
  /** The dialogs the site opens by itself, shown one at a time by priority. */
  readonly dialogs: DialogQueue;
  /** Stores of on-demand features (member and agent centre sections), created on first use. */
  readonly features: FeatureStores<RootStore>;
  /** The member's socket events, for feature stores (fed by the realtime binding). */
  readonly memberEvents = new MemberEvents();

  constructor(transport: Transport, options: RootStoreOptions = {}) {
    const local = options.local ?? localStorage;
    const sessionStorageImpl = options.session ?? sessionStorage;
    this.api = new ApiClient(transport);
    this.i18n = options.i18n ?? createI18n();
    this.system = new SystemStore(this.api, Math.random, options.deferWork);
    this.speedProbes = {
      site: options.siteProbe,
      mirror: options.mirrorProbe,
      now: options.now ?? (() => performance.now()),
    };
    // The language store comes later; the lanes read its code only when they load.
    this.categories = new CategoryStore(this.api, sessionStorageImpl, () => this.language.code);
    this.session = new SessionStore(this.api, sessionStorageImpl, options.anyMember);
    this.user = new UserStore(this.api, this.session);
    this.language = new LanguageStore(
      this.api,
      this.session,
      this.i18n,
      options.languages,
      local,
      options.deviceLanguages,
      options.loadMessages,
    );
    this.ui = new UiStore(local);
    this.pwa = new PwaStore();
    this.realityCheck = new RealityCheckStore(this.user, local, sessionStorageImpl);
    this.authFlow = new AuthFlowStore(this.api, this.session, sessionStorageImpl);
    this.lobby = new LobbyStore(this.api, this.session, this.ui, this.language);
    this.play = new PlayStore(this.api, this.session, this.ui, this.language);
    this.announcements = new AnnouncementStore(
      this.api,
      this.language,
      this.session,
      sessionStorageImpl,
    );
    this.home = new HomeStore(this.api, this.session, this.language);
    this.dialogs = new DialogQueue({
      // The sign-in popups, a second factor and a forced password change all come first.
      account: () =>
        this.ui.isOpen('login') ||
        this.ui.isOpen('register') ||
        this.ui.isOpen('forgetPassModal') ||
        this.authFlow.step !== 'credentials',
      // The withdrawal receipt and contract offers are requested by their openers.
      realityCheck: () => this.realityCheck.due,
      announcement: () => this.announcements.popupOpen,
    });
    this.features = new FeatureStores<RootStore>(this);

    // Feature stores hold one member's data: a new session (or none) starts them afresh.
    reaction(
      () => this.session.token,
      () => this.features.clear(),
    );

    // Vendor names follow the language: a change refetches the lanes fresh.
    reaction(
      () => this.language.revision,
      () => void this.categories.load(true),
    );

    // The reality check counts from the first balance the platform reports in a session.
    reaction(
      () => this.user.balance,
      (balance) => {
        if (balance !== null) this.realityCheck.begin(Date.now(), balance);
      },
    );
  }

  /** The platform refused the token: forget the session and offer to sign in again. */
  sessionExpired(): void {
    if (!this.session.isLogin) return;
    this.session.forget();
    this.user.clear();
    this.realityCheck.end();
    this.ui.openLogin();
  }

  /**
   * The platform ended the session because the member asked it to (a cool-off or self-exclusion
   * began): forget it at once, before any call with the dead token opens the sign-in dialog, and
   * say why, above whatever screen the member is sent to.
   */
  sessionEndedWith(notice: FeatureNotice): void {
    this.session.forget();
    this.user.clear();
    this.realityCheck.end();
    this.ui.showSessionEndNotice(notice);
  }

  /** Signs out on the platform and forgets everything personal held in the browser. */
  async signOut(): Promise<void> {
    await this.session.signOut();
    this.user.clear();
    this.realityCheck.end();
  }
}
