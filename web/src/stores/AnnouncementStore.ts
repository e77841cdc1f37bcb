import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { Banner, Notice } from '../api/client/announcements';
import type { LanguageStore } from './LanguageStore';
import type { LoadPhase } from './SystemStore';

/** Notices listed per page of the notice popup (spec §9). */
export const NOTICES_PER_PAGE = 7;
/** The home page's banner group. */
export const HOME_BANNER_GROUP = 'w_home';

/** Banners and notices of the home page (the public announcements, execution B). */
export class AnnouncementStore {
  banners: Banner[] = [];
  notices: Notice[] = [];
  phase: LoadPhase = 'idle';
  noticePage = 1;
  selectedNoticeId: number | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<AnnouncementStore, 'api' | 'language'>(this, {
      api: false,
      language: false,
    });
    // Titles and contents are per language: a change reloads them.
    reaction(
      () => this.language.revision,
      () => {
        if (this.phase !== 'idle') void this.load();
      },
    );
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

  async load(): Promise<void> {
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
