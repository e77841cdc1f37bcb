import { gamesEndpoints } from '../catalogue/games';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy } from './decode';

/** A game card as the lobby shows it (spec §3). */
export interface GameItem {
  nodeId: number;
  name: string;
  iconUrl: string;
  /** Vendor code; also decides launch routing (TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT). */
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameId: string;
  /** `VASSALAGE` opens a list of the vendor's games instead of launching. */
  isGame: string;
  isHot: boolean;
  isNew: boolean;
  /** The platform's supportPlay (0 = a free trial is offered). */
  supportPlay: number;
  freeplay: boolean;
  /** Slot sub-type (SC, VP, JP, TG, AC) or '' for classic slots. */
  subType: string;
}

export interface GamePage {
  games: GameItem[];
  totalPages: number;
  /** Games matching the whole query (the lobby's "displayed of total"). */
  total: number;
}

export interface GameListQuery {
  gameType?: string;
  vassalage?: string;
  /** ALL, HOT, NEW, FAV, RECENT or a slot sub-type. */
  gameClassify?: string;
  gameName?: string;
  pageNo: number;
  pageSize: number;
  language: string;
}

export interface VendorCard {
  vassalage: string;
  name: string;
  gameType: string;
  iconUrl: string;
  isGame: string;
  gameCount: number;
}

export interface VendorLane {
  gameCategory: string;
  vendors: VendorCard[];
  /** For each classify key (ALL, HOT, NEW, SC...), the vendors that have such games. */
  classify: { key: string; vendors: string[] }[];
}

export interface FavouritePayload {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export interface FavouritePage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
  ids: number[];
}

export interface RecentGame extends GameItem {
  launchedAt: string;
}

export interface Room {
  roomId: string;
  name: string;
  minBet: number;
  maxBet: number;
}

export interface Winner {
  customerName: string;
  /** Major units, as the platform reports it. */
  winAmount: number;
  gameName: string;
  gameId: number;
  iconUrl: string;
}

export interface Jackpot {
  /** Major units. */
  amount: number;
  lastWin: { customerName: string; amount: number; wonAt: string } | null;
}

export interface LaunchRequest {
  nodeId: number;
  gameCode: string;
  vassalage: string;
  gameType: string;
  language: string;
  roomId?: string;
}

/** The platform's list parameters for a web client (clientType 3, desktop HTML5). */
const CLIENT = { clientType: 3, platform: 'flash,html5-desktop' };

export function toGameItem(raw: unknown): GameItem {
  const g = asObject(raw);
  return {
    nodeId: asNumber(g.nodeId),
    name: asString(g.displayName, asString(g.gameName, asString(g.nodeName))),
    iconUrl: asString(g.iconUrl, asString(g.showIcon)),
    vassalage: asString(g.vassalage),
    gameType: asString(g.gameType),
    gameCode: asString(g.gameCode),
    gameId: asString(g.gameId),
    isGame: asString(g.isGame, 'GAME'),
    isHot: truthy(g.isHot),
    isNew: truthy(g.isNew),
    supportPlay: asNumber(g.supportPlay, 1),
    freeplay: truthy(g.freeplay),
    subType: asString(g.gameClassify),
  };
}

function toPage(value: unknown): GamePage {
  const v = asObject(value);
  const games = asArray<unknown>(v.games).map(toGameItem);
  return {
    games,
    totalPages: asNumber(v.totalPages),
    total: asNumber(v.total, games.length),
  };
}

function launchUrl(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = asObject(value);
  return asString(v.url, asString(v.gameUrl));
}

/** Lobby calls: lists, vendors, favourites, recents, rooms and launches. */
export class GamesApi {
  constructor(private readonly transport: Transport) {}

  /** A lobby page for anyone, visitor or member. */
  async list(query: GameListQuery): Promise<GamePage> {
    return toPage(await this.transport.send(gamesEndpoints.userGame, { ...CLIENT, ...query }));
  }

  /** The member's own lists (classify FAV or RECENT), which need the session. */
  async listForMember(query: GameListQuery): Promise<GamePage> {
    return toPage(await this.transport.send(gamesEndpoints.games, { ...CLIENT, ...query }));
  }

  /** The full search view: a name over every category. */
  async search(gameName: string, pageNo: number, pageSize: number, language: string) {
    return toPage(
      await this.transport.send(gamesEndpoints.getGameMatchV2, {
        ...CLIENT,
        gameName: gameName.trim(),
        pageNo,
        pageSize,
        language,
      }),
    );
  }

  async hot(query: { gameType?: string; vassalage?: string; language: string }) {
    const value = asObject(
      await this.transport.send(gamesEndpoints.gameHot, {
        isPlatform: 2,
        platform: CLIENT.platform,
        vassalage: '',
        ...query,
      }),
    );
    return asArray<unknown>(value.list).map(toGameItem);
  }

  async vendors(flush = false): Promise<VendorLane[]> {
    const value = asObject(
      await this.transport.send(gamesEndpoints.gameVendor, {
        platform: 'html5-desktop',
        ...(flush ? { flush: true } : {}),
      }),
    );
    return asArray<unknown>(asObject(value.data ?? {}).lanes).map((raw) => {
      const lane = asObject(raw);
      return {
        gameCategory: asString(lane.gameCategory, asString(lane.title)),
        vendors: asArray<unknown>(lane.cards).map((c) => {
          const card = asObject(c);
          return {
            vassalage: asString(card.vassalage),
            name: asString(card.displayName, asString(card.nodeName)) || asString(card.vassalage),
            gameType: asString(card.gameType),
            iconUrl: asString(card.iconUrl),
            isGame: asString(card.isGame, 'VASSALAGE'),
            gameCount: asNumber(card.gameCount),
          };
        }),
        classify: asArray<unknown>(lane.gameClassify).map((c) => {
          const entry = asObject(c);
          return {
            key: asString(entry.key),
            vendors: asArray<unknown>(entry.vendors).map((v) => asString(v)),
          };
        }),
      };
    });
  }

  async vendorGameTypes(vassalage: string): Promise<{ gameType: string; gameCount: number }[]> {
    const value = asObject(await this.transport.send(gamesEndpoints.vassGameType, { vassalage }));
    return asArray<unknown>(value.list).map((raw) => {
      const t = asObject(raw);
      return { gameType: asString(t.gameType), gameCount: asNumber(t.gameCount) };
    });
  }

  async favouriteIds(): Promise<number[]> {
    return asArray<unknown>(await this.transport.send(gamesEndpoints.favGames)).map((id) =>
      asNumber(id),
    );
  }

  async favourites(query: {
    pageNo: number;
    pageSize: number;
    gameType?: string;
    language: string;
  }): Promise<FavouritePage> {
    const value = asObject(
      await this.transport.send(gamesEndpoints.favGameList, {
        clientType: 3,
        platform: 'flash',
        ...query,
      }),
    );
    return {
      games: asArray<unknown>(value.content).map(toGameItem),
      pageNum: asNumber(value.pageNum, query.pageNo),
      totalPages: asNumber(value.totalPages),
      ids: asArray<unknown>(value.ids).map((id) => asNumber(id)),
    };
  }

  /** Resolves with the member's favourite ids after the change (a duplicate is skipped). */
  async addFavourite(payload: FavouritePayload): Promise<number[]> {
    const value = asObject(await this.transport.send(gamesEndpoints.addFavGame, { ...payload }));
    return asArray<unknown>(value.ids).map((id) => asNumber(id));
  }

  async removeFavourite(payload: FavouritePayload): Promise<number[]> {
    const value = asObject(await this.transport.send(gamesEndpoints.removeFavGame, { ...payload }));
    return asArray<unknown>(value.ids).map((id) => asNumber(id));
  }

  async recent(query: { pageNo: number; pageSize: number; gameType?: string; language: string }) {
    const value = asObject(await this.transport.send(gamesEndpoints.recentGameList, query));
    return {
      games: asArray<unknown>(value.list).map((raw): RecentGame => ({
        ...toGameItem(raw),
        launchedAt: asString(asObject(raw).launchedAt),
      })),
      totalPages: asNumber(value.totalPages),
      total: asNumber(value.total),
    };
  }

  async rooms(gameCode: string): Promise<Room[]> {
    const value = asObject(await this.transport.send(gamesEndpoints.rooms, { gameCode }));
    return asArray<unknown>(value.list).map((raw) => {
      const r = asObject(raw);
      return {
        roomId: asString(r.roomId),
        name: asString(r.roomName),
        minBet: asNumber(r.minBet),
        maxBet: asNumber(r.maxBet),
      };
    });
  }

  /** The vendor launch for real play; resolves with the URL the game view opens. */
  async launch(request: LaunchRequest): Promise<string> {
    return launchUrl(
      await this.transport.send(gamesEndpoints.launchGame, { ...request, device: 'WEB' }),
    );
  }

  /** A free trial without an account, where the game offers one. */
  async launchTrial(request: LaunchRequest): Promise<string> {
    return launchUrl(
      await this.transport.send(gamesEndpoints.trialGame, { ...request, device: 'WEB' }),
    );
  }

  /** Latest wins (home carousel: limit 50; popup: 20). Empty when nobody has won yet. */
  async winners(query: { gameCategory?: string; limitNum: number; language: string }) {
    return this.readWinners(gamesEndpoints.getWinnerBoard, query);
  }

  /** The home group's name for the same board. */
  async homeWinners(query: { gameCategory?: string; limitNum: number; language: string }) {
    return this.readWinners(gamesEndpoints.winnerBoard, query);
  }

  async jackpot(): Promise<Jackpot> {
    const value = asObject(await this.transport.send(gamesEndpoints.getJackpot));
    const last = value.lastWin ? asObject(value.lastWin) : null;
    return {
      amount: asNumber(value.amount),
      lastWin: last
        ? {
            customerName: asString(last.customerName),
            amount: asNumber(last.amount),
            wonAt: asString(last.wonAt),
          }
        : null,
    };
  }

  private async readWinners(
    endpoint: typeof gamesEndpoints.winnerBoard,
    query: { gameCategory?: string; limitNum: number; language: string },
  ): Promise<Winner[]> {
    const value = asObject(await this.transport.send(endpoint, { gameCategory: 'ALL', ...query }));
    return asArray<unknown>(value.list).map((raw) => {
      const vo = asObject(asObject(raw).vo ?? raw);
      return {
        customerName: asString(vo.customerName),
        winAmount: asNumber(vo.winAmount),
        gameName: asString(vo.gameName),
        gameId: asNumber(vo.gameId),
        iconUrl: asString(vo.iconUrl),
      };
    });
  }

  /** The platform's fallback launcher, for fun play when the vendor launch is unavailable. */
  async launchFallback(request: LaunchRequest): Promise<string> {
    return launchUrl(
      await this.transport.send(gamesEndpoints.gameLaunchFB, { ...request, device: 'WEB' }),
    );
  }
}
