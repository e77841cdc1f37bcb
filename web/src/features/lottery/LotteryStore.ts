import { makeAutoObservable, runInAction } from 'mobx';
import { LotteryApi, type LotteryGame, type OpenedDraw } from '../../api/client/lottery';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';
import { LatestCall } from '../../centre/latest';
import type { RootStore } from '../../stores/RootStore';
import type { LanguageStore } from '../../stores/LanguageStore';
import { playableUrl } from '../../stores/PlayStore';

/** The three lottery pages: TCG/E-lottery, Southeast Asian and Vietnamese (spec §2 routes). */
export type LotteryKind = 'lottery' | 'sea' | 'vn';

export function lotteryKindOf(pathname: string): LotteryKind {
  const path = pathname.toLowerCase();
  if (path === '/sealottery') return 'sea';
  if (path === '/vnlottery') return 'vn';
  return 'lottery';
}

/** The brand's lottery type (`Lott`) and the fast lotteries that also open on /lottery. */
const LOTTERY_PRIZE_MODES = ['Lott', 'ELOTT'] as const;
const SEA_PRIZE_MODE = 'SEA';
/** Opened draws shown for the chosen game. */
export const OPENED_DRAWS = 10;

/** A heading of the game menu: a prize mode, or a Vietnamese region with its provinces. */
export interface MenuSection {
  key: string;
  games: LotteryGame[];
}

export interface LatestResult extends OpenedDraw {
  gameCode: string;
  gameName: string;
}

/**
 * One part of the page read from the platform: loading, there, or failed with a message key.
 * Not a `Loadable`: a failed part shows no value, and the answers a part drops are those of an
 * earlier page or game, which span several parts.
 */
export interface Part<T> {
  state: LoadState;
  value: T | null;
  errorKey: string | null;
}

const idle = <T>(): Part<T> => ({ state: 'idle', value: null, errorKey: null });

/**
 * The lottery pages: the game menu (by prize mode, or by Vietnamese region), the lobby opened
 * through the lottery launch call, the opened numbers of the chosen game, the latest result of
 * every province on the Vietnamese page, and the lotteries the member played lately. Every
 * figure comes from the platform; each part fails and retries on its own.
 */
export class LotteryStore {
  kind: LotteryKind = 'lottery';
  /** The `gameCode` of the address; null when the page was opened without one. */
  requestedCode: string | null = null;
  selectedCode: string | null = null;
  menu: Part<MenuSection[]> = idle();
  lobby: Part<string> = idle();
  opened: Part<OpenedDraw[]> = idle();
  latest: Part<LatestResult[]> = idle();
  recent: Part<LotteryGame[]> = idle();
  private backUrl = '';
  /** Answers for an earlier page, or an earlier game of the page, are dropped when late. */
  private readonly pageLoads = new LatestCall();
  private readonly gameLoads = new LatestCall();
  private isCurrentPage = this.pageLoads.begin();
  private isCurrentGame = this.gameLoads.begin();
  private readonly recentLoads = new LatestCall();

  constructor(
    private readonly api: LotteryApi,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<
      LotteryStore,
      | 'api'
      | 'language'
      | 'backUrl'
      | 'pageLoads'
      | 'gameLoads'
      | 'isCurrentPage'
      | 'isCurrentGame'
      | 'recentLoads'
    >(this, {
      api: false,
      language: false,
      backUrl: false,
      pageLoads: false,
      gameLoads: false,
      isCurrentPage: false,
      isCurrentGame: false,
      recentLoads: false,
    });
  }

  get games(): LotteryGame[] {
    return (this.menu.value ?? []).flatMap((section) => section.games);
  }

  get selected(): LotteryGame | null {
    return this.games.find((g) => g.gameCode === this.selectedCode) ?? null;
  }

  /** The address named a game this page does not offer (the first one is shown instead). */
  get requestedMissing(): boolean {
    return (
      this.menu.state === 'ready' &&
      this.requestedCode !== null &&
      !this.games.some((g) => g.gameCode === this.requestedCode)
    );
  }

  /** Opens a lottery page: its menu first, then the chosen game and the page-wide lists. */
  async open(kind: LotteryKind, gameCode: string | null, backUrl: string): Promise<void> {
    this.isCurrentPage = this.pageLoads.begin();
    this.isCurrentGame = this.gameLoads.begin();
    this.kind = kind;
    this.requestedCode = gameCode && gameCode.trim() !== '' ? gameCode.trim() : null;
    this.selectedCode = null;
    this.backUrl = backUrl;
    this.lobby = idle();
    this.opened = idle();
    this.latest = idle();
    this.recent = idle();
    await Promise.all([this.loadMenu(), this.loadRecent(), this.loadLatest()]);
  }

  /**
   * The address now names another game (the menu's choice, or the player's own edit): open it
   * when the page offers it, or keep the current one and say so.
   */
  async choose(gameCode: string, backUrl: string): Promise<void> {
    this.requestedCode = gameCode;
    if (gameCode === this.selectedCode) return;
    await this.select(gameCode, backUrl);
  }

  /** Switches to another game of the menu: a new lobby and its opened numbers. */
  async select(gameCode: string, backUrl: string): Promise<void> {
    if (!this.games.some((g) => g.gameCode === gameCode)) return;
    this.isCurrentGame = this.gameLoads.begin();
    this.selectedCode = gameCode;
    this.backUrl = backUrl;
    await this.loadGame();
  }

  async loadMenu(): Promise<void> {
    const isCurrent = this.isCurrentPage;
    this.menu = { state: 'loading', value: this.menu.value, errorKey: null };
    try {
      const sections = await this.readMenu();
      if (!isCurrent()) return;
      runInAction(() => {
        this.menu = { state: 'ready', value: sections, errorKey: null };
        const games = this.games;
        const wanted = games.find((g) => g.gameCode === this.requestedCode);
        this.selectedCode = (wanted ?? games[0])?.gameCode ?? null;
      });
      await this.loadGame();
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.menu = { state: 'failed', value: null, errorKey: errorKey(error) };
      });
    }
  }

  /**
   * After a draw: the next open issue and the newly opened numbers, without launching the lobby
   * again (the player may be mid-bet in it). A menu that cannot be read keeps the one shown.
   */
  async refreshResults(): Promise<void> {
    const isCurrent = this.isCurrentPage;
    try {
      const sections = await this.readMenu();
      if (!isCurrent()) return;
      runInAction(() => {
        this.menu = { state: 'ready', value: sections, errorKey: null };
      });
    } catch {
      // The opened numbers below still say whether the platform answers.
    }
    await Promise.all([this.loadOpened(), this.loadLatest()]);
  }

  /** The lobby and the opened numbers of the chosen game. */
  async loadGame(): Promise<void> {
    await Promise.all([this.loadLobby(), this.loadOpened()]);
  }

  async loadLobby(): Promise<void> {
    const game = this.selected;
    if (!game) return;
    const isCurrent = this.isCurrentGame;
    this.lobby = { state: 'loading', value: null, errorKey: null };
    try {
      const url = await this.api.lobby({
        lottoPrizeMode: game.prizeMode,
        lottoGameCode: game.gameCode,
        // A game named in the address opens at its bet slip; otherwise the lottery's lobby.
        lottoView: this.requestedCode === game.gameCode ? 'betting' : 'lobby',
        backUrl: this.backUrl,
        language: this.language.code,
      });
      const playable = playableUrl(url);
      if (!isCurrent()) return;
      runInAction(() => {
        this.lobby = playable
          ? { state: 'ready', value: playable, errorKey: null }
          : { state: 'failed', value: null, errorKey: 'game_url_invalid' };
      });
      // The launch itself makes this lottery the member's most recent one.
      if (playable) await this.loadRecent();
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.lobby = { state: 'failed', value: null, errorKey: errorKey(error) };
      });
    }
  }

  async loadOpened(): Promise<void> {
    const game = this.selected;
    if (!game) return;
    const isCurrent = this.isCurrentGame;
    this.opened = { state: 'loading', value: null, errorKey: null };
    try {
      const draws = await this.api.opened(game.gameCode, OPENED_DRAWS);
      if (!isCurrent()) return;
      runInAction(() => {
        this.opened = { state: 'ready', value: draws, errorKey: null };
      });
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.opened = { state: 'failed', value: null, errorKey: errorKey(error) };
      });
    }
  }

  /** The latest result of every Vietnamese province (the Vietnamese page only). */
  async loadLatest(): Promise<void> {
    if (this.kind !== 'vn') return;
    const isCurrent = this.isCurrentPage;
    this.latest = { state: 'loading', value: this.latest.value, errorKey: null };
    try {
      const results = await this.api.popular(this.language.code);
      if (!isCurrent()) return;
      runInAction(() => {
        this.latest = { state: 'ready', value: results, errorKey: null };
      });
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.latest = { state: 'failed', value: null, errorKey: errorKey(error) };
      });
    }
  }

  /** Lotteries of this page the member launched lately, newest first. */
  async loadRecent(): Promise<void> {
    // The newest ask wins: a launch asks again while the page's first ask may be under way.
    const isCurrent = this.recentLoads.begin();
    const kind = this.kind;
    this.recent = { state: 'loading', value: this.recent.value, errorKey: null };
    try {
      const language = this.language.code;
      const games =
        kind === 'vn' ? await this.api.vnRecent(language) : await this.api.recent(language);
      if (!isCurrent()) return;
      const wanted = (g: LotteryGame) =>
        kind === 'vn' || (kind === 'sea') === (g.prizeMode === SEA_PRIZE_MODE);
      runInAction(() => {
        this.recent = { state: 'ready', value: games.filter(wanted), errorKey: null };
      });
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.recent = { state: 'failed', value: null, errorKey: errorKey(error) };
      });
    }
  }

  private async readMenu(): Promise<MenuSection[]> {
    const language = this.language.code;
    if (this.kind === 'vn') {
      const regions = await this.api.vnMenus(language);
      return regions.map((r) => ({ key: r.region, games: r.games }));
    }
    const modes = this.kind === 'sea' ? [SEA_PRIZE_MODE] : [...LOTTERY_PRIZE_MODES];
    const menus = await Promise.all(modes.map((mode) => this.api.menus(mode, language)));
    return modes
      .map((mode, i) => ({ key: mode.toUpperCase(), games: menus[i] ?? [] }))
      .filter((section) => section.games.length > 0);
  }
}

/** The lottery pages' store, made when a lottery page first opens (see `useFeatureStore`). */
export const createLotteryStore = (root: RootStore) =>
  new LotteryStore(new LotteryApi(root.api.transport), root.language);
