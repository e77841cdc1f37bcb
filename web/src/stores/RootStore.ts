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
import { hasSignedInMark, SessionStore } from './SessionStore';
import { silentSessionChannel, type SessionChannel } from './sessionChannel';
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
   * Start signed in: the gateway holds a session for this browser. Defaults to the gateway's
   * signed-in mark among the page's cookies (none on the server); the server's renderer says
   * what it was told.
   */
  signedIn?: boolean;
  /**
   * The browser's other tabs, which share the session: told when it begins or ends here, and
   * heard when it does there. Silent by default (the server's renderer, tests).
   */
  sessionChannel?: SessionChannel;
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
    const sessionChannel = options.sessionChannel ?? silentSessionChannel;
    this.session = new SessionStore(this.api, sessionStorageImpl, {
      signedIn:
        options.signedIn ?? (typeof document !== 'undefined' && hasSignedInMark(document.cookie)),
      channel: sessionChannel,
    });
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
      () => this.session.generation,
      () => this.features.clear(),
    );

    // The other tabs share this tab's session cookie: what happens to it there happened here.
    sessionChannel.listen((message) => {
      if (message.type === 'signed-out') this.signedOutElsewhere();
      else this.signedInElsewhere();
    });

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

  /** The platform refused the session: forget it and offer to sign in again. */
  sessionExpired(): void {
    if (!this.session.isLogin) return;
    this.session.forget();
    this.user.clear();
    this.realityCheck.end();
    this.ui.openLogin();
  }

  /**
   * The platform ended the session because the member asked it to (a cool-off or self-exclusion
   * began): forget it at once, before any call in the dead session opens the sign-in dialog, and
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

  /**
   * Another tab signed out, or found the session ended: the gateway has cleared the cookie this
   * tab shares, so this tab forgets the member as well, at once and without asking anything.
   */
  private signedOutElsewhere(): void {
    if (!this.session.isLogin) return;
    this.session.forgetQuietly();
    this.user.clear();
    this.realityCheck.end();
  }

  /**
   * Another tab signed in, so this tab's cookie names that session now: take it and load the
   * member, as after a sign-in here. A tab already signed in starts afresh too, as the new
   * session may be another account's.
   */
  private signedInElsewhere(): void {
    const replaced = this.session.isLogin;
    this.session.adopt();
    if (replaced) {
      this.user.clear();
      this.realityCheck.end();
    }
    void this.user.ensureLoaded();
  }
}
