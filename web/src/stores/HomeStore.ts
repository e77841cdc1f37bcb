import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { GameItem, Jackpot, Winner } from '../api/client/games';
import type { LanguageStore } from './LanguageStore';
import type { SessionStore } from './SessionStore';

/** Games a home section shows before "show more" (spec §9). */
export const HOME_GAMES_SHOWN = 12;
/** Favourites on HOME are read in one page (spec §9). */
const HOME_FAVOURITES_PAGE = 999;
const HOME_RECENT_PAGE = 20;
/** Latest wins read for the home carousel (spec §9). */
const HOME_WINNERS = 50;

/** A home section's games; null while unknown (not loaded, or the call failed). */
type SectionGames = GameItem[] | null;

/**
 * The game sections of the home page (hot games, the member's favourites and recents), which the
 * /favorite and /recent pages also list.
 */
export class HomeStore {
  hot: SectionGames = null;
  favourites: SectionGames = null;
  recent: SectionGames = null;
  /** Upstream figures only (decisions §2): null hides the widget. */
  jackpot: Jackpot | null = null;
  winners: Winner[] | null = null;
  /** Whether the member's own lists have been asked for at least once. */
  ownLoaded = false;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<HomeStore, 'api' | 'session' | 'language'>(this, {
      api: false,
      session: false,
      language: false,
    });
  }

  async load(): Promise<void> {
    await Promise.all([this.loadHot(), this.loadOwn(), this.loadFigures()]);
  }

  async loadHot(): Promise<void> {
    const hot = await this.api.games.hot({ language: this.language.code }).catch(() => null);
    runInAction(() => {
      this.hot = hot;
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
}
