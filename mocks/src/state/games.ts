import {
  GAME_CATEGORIES,
  SLOT_SUB_TYPES,
  seedCatalogue,
  type GameCategory,
  type GameRecord,
  type SlotSubType,
  type VendorRecord,
} from './seed/games.js';

export { GAME_CATEGORIES, SLOT_SUB_TYPES, type GameCategory, type GameRecord, type SlotSubType };
export type { VendorRecord };

/** List selections of the lobby, plus the slot sub-types the same filter carries. */
export type Classify = 'ALL' | 'HOT' | 'NEW' | 'FAV' | 'RECENT' | SlotSubType;

export interface Page<T> {
  items: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface GameQuery {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  classify?: Classify | undefined;
  gameName?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The member's own lists, needed for FAV and RECENT (in their own order, newest first). */
export interface MemberLists {
  favourites: readonly number[];
  recents: readonly number[];
}

export const MAX_PAGE_SIZE = 999;

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

export function isClassify(value: unknown): value is Classify {
  return (
    value === 'ALL' ||
    value === 'HOT' ||
    value === 'NEW' ||
    value === 'FAV' ||
    value === 'RECENT' ||
    (typeof value === 'string' && (SLOT_SUB_TYPES as readonly string[]).includes(value))
  );
}

/** A page of a list; a page beyond the last is empty rather than an error, as the lobby expects. */
export function paginate<T>(all: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.floor(pageNo));
  const start = (page - 1) * size;
  return {
    items: all.slice(start, start + size),
    pageNo: page,
    pageSize: size,
    total: all.length,
    totalPages: Math.ceil(all.length / size),
  };
}

/** The game catalogue: every vendor and game the stand-in offers, in the platform's order. */
export class GamesCatalogue {
  readonly games: readonly GameRecord[];
  readonly vendors: readonly VendorRecord[];
  private readonly byNodeId: Map<number, GameRecord>;
  private readonly byCode: Map<string, GameRecord>;

  constructor() {
    const { games, vendors } = seedCatalogue();
    this.games = games;
    this.vendors = vendors;
    this.byNodeId = new Map(games.map((g) => [g.nodeId, g]));
    this.byCode = new Map(games.map((g) => [g.gameCode, g]));
  }

  find(nodeId: number): GameRecord | undefined {
    return this.byNodeId.get(nodeId);
  }

  findByCode(gameCode: string): GameRecord | undefined {
    return this.byCode.get(gameCode);
  }

  vendorsOf(gameType: GameCategory): VendorRecord[] {
    return this.vendors.filter((v) => v.gameType === gameType);
  }

  /** Category and vendor filter, then classify, then the trimmed name search. */
  search(query: GameQuery, lists: MemberLists = { favourites: [], recents: [] }): Page<GameRecord> {
    let found: GameRecord[];
    const classify = query.classify ?? 'ALL';
    if (classify === 'FAV' || classify === 'RECENT') {
      const ids = classify === 'FAV' ? lists.favourites : lists.recents;
      found = ids.map((id) => this.byNodeId.get(id)).filter((g): g is GameRecord => !!g);
    } else {
      found = [...this.games];
    }
    if (query.gameType) found = found.filter((g) => g.gameType === query.gameType);
    if (query.vassalage) found = found.filter((g) => g.vassalage === query.vassalage);
    if (classify === 'HOT') found = found.filter((g) => g.isHot);
    else if (classify === 'NEW') found = found.filter((g) => g.isNew);
    else if ((SLOT_SUB_TYPES as readonly string[]).includes(classify)) {
      found = found.filter((g) => g.subType === classify);
    }
    const name = (query.gameName ?? '').trim().toLowerCase();
    if (name) {
      found = found.filter(
        (g) =>
          g.names.EN.toLowerCase().includes(name) ||
          g.names.CN.includes(name) ||
          g.gameCode.toLowerCase().includes(name),
      );
    }
    return paginate(found, query.pageNo, query.pageSize);
  }
}
