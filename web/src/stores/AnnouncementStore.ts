import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { Banner, Notice, Popup } from '../api/client/announcements';
import type { LoadState } from '../centre/Loadable';

/** The home page's public announcements: banners and notice titles. */
export interface PublicContent {
  banners: Banner[];
  notices: Notice[];
}
import type { LanguageStore } from './LanguageStore';
import { rememberForServer } from './preferenceCookie';
import type { SessionStore } from './SessionStore';

/** The home page's banner group. */
export const HOME_BANNER_GROUP = 'w_home';
/** Session-storage keys recording that an audience's announcement popup was closed (spec §9). */
export const ANONYMOUS_POPUP = 'ANONYMOUS_POPUP';
export const USER_POPUP = 'USER_POPUP';

/**
 * Banners and notices of the home page (the public announcements, execution B), and the
 * announcement popup: once per session per audience, B for visitors, A (and F on the first
 * sign-in) for members.
 */
export class AnnouncementStore {
  banners: Banner[] = [];
  notices: Notice[] = [];
  state: LoadState = 'idle';
  popups: Popup[] = [];
  popupOpen = false;
  /**
   * The popups' rich text was cleaned by the gateway with the site's own sanitiser (the visitor's
   * popup rendered with the first screen), so it renders as it is, with no sanitiser to wait for.
   */
  popupsCleaned = false;
  /** Set once a screen asked for the popup, so sign-in and language changes ask again. */
  private popupsWanted = false;
  /** The language of seeded content that no load has replaced yet. */
  private seededFor: string | null = null;
  /** The language of the visitor's popups the gateway rendered, until the first `loadPopups`. */
  private popupsSeededFor: string | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly language: LanguageStore,
    private readonly session: SessionStore,
    private readonly storage: Storage,
  ) {
    makeAutoObservable<AnnouncementStore, 'api' | 'language' | 'session' | 'storage'>(this, {
      api: false,
      language: false,
      session: false,
      storage: false,
    });
    // At start the cookie is only ever set, not cleared: this tab may have no mark while another
    // tab of the same browser session closed the popup or is signed in.
    if (this.session.isLogin || this.isAnonymousPopupClosed()) this.tellServer();
    // Titles and contents are per language: a change reloads them.
    reaction(
      () => this.language.revision,
      () => {
        if (this.state !== 'idle') void this.load();
        if (this.popupOpen) void this.loadPopups();
      },
    );
    // Signing in (or out) changes the audience, whose popup has its own once-per-session mark.
    reaction(
      () => this.session.isLogin,
      () => {
        this.tellServer();
        if (this.popupsWanted) void this.loadPopups();
      },
    );
  }

  /**
   * Keeps the gateway's copy of the visitors' mark (the `ANONYMOUS_POPUP` session cookie) in step:
   * set while the visitors' popup is closed or a member is signed in, for the gateway renders
   * signed out only and would otherwise put the visitors' popup into a member's page; gone once
   * signing out has cleared the session storage, which shows the visitors' popup again.
   */
  private tellServer(): void {
    const mark = this.session.isLogin || this.isAnonymousPopupClosed();
    rememberForServer(ANONYMOUS_POPUP, mark ? '1' : '', mark ? null : 0);
  }

  /** The session-storage key of the current audience. */
  get popupKey(): string {
    return this.session.isLogin ? USER_POPUP : ANONYMOUS_POPUP;
  }

  /**
   * Opens the audience's announcement popup unless it was already closed this session. A visitor
   * sees execution B; a member A, plus F on the first sign-in.
   */
  async loadPopups(): Promise<boolean> {
    this.popupsWanted = true;
    const key = this.popupKey;
    const seeded = this.popupsSeededFor;
    this.popupsSeededFor = null;
    if (this.storage.getItem(key) !== null) {
      this.popupOpen = false;
      return true;
    }
    // The gateway rendered the visitors' popup with the page: it is already here.
    if (seeded !== null && seeded === this.language.code && key === ANONYMOUS_POPUP) return true;
    const member = this.session.isLogin;
    const executions: ('A' | 'B' | 'F')[] = member
      ? this.session.firstTimeLogin
        ? ['A', 'F']
        : ['A']
      : ['B'];
    const language = this.language.code;
    const read = (execution: 'A' | 'B' | 'F') => {
      // The popup component asks with type H (spec §7), the home page with B,PL,PU,PR.
      const query = { types: 'H', execution, language };
      return member
        ? this.api.announcements.memberContent(query)
        : this.api.announcements.publicContent(query);
    };
    const contents = await Promise.all(executions.map(read)).catch(() => null);
    return runInAction(() => {
      // The audience changed while the call ran: its own load decides.
      if (key !== this.popupKey) return false;
      this.popupsCleaned = false;
      const seen = new Set<number>();
      this.popups = (contents ?? [])
        .flatMap((c) => c.popups)
        .filter((p) => !seen.has(p.id) && seen.add(p.id));
      this.popupOpen = this.popups.length > 0 && this.storage.getItem(key) === null;
      return contents !== null;
    });
  }

  /**
   * Takes the visitors' popups the gateway fetched (and cleaned) to render the first screen, so
   * the page hydrates with the popup it was painted with and the first `loadPopups` asks nothing.
   */
  seedPopups(popups: Popup[]): void {
    this.popups = popups;
    this.popupsCleaned = true;
    this.popupsSeededFor = this.language.code;
    this.popupOpen = popups.length > 0 && !this.session.isLogin && !this.isAnonymousPopupClosed();
  }

  /** Whether this session has closed the visitors' popup (its session-storage mark). */
  isAnonymousPopupClosed(): boolean {
    return this.storage.getItem(ANONYMOUS_POPUP) !== null;
  }

  /** Closing records the audience's mark: the popup stays closed for the rest of the session. */
  closePopup(): void {
    this.storage.setItem(this.popupKey, '1');
    this.popupOpen = false;
    this.tellServer();
  }

  get homeBanners(): Banner[] {
    return this.banners.filter((b) => b.groupName === HOME_BANNER_GROUP);
  }

  /**
   * Takes the public content the gateway fetched for a server-rendered home page; the page's
   * first `load` (as it mounts) then has nothing to fetch. A language change still reloads.
   */
  seed(content: PublicContent): void {
    this.banners = content.banners;
    this.notices = content.notices;
    this.state = 'ready';
    this.seededFor = this.language.code;
  }

  /** What `seed` took, for the page to carry to the browser. */
  get content(): PublicContent {
    return { banners: this.banners, notices: this.notices };
  }

  async load(): Promise<void> {
    if (this.seededFor !== null) {
      const fresh = this.seededFor === this.language.code && this.state === 'ready';
      this.seededFor = null;
      if (fresh) return;
    }
    this.state = 'loading';
    try {
      const content = await this.api.announcements.publicContent({
        types: 'B,PL,PU,PR',
        execution: 'B',
        language: this.language.code,
      });
      runInAction(() => {
        this.banners = content.banners;
        this.notices = content.notices;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
