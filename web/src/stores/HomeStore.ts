import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { GameItem, Jackpot, Winner } from '../api/client/games';
import type { LoadState } from '../centre/Loadable';
import type { LanguageStore } from './LanguageStore';
import type { SessionStore } from './SessionStore';

/** Games a home section shows before "show more" (spec §9). */
export const HOME_GAMES_SHOWN = 12;
/** Favourites on HOME are read in one page (spec §9). */
const HOME_FAVOURITES_PAGE = 999;
const HOME_RECENT_PAGE = 20;
/** Latest wins read for the home carousel (spec §9). */
const HOME_WINNERS = 50;

/** Games the popup of a VASSALAGE item lists (one lobby page, spec §9). */
export const VENDOR_POPUP_PAGE = 40;

/** A home section's games; null while unknown (not loaded, or the call failed). */
type SectionGames = GameItem[] | null;

/** The popup a VASSALAGE item opens: that vendor's games in its category. */
export interface VendorGamesPopup {
  title: string;
  vassalage: string;
  gameType: string;
  /** null while loading or after a failure. */
  games: GameItem[] | null;
  state: LoadState;
}

/**
 * The game sections of the home page (hot games, the member's favourites and recents), which the
 * /favorite and /recent pages also list.
 */
export class HomeStore {
  /**
   * Null until the platform answers (the section holds its place meanwhile); a failed call
   * leaves it empty, so the section is left out rather than held open.
   */
  hot: SectionGames = null;
  favourites: SectionGames = null;
  recent: SectionGames = null;
  /** Upstream figures only (decisions §2): null hides the widget. */
  jackpot: Jackpot | null = null;
  winners: Winner[] | null = null;
  /** Whether the member's own lists have been asked for at least once. */
  ownLoaded = false;
  vendorGames: VendorGamesPopup | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<HomeStore, 'api' | 'session' | 'language'>(this, {
      api: false,
      session: false,
      language: false,
      // Replaced whole at each answer, never changed in place: kept as sent, not copied.
      hot: observableRef,
      favourites: observableRef,
      recent: observableRef,
      jackpot: observableRef,
      winners: observableRef,
    });
  }

  async load(): Promise<void> {
    await Promise.all([this.loadHot(), this.loadOwn(), this.loadFigures()]);
  }

  async loadHot(): Promise<void> {
    const hot = await this.api.games.hot({ language: this.language.code }).catch(() => null);
    runInAction(() => {
      this.hot = hot ?? [];
    });
  }

  /** The jackpot pool and the latest wins, as the platform reports them. */
  async loadFigures(): Promise<void> {
    const language = this.language.code;
    const [jackpot, winners] = await Promise.all([
      this.api.games.jackpot().catch(() => null),
      this.api.games.winners({ limitNum: HOME_WINNERS, language }).catch(() => null),
    ]);
    runInAction(() => {
      this.jackpot = jackpot && jackpot.amount > 0 ? jackpot : null;
      this.winners = winners && winners.length > 0 ? winners : null;
    });
  }

  /** The member's favourites (one page of 999) and most recent games; nothing for a visitor. */
  async loadOwn(): Promise<void> {
    const language = this.language.code;
    const member = this.session.isLogin;
    const [favourites, recent] = await Promise.all([
      member
        ? this.api.games
            .favourites({ pageNo: 1, pageSize: HOME_FAVOURITES_PAGE, language })
            .then((p) => p.games)
            .catch(() => null)
        : null,
      member
        ? this.api.games
            .recent({ pageNo: 1, pageSize: HOME_RECENT_PAGE, language })
            .then((p) => p.games)
            .catch(() => null)
        : null,
    ]);
    runInAction(() => {
      this.favourites = favourites;
      this.recent = recent;
      this.ownLoaded = true;
    });
  }

  /** A VASSALAGE item opens a popup listing its vendor's games instead of launching (spec §4). */
  async openVendorGames(item: GameItem): Promise<void> {
    this.vendorGames = {
      title: item.name || item.vassalage,
      vassalage: item.vassalage,
      gameType: item.gameType,
      games: null,
      state: 'idle',
    };
    await this.loadVendorGames();
  }

  async loadVendorGames(): Promise<void> {
    const popup = this.vendorGames;
    if (!popup) return;
    popup.state = 'loading';
    const page = await this.api.games
      .list({
        gameType: popup.gameType,
        vassalage: popup.vassalage,
        gameClassify: 'ALL',
        pageNo: 1,
        pageSize: VENDOR_POPUP_PAGE,
        language: this.language.code,
      })
      .catch(() => null);
    runInAction(() => {
      // Closed, or another vendor chosen, while the call ran.
      if (this.vendorGames !== popup) return;
      popup.games = page?.games ?? null;
      popup.state = page === null ? 'failed' : 'ready';
    });
  }

  closeVendorGames(): void {
    this.vendorGames = null;
  }
}
