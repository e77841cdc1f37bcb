import { makeAutoObservable, runInAction } from 'mobx';
import { LotteryApi, type LotteryGame, type OpenedDraw } from '../../api/client/lottery';
import { ApiError } from '../../api/errors';
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

/** One part of the page read from the platform: loading, there, or failed with a message key. */
export interface Part<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: T | null;
  error: string | null;
}

const idle = <T>(): Part<T> => ({ status: 'idle', data: null, error: null });

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'unknown_error';
}

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
  private pageGeneration = 0;
  private gameGeneration = 0;
  private recentCall = 0;

  constructor(
    private readonly api: LotteryApi,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<
      LotteryStore,
      'api' | 'language' | 'backUrl' | 'pageGeneration' | 'gameGeneration' | 'recentCall'
    >(this, {
      api: false,
      language: false,
      backUrl: false,
      pageGeneration: false,
      gameGeneration: false,
      recentCall: false,
    });
  }

  get games(): LotteryGame[] {
    return (this.menu.data ?? []).flatMap((section) => section.games);
  }

  get selected(): LotteryGame | null {
    return this.games.find((g) => g.gameCode === this.selectedCode) ?? null;
  }

  /** The address named a game this page does not offer (the first one is shown instead). */
  get requestedMissing(): boolean {
    return (
      this.menu.status === 'ready' &&
      this.requestedCode !== null &&
      !this.games.some((g) => g.gameCode === this.requestedCode)
    );
  }

  /** Opens a lottery page: its menu first, then the chosen game and the page-wide lists. */
  async open(kind: LotteryKind, gameCode: string | null, backUrl: string): Promise<void> {
    this.pageGeneration += 1;
    this.gameGeneration += 1;
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
    this.gameGeneration += 1;
    this.selectedCode = gameCode;
    this.backUrl = backUrl;
    await this.loadGame();
  }

  async loadMenu(): Promise<void> {
    const generation = this.pageGeneration;
    this.menu = { status: 'loading', data: this.menu.data, error: null };
    try {
      const sections = await this.readMenu();
      if (generation !== this.pageGeneration) return;
      runInAction(() => {
        this.menu = { status: 'ready', data: sections, error: null };
        const games = this.games;
        const wanted = games.find((g) => g.gameCode === this.requestedCode);
        this.selectedCode = (wanted ?? games[0])?.gameCode ?? null;
      });
      await this.loadGame();
    } catch (error) {
      if (generation !== this.pageGeneration) return;
      runInAction(() => {
        this.menu = { status: 'failed', data: null, error: messageOf(error) };
      });
    }
  }

  /**
   * After a draw: the next open issue and the newly opened numbers, without launching the lobby
   * again (the player may be mid-bet in it). A menu that cannot be read keeps the one shown.
   */
  async refreshResults(): Promise<void> {
    const generation = this.pageGeneration;
    try {
      const sections = await this.readMenu();
      if (generation !== this.pageGeneration) return;
      runInAction(() => {
        this.menu = { status: 'ready', data: sections, error: null };
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
    const generation = this.gameGeneration;
    this.lobby = { status: 'loading', data: null, error: null };
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
      if (generation !== this.gameGeneration) return;
      runInAction(() => {
        this.lobby = playable
          ? { status: 'ready', data: playable, error: null }
          : { status: 'failed', data: null, error: 'game_url_invalid' };
      });
      // The launch itself makes this lottery the member's most recent one.
      if (playable) await this.loadRecent();
    } catch (error) {
      if (generation !== this.gameGeneration) return;
      runInAction(() => {
        this.lobby = { status: 'failed', data: null, error: messageOf(error) };
      });
    }
  }

  async loadOpened(): Promise<void> {
    const game = this.selected;
    if (!game) return;
    const generation = this.gameGeneration;
    this.opened = { status: 'loading', data: null, error: null };
    try {
      const draws = await this.api.opened(game.gameCode, OPENED_DRAWS);
      if (generation !== this.gameGeneration) return;
      runInAction(() => {
        this.opened = { status: 'ready', data: draws, error: null };
      });
    } catch (error) {
      if (generation !== this.gameGeneration) return;
      runInAction(() => {
        this.opened = { status: 'failed', data: null, error: messageOf(error) };
      });
    }
  }

  /** The latest result of every Vietnamese province (the Vietnamese page only). */
  async loadLatest(): Promise<void> {
    if (this.kind !== 'vn') return;
    const generation = this.pageGeneration;
    this.latest = { status: 'loading', data: this.latest.data, error: null };
    try {
      const results = await this.api.popular(this.language.code);
      if (generation !== this.pageGeneration) return;
      runInAction(() => {
        this.latest = { status: 'ready', data: results, error: null };
      });
    } catch (error) {
      if (generation !== this.pageGeneration) return;
      runInAction(() => {
        this.latest = { status: 'failed', data: null, error: messageOf(error) };
      });
    }
  }

  /** Lotteries of this page the member launched lately, newest first. */
  async loadRecent(): Promise<void> {
    // The newest ask wins: a launch asks again while the page's first ask may be under way.
    const call = ++this.recentCall;
    const kind = this.kind;
    this.recent = { status: 'loading', data: this.recent.data, error: null };
    try {
      const language = this.language.code;
      const games =
        kind === 'vn' ? await this.api.vnRecent(language) : await this.api.recent(language);
      if (call !== this.recentCall) return;
      const wanted = (g: LotteryGame) =>
        kind === 'vn' || (kind === 'sea') === (g.prizeMode === SEA_PRIZE_MODE);
      runInAction(() => {
        this.recent = { status: 'ready', data: games.filter(wanted), error: null };
      });
    } catch (error) {
      if (call !== this.recentCall) return;
      runInAction(() => {
        this.recent = { status: 'failed', data: null, error: messageOf(error) };
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
