import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { GameItem, GamePage } from '../api/client/games';
import type { LanguageStore } from './LanguageStore';
import { PvpRoomStore } from './PvpRoomStore';
import type { SessionStore } from './SessionStore';
import type { LoadPhase } from './SystemStore';
import type { UiStore } from './UiStore';

/** Page sizes of spec §9. */
export const PAGE_SIZE = { lobby: 40, short: 15, search: 24, rngRecent: 20 } as const;

/** Once per second at most (spec §9): a double tap must not add and remove at once. */
export const FAVOURITE_THROTTLE_MS = 1000;

/** Classify keys that only list the member's own games. */
const MEMBER_CLASSIFIES = new Set(['FAV', 'RECENT']);
const SHORT_CLASSIFIES = new Set(['HOT', 'FAV', 'RECENT']);

/** The vendor whose games live on the SEA lottery page instead of the lobby. */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/** What choosing a vendor led to: the lobby list, the lottery page, or the login popup. */
export type VendorChoice = 'listed' | 'sea-lottery' | 'login';

/**
 * One category lobby (spec §2 Lobby, §4 rules): vendor, classify and name filters over the
 * platform's game list, a page at a time, plus the member's favourite ids for the card toggles.
 */
export class LobbyStore {
  category = '';
  vendor = '';
  classify = 'ALL';
  /** What the player typed; `appliedName` is what the list was searched with. */
  searchText = '';
  appliedName = '';
  page = 1;
  games: GameItem[] = [];
  total = 0;
  totalPages = 0;
  phase: LoadPhase = 'idle';
  favouriteIds: number[] = [];
  /** The table picker of PvP games. */
  readonly rooms: PvpRoomStore;
  private lastToggleAt = Number.NEGATIVE_INFINITY;
  /** Answers to an older query are dropped: only the newest request may fill the list. */
  private requestSeq = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
    private readonly language: LanguageStore,
    private readonly now: () => number = Date.now,
  ) {
    this.rooms = new PvpRoomStore(api, session, ui);
    makeAutoObservable<LobbyStore, 'api' | 'session' | 'ui' | 'language' | 'now'>(this, {
      rooms: false,
      api: false,
      session: false,
      ui: false,
      language: false,
      now: false,
    });
    // A language change reloads the list (names are translated); signing out drops own lists.
    reaction(
      () => this.language.revision,
      () => void this.reload(),
    );
    reaction(
      () => this.session.isLogin,
      (isLogin) => (isLogin ? void this.loadFavouriteIds() : this.forgetMember()),
    );
  }

  get pageSize(): number {
    if (this.appliedName) return PAGE_SIZE.search;
    if (this.classify === 'RECENT' && this.category === 'RNG') return PAGE_SIZE.rngRecent;
    if (SHORT_CLASSIFIES.has(this.classify)) return PAGE_SIZE.short;
    return PAGE_SIZE.lobby;
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  isFavourite(nodeId: number): boolean {
    return this.favouriteIds.includes(nodeId);
  }

  /** Opens a category afresh (optionally at one vendor): every filter back to its default. */
  enter(category: string, vendor = ''): Promise<void> {
    this.category = category;
    this.vendor = vendor;
    this.classify = 'ALL';
    this.searchText = '';
    this.appliedName = '';
    this.page = 1;
    this.games = [];
    this.total = 0;
    this.totalPages = 0;
    if (this.session.isLogin) void this.loadFavouriteIds();
    return this.load();
  }

  /** A new vendor resets the classify to All (spec §4); TCG_SEA lives on its lottery page. */
  chooseVendor(vassalage: string): VendorChoice | Promise<VendorChoice> {
    if (vassalage === SEA_LOTTERY_VENDOR) {
      if (this.session.isLogin) return 'sea-lottery';
      this.ui.openLogin();
      return 'login';
    }
    this.vendor = vassalage;
    this.classify = 'ALL';
    this.page = 1;
    return this.load().then(() => 'listed' as const);
  }

  /** A new filter starts at page 1 with the search cleared; own lists need a member. */
  chooseClassify(classify: string): Promise<void> {
    if (MEMBER_CLASSIFIES.has(classify) && !this.session.isLogin) {
      this.ui.openLogin();
      return Promise.resolve();
    }
    this.classify = classify;
    this.page = 1;
    this.searchText = '';
    this.appliedName = '';
    return this.load();
  }

  setSearchText(text: string): void {
    this.searchText = text;
  }

  /** Searches the current list by name, trimmed; an empty box lists everything again. */
  search(): Promise<void> {
    this.appliedName = this.searchText.trim();
    this.page = 1;
    return this.load();
  }

  /** The next page, appended; nothing when the last page is already shown. */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.phase === 'loading') return Promise.resolve();
    this.page += 1;
    return this.load(true);
  }

  /** The same query again from page 1 (after a language change). */
  reload(): Promise<void> {
    if (!this.category) return Promise.resolve();
    this.page = 1;
    return this.load();
  }

  /**
   * Adds the game when it is not a favourite, else removes it. Taps within a second of the last
   * one are ignored; the platform answers with the whole list, which replaces ours.
   */
  async toggleFavourite(game: GameItem): Promise<void> {
    if (!this.session.isLogin) {
      this.ui.openLogin();
      return;
    }
    const at = this.now();
    if (at - this.lastToggleAt < FAVOURITE_THROTTLE_MS) return;
    this.lastToggleAt = at;
    const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    try {
      const ids = this.isFavourite(game.nodeId)
        ? await this.api.games.removeFavourite(payload)
        : await this.api.games.addFavourite(payload);
      runInAction(() => {
        this.favouriteIds = ids;
        // A game taken out of the Favorite list leaves it at once.
        if (this.classify === 'FAV') {
          this.games = this.games.filter((g) => ids.includes(g.nodeId));
        }
      });
    } catch {
      // The list stays as the platform last reported it; the star shows the real state.
    }
  }

  async loadFavouriteIds(): Promise<void> {
    try {
      const ids = await this.api.games.favouriteIds();
      runInAction(() => {
        this.favouriteIds = ids;
      });
    } catch {
      // Stars show as not favourite until the list can be read.
    }
  }

  forgetMember(): void {
    this.favouriteIds = [];
    this.lastToggleAt = Number.NEGATIVE_INFINITY;
    this.rooms.close();
    if (MEMBER_CLASSIFIES.has(this.classify)) {
      this.classify = 'ALL';
      void this.reload();
    }
  }

  private async load(append = false): Promise<void> {
    const seq = ++this.requestSeq;
    this.phase = 'loading';
    // Filters at their default are left out, as the platform's own lobby sends them.
    const query = {
      gameType: this.category,
      ...(this.vendor ? { vassalage: this.vendor } : {}),
      ...(this.classify !== 'ALL' ? { gameClassify: this.classify } : {}),
      ...(this.appliedName ? { gameName: this.appliedName } : {}),
      pageNo: this.page,
      pageSize: this.pageSize,
      language: this.language.code,
    };
    try {
      const page: GamePage = MEMBER_CLASSIFIES.has(this.classify)
        ? await this.api.games.listForMember(query)
        : await this.api.games.list(query);
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.games = append ? [...this.games, ...page.games] : page.games;
        this.total = page.total;
        this.totalPages = page.totalPages;
        this.phase = 'ready';
      });
    } catch {
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        if (append) this.page -= 1;
        this.phase = 'failed';
      });
    }
  }
}
