import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { GameItem } from '../api/client/games';
import { ApiError } from '../api/errors';
import { formatSiteTime } from '../i18n/time';
import type { LanguageStore } from './LanguageStore';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** Where a launch led: the screen to show next, or nothing (a popup or a notice instead). */
export type LaunchOutcome =
  { kind: 'navigate'; to: string } | { kind: 'vendor-games'; vassalage: string } | { kind: 'none' };

/** Vendors whose games open on a lottery page rather than in the game frame (spec §4). */
function lotteryRoute(game: GameItem): string | null {
  const code = encodeURIComponent(game.gameCode);
  switch (game.vassalage) {
    case 'TCG_SEA':
      return '/seaLottery';
    case 'TCG_LOTTO_VN':
      return `/vnLottery?gameCode=${code}`;
    case 'LOTT':
    case 'ELOTT':
      return `/lottery?gameCode=${code}`;
    default:
      return null;
  }
}

/**
 * An address the game frame may open: a same-site path or an http(s) URL. Anything else
 * (javascript:, data:, garbage) is the invalid-URL error of spec §8.
 */
export function playableUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Starts games: routing by vendor, the vendor launch call, and the URL the game view frames. */
export class PlayStore {
  /** The launched game's address and the lobby it was started from. */
  url: string | null = null;
  gameName = '';
  returnTo = '/';
  launching = false;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<PlayStore, 'api' | 'session' | 'ui' | 'language'>(this, {
      api: false,
      session: false,
      ui: false,
      language: false,
    });
  }

  /** Real play (spec §4 launch rules, in order). */
  async launch(game: GameItem, returnTo: string, roomId?: string): Promise<LaunchOutcome> {
    if (!this.session.isLogin) {
      this.ui.openLogin();
      return { kind: 'none' };
    }
    if (this.session.isTrial) {
      this.ui.askForRealAccount();
      return { kind: 'none' };
    }
    const route = lotteryRoute(game);
    if (route) return { kind: 'navigate', to: route };
    if (game.isGame === 'VASSALAGE') return { kind: 'vendor-games', vassalage: game.vassalage };
    // A PvP game starts at the table (room) the player picked.
    const request = { ...this.launchPayload(game), ...(roomId ? { roomId } : {}) };
    return this.open(game, returnTo, () => this.api.games.launch(request));
  }

  /** A free trial, open to visitors, where the game offers one. */
  trial(game: GameItem, returnTo: string): Promise<LaunchOutcome> {
    return this.open(game, returnTo, () => this.api.games.launchTrial(this.launchPayload(game)));
  }

  close(): void {
    this.url = null;
    this.gameName = '';
  }

  private launchPayload(game: GameItem) {
    return {
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      gameType: game.gameType,
      language: this.language.code,
    };
  }

  private async open(
    game: GameItem,
    returnTo: string,
    call: () => Promise<string>,
  ): Promise<LaunchOutcome> {
    if (this.launching) return { kind: 'none' };
    this.launching = true;
    try {
      const url = playableUrl(await call());
      if (!url) {
        this.ui.showToast('game_url_invalid');
        return { kind: 'none' };
      }
      runInAction(() => {
        this.url = url;
        this.gameName = game.name;
        this.returnTo = returnTo;
      });
      return { kind: 'navigate', to: '/seamless' };
    } catch (error) {
      const [key, values] = launchRefusal(error);
      this.ui.showToast(key, values);
      return { kind: 'none' };
    } finally {
      runInAction(() => {
        this.launching = false;
      });
    }
  }
}

/**
 * A refused launch as the toast says it; a cool-off or a time-limited self-exclusion says until
 * when, in the site's time.
 */
function launchRefusal(error: unknown): [string, Record<string, string> | null] {
  if (!(error instanceof ApiError)) return ['unknown_error', null];
  const value = error.value as { until?: unknown } | null | undefined;
  const until = typeof value?.until === 'string' ? formatSiteTime(value.until) : null;
  if (until && error.messageKey === 'account_cooling_off') return [error.messageKey, { until }];
  if (until && error.messageKey === 'account_self_excluded') {
    return ['account_self_excluded_until', { until }];
  }
  return [error.messageKey, null];
}
