import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { GameItem, GameListQuery, GamePage } from '../api/client/games';
import type { LoadState } from '../centre/Loadable';
import { LatestCall } from '../centre/latest';
import type { LanguageStore } from './LanguageStore';
import { PvpRoomStore } from './PvpRoomStore';
import type { SessionStore } from './SessionStore';
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

/** The lobby's filters, as a list call sends them. */
export interface LobbyQuery {
  category: string;
  /** '' for all vendors. */
  vendor: string;
  classify: string;
  /** '' for no name search. */
  name: string;
  page: number;
  pageSize: number;
  language: string;
}

/**
 * The list call's parameters for the lobby's filters: those at their default are left out, as the
 * platform's own lobby sends them.
 */
export function listQuery(q: LobbyQuery): GameListQuery {
  return {
    gameType: q.category,
    ...(q.vendor ? { vassalage: q.vendor } : {}),
    ...(q.classify !== 'ALL' ? { gameClassify: q.classify } : {}),
    ...(q.name ? { gameName: q.name } : {}),
    pageNo: q.page,
    pageSize: q.pageSize,
    language: q.language,
  };
}

/**
 * A lobby's first page as a visitor opens it (every filter at its default, the vendor from the
 * address), in the language it was listed in: the gateway renders the lobby from it and hands it
 * over with the page, so the browser shows the same cards without asking again.
 */
export interface LobbyFirstPage extends GamePage {
  category: string;
  vendor: string;
  language: string;
  /** Listed for the member whose session the gateway holds (their list), not for a visitor. */
  signedIn?: boolean;
}

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
  state: LoadState = 'idle';
  favouriteIds: number[] = [];
  /** The table picker of PvP games. */
  readonly rooms: PvpRoomStore;
  private lastToggleAt = Number.NEGATIVE_INFINITY;
  /** Answers to an older query are dropped: only the newest request may fill the list. */
  private readonly latest = new LatestCall();
  /** The first page the gateway rendered, while the list still shows it: no need to ask again. */
  private seeded: Pick<LobbyFirstPage, 'category' | 'vendor' | 'language' | 'signedIn'> | null =
    null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
    private readonly language: LanguageStore,
    private readonly now: () => number = Date.now,
  ) {
    this.rooms = new PvpRoomStore(api, session, ui);
    makeAutoObservable<
      LobbyStore,
      'api' | 'session' | 'ui' | 'language' | 'now' | 'seeded' | 'latest'
    >(this, {
      rooms: false,
      seeded: false,
      latest: false,
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

  /**
   * Starts from the first page the gateway rendered the lobby with: a visitor's first render then
   * matches the markup it hydrates, and `enter` does not list it again; a member's shows it at
   * once rather than placeholders over the rendered cards.
   */
  seed(first: LobbyFirstPage): void {
    this.category = first.category;
    this.vendor = first.vendor;
    this.games = first.games;
    this.total = first.total;
    this.totalPages = first.totalPages;
    this.state = 'ready';
    this.seeded = {
      category: first.category,
      vendor: first.vendor,
      language: first.language,
      signedIn: first.signedIn === true,
    };
  }

  /** Opens a category afresh (optionally at one vendor): every filter back to its default. */
  enter(category: string, vendor = ''): Promise<void> {
    const seeded = this.seeded;
    const shown =
      seeded?.category === category &&
      seeded.vendor === vendor &&
      seeded.language === this.language.code;
    this.searchText = '';
    if (this.session.isLogin) void this.loadFavouriteIds();
    // The gateway listed it for this visitor, or for this member (the call carried the session).
    // Listed for a visitor and shown to a member, whose list may differ, it is listed again, the
    // seeded page staying on screen until it arrives.
    if (shown && seeded.signedIn === this.session.isLogin) return Promise.resolve();
    this.category = category;
    this.vendor = vendor;
    this.classify = 'ALL';
    this.appliedName = '';
    this.page = 1;
    if (!shown) {
      this.games = [];
      this.total = 0;
      this.totalPages = 0;
    }
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
    if (!this.hasMore || this.state === 'loading') return Promise.resolve();
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
    const isCurrent = this.latest.begin();
    this.state = 'loading';
    this.seeded = null;
    const query = listQuery({
      category: this.category,
      vendor: this.vendor,
      classify: this.classify,
      name: this.appliedName,
      page: this.page,
      pageSize: this.pageSize,
      language: this.language.code,
    });
    try {
      const page: GamePage = MEMBER_CLASSIFIES.has(this.classify)
        ? await this.api.games.listForMember(query)
        : await this.api.games.list(query);
      if (!isCurrent()) return;
      runInAction(() => {
        this.games = append ? [...this.games, ...page.games] : page.games;
        this.total = page.total;
        this.totalPages = page.totalPages;
        this.state = 'ready';
      });
    } catch {
      if (!isCurrent()) return;
      runInAction(() => {
        if (append) this.page -= 1;
        this.state = 'failed';
      });
    }
  }
}
