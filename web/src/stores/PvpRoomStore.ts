import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { GameItem, Room } from '../api/client/games';
import type { LoadState } from '../centre/Loadable';
import { LatestCall } from '../centre/latest';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** A PvP card or board game is played at a table (room) the player picks by its stakes. */
export function playsInRoom(game: GameItem): boolean {
  return game.gameType.toUpperCase() === 'PVP' && game.isGame !== 'VASSALAGE';
}

/**
 * The room picker of a PvP game (`rooms`): the platform's tables with their minimum and maximum
 * bets. Rooms are a member's matter, so a visitor is asked to sign in and a trial account to get
 * a real one, as for any real-money launch (spec §4).
 */
export class PvpRoomStore {
  game: GameItem | null = null;
  rooms: Room[] = [];
  state: LoadState = 'idle';
  private readonly latest = new LatestCall();

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<PvpRoomStore, 'api' | 'session' | 'ui' | 'latest'>(this, {
      api: false,
      session: false,
      ui: false,
      latest: false,
    });
  }

  /** Opens the picker for a game; false when the player must sign in or get a real account. */
  open(game: GameItem): boolean {
    if (!this.session.isLogin) {
      this.ui.openLogin();
      return false;
    }
    if (this.session.isTrial) {
      this.ui.askForRealAccount();
      return false;
    }
    this.game = game;
    void this.load();
    return true;
  }

  retry(): Promise<void> {
    return this.load();
  }

  close(): void {
    this.latest.cancel();
    this.game = null;
    this.rooms = [];
    this.state = 'idle';
  }

  private async load(): Promise<void> {
    const game = this.game;
    if (!game) return;
    const isCurrent = this.latest.begin();
    this.state = 'loading';
    this.rooms = [];
    try {
      const rooms = await this.api.games.rooms(game.gameCode);
      if (!isCurrent()) return;
      runInAction(() => {
        this.rooms = rooms;
        this.state = 'ready';
      });
    } catch {
      if (!isCurrent()) return;
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
