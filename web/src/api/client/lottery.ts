import { lotteryEndpoints } from '../catalogue/lottery';
import type { Endpoint } from '../catalogue/endpoint';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, asStringArray } from './decode';

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  /** Artwork folder: 11X5, LF, LHC, PK10, SSC (or VN, SEA). */
  gameGroupCode: string;
  prizeMode: string;
  vendor: string;
  /** The catalogue node, for favourites and recents; null when the lottery is not listed. */
  nodeId: number | null;
  currentIssue: string;
  drawTime: string;
  region: string;
}

export interface OpenedDraw {
  issue: string;
  numbers: string[];
  drawTime: string;
}

export interface DrawInfo {
  gameCode: string;
  issue: string;
  drawTime: string;
  /** Bets close at this instant. */
  closeTime: string;
  lastIssue: string;
  lastNumbers: string[];
}

export interface LotteryLobbyRequest {
  lottoArea?: string;
  lottoPrizeMode: string;
  lottoGameCode: string;
  lottoView: 'betting' | 'lobby';
  backUrl: string;
  language: string;
}

function toGame(raw: unknown): LotteryGame {
  const g = asObject(raw);
  return {
    gameCode: asString(g.gameCode),
    gameName: asString(g.gameName),
    gameGroupCode: asString(g.gameGroupCode),
    prizeMode: asString(g.prizeMode),
    vendor: asString(g.vendor),
    nodeId: g.nodeId === null || g.nodeId === undefined ? null : asNumber(g.nodeId),
    currentIssue: asString(g.currentIssue),
    drawTime: asString(g.drawTime),
    region: asString(g.region),
  };
}

/** The lottery gateway answers keyed objects; the site iterates their values. */
function keyedGames(value: unknown): LotteryGame[] {
  return Object.values(asObject(value)).map(toGame);
}

function toDraw(raw: unknown): OpenedDraw {
  const d = asObject(raw);
  return {
    issue: asString(d.issue),
    numbers: asStringArray(d.numbers),
    drawTime: asString(d.drawTime),
  };
}

function toDrawInfo(raw: unknown): DrawInfo {
  const d = asObject(raw);
  return {
    gameCode: asString(d.gameCode),
    issue: asString(d.issue),
    drawTime: asString(d.drawTime),
    closeTime: asString(d.closeTime),
    lastIssue: asString(d.lastIssue),
    lastNumbers: asStringArray(d.lastNumbers),
  };
}

/** Lottery menus, draws and results, and the lottery lobby launch. */
export class LotteryApi {
  constructor(private readonly transport: Transport) {}

  /** The lottery menu of one prize mode (the brand's lottery type is `Lott`). */
  async menus(prizeMode: string, language: string): Promise<LotteryGame[]> {
    return keyedGames(await this.transport.send(lotteryEndpoints.game, { prizeMode, language }));
  }

  /** The same menu under the library's name. */
  async gameMenu(prizeMode: string, language: string): Promise<LotteryGame[]> {
    return keyedGames(
      await this.transport.send(lotteryEndpoints.gameMenu, { prizeMode, language }),
    );
  }

  async allGames(language: string): Promise<LotteryGame[]> {
    return keyedGames(await this.transport.send(lotteryEndpoints.lottGames, { language }));
  }

  /** Vietnamese games by region (the `/vnLottery` page). */
  async vnMenus(language: string) {
    return this.readVnMenus(lotteryEndpoints.vnlottMenus, language);
  }

  async vnMenusForHome(language: string) {
    return this.readVnMenus(lotteryEndpoints.lotteryGameMenus, language);
  }

  async vnRecent(language: string): Promise<LotteryGame[]> {
    return this.readRecent(lotteryEndpoints.lottRecent, language);
  }

  async recent(language: string): Promise<LotteryGame[]> {
    return this.readRecent(lotteryEndpoints.recentLottGame, language);
  }

  /** Latest result of each Vietnamese game, keyed by game code. */
  async popular(language: string) {
    return this.readLatest(lotteryEndpoints.popular, { language });
  }

  async vnNumero(gameCode: string, language: string) {
    return this.readLatest(lotteryEndpoints.vnNumero, { gameCode, language });
  }

  async vnLotteryList(language: string) {
    return this.readLatest(lotteryEndpoints.vnLotteryList, { language });
  }

  /** Opened numbers of one game, newest first. */
  async opened(gameCode: string, count: number): Promise<OpenedDraw[]> {
    return this.readOpened(lotteryEndpoints.openedNumero, gameCode, count);
  }

  async openedDirect(gameCode: string, count: number): Promise<OpenedDraw[]> {
    return this.readOpened(lotteryEndpoints.lottOpenedNumero, gameCode, count);
  }

  async draws(): Promise<DrawInfo[]> {
    return Object.values(asObject(await this.transport.send(lotteryEndpoints.draw))).map(
      toDrawInfo,
    );
  }

  async drawOf(gameCode: string): Promise<DrawInfo> {
    const endpoint: Endpoint = {
      ...lotteryEndpoints.lottoDraw,
      path: `${lotteryEndpoints.lottoDraw.path}${encodeURIComponent(gameCode)}`,
    };
    return toDrawInfo(await this.transport.send(endpoint));
  }

  /** The previous, current and next issue of a game. */
  async near(gameCode: string) {
    const value = asObject(await this.transport.send(lotteryEndpoints.issue, { gameCode }));
    const issueOf = (raw: unknown) => {
      const i = asObject(raw ?? {});
      return { issue: asString(i.issue), drawTime: asString(i.drawTime) };
    };
    return {
      previous: value.previous ? toDraw(value.previous) : null,
      current: issueOf(value.current),
      next: issueOf(value.next),
    };
  }

  /** Launches the lottery lobby; resolves with the URL the lottery page opens. */
  async lobby(request: LotteryLobbyRequest): Promise<string> {
    const value = await this.transport.send(lotteryEndpoints.lottLabby, {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      device: 'WEB',
      ...request,
    });
    if (typeof value === 'string') return value;
    const v = asObject(value);
    return asString(v.url, asString(v.gameUrl));
  }

  private async readVnMenus(endpoint: Endpoint, language: string) {
    const value = asObject(
      await this.transport.send(endpoint, { prizeMode: 'LOTT', device: 'WEB', language }),
    );
    return asArray<unknown>(value.gameMenus).map((raw) => {
      const m = asObject(raw);
      return { region: asString(m.region), games: asArray<unknown>(m.games).map(toGame) };
    });
  }

  private async readRecent(endpoint: Endpoint, language: string): Promise<LotteryGame[]> {
    return asArray<unknown>(asObject(await this.transport.send(endpoint, { language })).recent).map(
      toGame,
    );
  }

  private async readLatest(endpoint: Endpoint, query: Record<string, unknown>) {
    return Object.values(asObject(await this.transport.send(endpoint, query))).map((raw) => ({
      gameCode: asString(asObject(raw).gameCode),
      gameName: asString(asObject(raw).gameName),
      ...toDraw(raw),
    }));
  }

  private async readOpened(endpoint: Endpoint, gameCode: string, count: number) {
    const value = asObject(await this.transport.send(endpoint, { gameCode, count }));
    return asArray<unknown>(value.list).map(toDraw);
  }
}
