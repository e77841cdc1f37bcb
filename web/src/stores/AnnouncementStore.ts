import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { Banner, Notice, Popup } from '../api/client/announcements';

/** The home page's public announcements: banners and notice titles. */
export interface PublicContent {
  banners: Banner[];
  notices: Notice[];
}
import type { LanguageStore } from './LanguageStore';
import type { SessionStore } from './SessionStore';
import type { LoadPhase } from './SystemStore';

/** Notices listed per page of the notice popup (spec §9). */
export const NOTICES_PER_PAGE = 7;
/** The home page's banner group. */
export const HOME_BANNER_GROUP = 'w_home';
/** Session-storage keys recording that an audience's announcement popup was closed (spec §9). */
export const ANONYMOUS_POPUP = 'ANONYMOUS_POPUP';
export const USER_POPUP = 'USER_POPUP';
/** Announcement popup titles per page, and how many page numbers the pager shows (spec §9). */
export const POPUPS_PER_PAGE = 9;
export const POPUP_PAGE_RANGE = 5;

/**
 * Banners and notices of the home page (the public announcements, execution B), and the
 * announcement popup: once per session per audience, B for visitors, A (and F on the first
 * sign-in) for members.
 */
export class AnnouncementStore {
  banners: Banner[] = [];
  notices: Notice[] = [];
  phase: LoadPhase = 'idle';
  noticePage = 1;
  selectedNoticeId: number | null = null;
  popups: Popup[] = [];
  popupOpen = false;
  popupPage = 1;
  selectedPopupId: number | null = null;
  /** Set once a screen asked for the popup, so sign-in and language changes ask again. */
  private popupsWanted = false;
  /** The language of seeded content that no load has replaced yet. */
  private seededFor: string | null = null;

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
    // Titles and contents are per language: a change reloads them.
    reaction(
      () => this.language.revision,
      () => {
        if (this.phase !== 'idle') void this.load();
        if (this.popupOpen) void this.loadPopups();
      },
    );
    // Signing in (or out) changes the audience, whose popup has its own once-per-session mark.
    reaction(
      () => this.session.isLogin,
      () => {
        if (this.popupsWanted) void this.loadPopups();
      },
    );
  }

  /** The session-storage key of the current audience. */
  get popupKey(): string {
    return this.session.isLogin ? USER_POPUP : ANONYMOUS_POPUP;
  }

  get popupPages(): number {
    return Math.max(1, Math.ceil(this.popups.length / POPUPS_PER_PAGE));
  }

  get popupsOnPage(): Popup[] {
    const start = (this.popupPage - 1) * POPUPS_PER_PAGE;
    return this.popups.slice(start, start + POPUPS_PER_PAGE);
  }

  /** Up to five page numbers around the current page. */
  get popupPageNumbers(): number[] {
    const count = Math.min(POPUP_PAGE_RANGE, this.popupPages);
    const first = Math.min(
      Math.max(1, this.popupPage - Math.floor(POPUP_PAGE_RANGE / 2)),
      this.popupPages - count + 1,
    );
    return Array.from({ length: count }, (_, i) => first + i);
  }

  get selectedPopup(): Popup | null {
    return this.popups.find((p) => p.id === this.selectedPopupId) ?? this.popups[0] ?? null;
  }

  selectPopup(id: number): void {
    if (this.popups.some((p) => p.id === id)) this.selectedPopupId = id;
  }

  showPopupPage(page: number): void {
    this.popupPage = Math.min(Math.max(1, page), this.popupPages);
    this.selectedPopupId = this.popupsOnPage[0]?.id ?? null;
  }

  /**
   * Opens the audience's announcement popup unless it was already closed this session. A visitor
   * sees execution B; a member A, plus F on the first sign-in.
   */
  async loadPopups(): Promise<void> {
    this.popupsWanted = true;
    const key = this.popupKey;
    if (this.storage.getItem(key) !== null) {
      this.popupOpen = false;
      return;
    }
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
    runInAction(() => {
      // The audience changed while the call ran: its own load decides.
      if (key !== this.popupKey) return;
      const seen = new Set<number>();
      this.popups = (contents ?? [])
        .flatMap((c) => c.popups)
        .filter((p) => !seen.has(p.id) && seen.add(p.id));
      const stillSelected = this.popups.some((p) => p.id === this.selectedPopupId);
      if (!stillSelected) {
        this.popupPage = 1;
        this.selectedPopupId = this.popups[0]?.id ?? null;
      }
      this.popupOpen = this.popups.length > 0 && this.storage.getItem(key) === null;
    });
  }

  /** Closing records the audience's mark: the popup stays closed for the rest of the session. */
  closePopup(): void {
    this.storage.setItem(this.popupKey, '1');
    this.popupOpen = false;
  }

  get homeBanners(): Banner[] {
    return this.banners.filter((b) => b.groupName === HOME_BANNER_GROUP);
  }

  get noticePages(): number {
    return Math.max(1, Math.ceil(this.notices.length / NOTICES_PER_PAGE));
  }

  get noticesOnPage(): Notice[] {
    const start = (this.noticePage - 1) * NOTICES_PER_PAGE;
    return this.notices.slice(start, start + NOTICES_PER_PAGE);
  }

  get selectedNotice(): Notice | null {
    return this.notices.find((n) => n.id === this.selectedNoticeId) ?? null;
  }

  /** Opens the notice popup at a notice: its page, with it selected. */
  selectNotice(id: number): void {
    const index = this.notices.findIndex((n) => n.id === id);
    if (index < 0) return;
    this.selectedNoticeId = id;
    this.noticePage = Math.floor(index / NOTICES_PER_PAGE) + 1;
  }

  showNoticePage(page: number): void {
    this.noticePage = Math.min(Math.max(1, page), this.noticePages);
  }

  /**
   * Takes the public content the gateway fetched for a server-rendered home page; the page's
   * first `load` (as it mounts) then has nothing to fetch. A language change still reloads.
   */
  seed(content: PublicContent): void {
    this.banners = content.banners;
    this.notices = content.notices;
    this.phase = 'ready';
    this.seededFor = this.language.code;
  }

  /** What `seed` took, for the page to carry to the browser. */
  get content(): PublicContent {
    return { banners: this.banners, notices: this.notices };
  }

  async load(): Promise<void> {
    if (this.seededFor !== null) {
      const fresh = this.seededFor === this.language.code && this.phase === 'ready';
      this.seededFor = null;
      if (fresh) return;
    }
    this.phase = 'loading';
    try {
      const content = await this.api.announcements.publicContent({
        types: 'B,PL,PU,PR',
        execution: 'B',
        language: this.language.code,
      });
      runInAction(() => {
        this.banners = content.banners;
        this.notices = content.notices;
        this.phase = 'ready';
      });
    } catch {
      runInAction(() => {
        this.phase = 'failed';
      });
    }
  }
}
