import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireToken, resolveToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import {
  GAME_CATEGORIES,
  SLOT_SUB_TYPES,
  isClassify,
  paginate,
  type Classify,
  type GameCategory,
  type GameRecord,
} from '../state/games.js';
import type { MockStore } from '../state/store.js';
import { toMajor } from '../state/wallet.js';
import {
  gameArtUrl,
  gameItem,
  gameName,
  languageOf,
  vendorCard,
  vendorGameItem,
} from './gameViews.js';

/**
 * The home hot list leads with a vendor item (AG live tables), so the stand-in has a VASSALAGE
 * item whose popup of games can be used and tested. Its node id is outside the games' range.
 */
const HOME_HOT_VENDOR = { gameType: 'LIVE', vassalage: 'AG', nodeId: 9_000_001 } as const;

const category = z.enum(GAME_CATEGORIES);
const optionalCategory = z.preprocess((v) => (v === '' ? undefined : v), category.optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
// SEARCH is the lobby's full search view: every game, narrowed by the name.
const classify = z.preprocess(
  (v) => (v === '' || v === undefined || v === 'SEARCH' ? 'ALL' : v),
  z
    .string()
    .refine(isClassify)
    .transform((v) => v as Classify),
);
const page = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(40),
};

const listQuery = z.object({
  gameType: optionalCategory,
  vassalage: optionalText,
  gameClassify: classify,
  gameName: optionalText,
  isNew: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
  ...page,
});
const favouriteInput = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: z.string().optional(),
  gameType: z.string().optional(),
});
const memberListQuery = z.object({ gameType: optionalCategory, ...page });
const vendorQuery = z.object({ vassalage: z.string().min(1) });
const winnerQuery = z.object({
  gameCategory: z.preprocess(
    (v) => (v === '' || v === undefined ? 'ALL' : v),
    z.union([z.literal('ALL'), category]),
  ),
  limitNum: z.coerce.number().int().min(1).max(100).default(20),
});
const roomQuery = z.object({
  gameCode: optionalText,
  nodeId: z.coerce.number().int().positive().optional(),
});

function parse<T extends z.ZodType>(schema: T, source: unknown, res: Response): z.infer<T> | null {
  const parsed = schema.safeParse(source ?? {});
  if (parsed.success) return parsed.data;
  res.json(fail('request_param_err'));
  return null;
}

/** Stake levels of PvP rooms, in minor units: the room's minimum and maximum bet. */
const ROOM_LEVELS = [
  { level: 'BEGINNER', minBet: 1_00, maxBet: 100_00 },
  { level: 'INTERMEDIATE', minBet: 10_00, maxBet: 1_000_00 },
  { level: 'ADVANCED', minBet: 50_00, maxBet: 5_000_00 },
  { level: 'VIP', minBet: 200_00, maxBet: 20_000_00 },
] as const;

/**
 * The game lobby: lists, hot games, vendors, favourites and recents, all read from the
 * catalogue and the member's own lists in the store.
 */
export function gamesRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  function lists(memberId: string | undefined) {
    return {
      favourites: memberId ? store.favourites.list(memberId) : [],
      recents: memberId ? store.recents.nodeIds(memberId) : [],
    };
  }

  function gameList(req: Request, res: Response) {
    const q = parse(listQuery, req.query, res);
    if (!q) return;
    const member = resolveToken(store, req)?.member;
    if ((q.gameClassify === 'FAV' || q.gameClassify === 'RECENT') && !member) {
      res.status(401).json(fail('please_login_first'));
      return;
    }
    const found = store.games.search(
      {
        gameType: q.gameType,
        vassalage: q.vassalage,
        classify: q.isNew && q.gameClassify === 'ALL' ? 'NEW' : q.gameClassify,
        gameName: q.gameName,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      },
      lists(member?.id),
    );
    const language = languageOf(req);
    res.json(
      ok({
        games: found.items.map((g) => gameItem(g, language)),
        pageNo: found.pageNo,
        pageSize: found.pageSize,
        total: found.total,
        totalPages: found.totalPages,
      }),
    );
  }

  // `userGame` (library) and `games` (site) are the same call.
  router.get('/wps/relay/GCSGAME_gameList', gameList);
  // The full search view: a name search over every category.
  router.get('/wps/relay/GCSGAME_getGameMatchV2', gameList);

  router.get('/wps/relay/GCSGAME_hotGamesV2', (req, res) => {
    const q = parse(
      z.object({ gameType: optionalCategory, vassalage: optionalText }),
      req.query,
      res,
    );
    if (!q) return;
    const hot = store.games.search({
      gameType: q.gameType,
      vassalage: q.vassalage,
      classify: 'HOT',
      pageNo: 1,
      pageSize: 999,
    });
    const language = languageOf(req);
    const home = !q.gameType && !q.vassalage;
    const vendor = home
      ? store.games.vendors.find(
          (v) =>
            v.gameType === HOME_HOT_VENDOR.gameType && v.vassalage === HOME_HOT_VENDOR.vassalage,
        )
      : undefined;
    res.json(
      ok({
        list: [
          ...(vendor ? [vendorGameItem(vendor, HOME_HOT_VENDOR.nodeId)] : []),
          ...hot.items.map((g) => gameItem(g, language)),
        ],
      }),
    );
  });

  const vendors = (_req: Request, res: Response) => {
    const lanes = GAME_CATEGORIES.map((gameType) => {
      const games = store.games.games.filter((g) => g.gameType === gameType);
      const count = (vassalage: string, match: (g: GameRecord) => boolean = () => true) =>
        games.filter((g) => g.vassalage === vassalage && match(g)).length;
      const vendorList = store.games.vendorsOf(gameType);
      const classifies: { key: string; match: (g: GameRecord) => boolean }[] = [
        { key: 'ALL', match: () => true },
        { key: 'HOT', match: (g) => g.isHot },
        ...(gameType === 'RNG' ? [{ key: 'NEW', match: (g: GameRecord) => g.isNew }] : []),
        ...(gameType === 'RNG'
          ? SLOT_SUB_TYPES.map((key) => ({ key, match: (g: GameRecord) => g.subType === key }))
          : []),
      ];
      return {
        title: gameType,
        gameCategory: gameType,
        cards: vendorList.map((v) => vendorCard(v, count(v.vassalage))),
        // Only the filters that would show something: a HOT tab with no hot game is noise.
        gameClassify: classifies
          .map(({ key, match }) => ({
            key,
            vendors: vendorList
              .filter((v) => count(v.vassalage, match) > 0)
              .map((v) => v.vassalage),
          }))
          .filter((c) => c.vendors.length > 0),
      };
    });
    res.json(ok({ data: { lanes } }));
  };
  router.get('/wps/relay/GCSGAME_newGameVendor', vendors);
  router.get('/wps/relay/GCSGAME_gameVendor', vendors);

  const vassGameType = (req: Request, res: Response) => {
    const q = parse(vendorQuery, req.query, res);
    if (!q) return;
    const types = GAME_CATEGORIES.map((gameType) => ({
      gameType,
      gameCount: store.games.games.filter(
        (g) => g.vassalage === q.vassalage && g.gameType === gameType,
      ).length,
    })).filter((t) => t.gameCount > 0);
    if (types.length === 0) {
      res.json(fail('vendor_not_found'));
      return;
    }
    res.json(ok({ vassalage: q.vassalage, list: types }));
  };
  router.get('/wps/relay/GCSGAME_getVassGameType', signedIn, vassGameType);
  router.get('/wps/relay/GLS2_getVassGameType', signedIn, vassGameType);

  router.get('/wps/relay/MCSFE_getFavoriteGames', signedIn, (_req, res) => {
    res.json(ok([...store.favourites.list(signedInMember(res).id)]));
  });

  router.get('/wps/relay/MCSFE_getFavoriteGamesList', signedIn, (req, res) => {
    const q = parse(memberListQuery, req.query, res);
    if (!q) return;
    const ids = store.favourites.list(signedInMember(res).id);
    const found = store.games.search(
      { gameType: q.gameType, classify: 'FAV', pageNo: q.pageNo, pageSize: q.pageSize },
      { favourites: ids, recents: [] },
    );
    const language = languageOf(req);
    res.json(
      ok({
        content: found.items.map((g) => gameItem(g, language)),
        pageNum: found.pageNo,
        totalPages: found.totalPages,
        total: found.total,
        ids: [...ids],
      }),
    );
  });

  function changeFavourite(add: boolean) {
    return (req: Request, res: Response) => {
      const input = parse(favouriteInput, add ? req.body : req.query, res);
      if (!input) return;
      if (!store.games.find(input.nodeId)) {
        res.json(fail('game_not_found'));
        return;
      }
      const memberId = signedInMember(res).id;
      if (add) store.favourites.add(memberId, input.nodeId);
      else store.favourites.remove(memberId, input.nodeId);
      res.json(ok({ ids: [...store.favourites.list(memberId)] }));
    };
  }
  router.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    signedIn,
    express.json(),
    express.urlencoded({ extended: false }),
    changeFavourite(true),
  );
  router.delete('/wps/relay/MCSFE_removeFavoriteGameV2', signedIn, changeFavourite(false));

  router.get('/wps/relay/GCS_recentGame', signedIn, (req, res) => {
    const q = parse(
      memberListQuery.extend({ pageSize: page.pageSize.default(20) }),
      req.query,
      res,
    );
    if (!q) return;
    const language = languageOf(req);
    const rows = store.recents
      .list(signedInMember(res).id)
      .map((r) => ({ game: store.games.find(r.nodeId), launchedAt: r.launchedAt }))
      .filter((r): r is { game: GameRecord; launchedAt: string } => !!r.game)
      .filter((r) => !q.gameType || r.game.gameType === q.gameType);
    const found = paginate(rows, q.pageNo, q.pageSize);
    res.json(
      ok({
        list: found.items.map((r) => ({ ...gameItem(r.game, language), launchedAt: r.launchedAt })),
        pageNo: found.pageNo,
        total: found.total,
        totalPages: found.totalPages,
      }),
    );
  });

  router.get('/wps/relay/GLS2_roomList', signedIn, (req, res) => {
    const q = parse(roomQuery, req.query, res);
    if (!q) return;
    const game = q.nodeId ? store.games.find(q.nodeId) : store.games.findByCode(q.gameCode ?? '');
    if (!game || game.gameType !== ('PVP' satisfies GameCategory)) {
      res.json(fail('game_not_found'));
      return;
    }
    res.json(
      ok({
        gameCode: game.gameCode,
        list: ROOM_LEVELS.map((room, i) => ({
          roomId: `${game.gameCode}_R${i + 1}`,
          roomName: room.level,
          minBet: room.minBet / 100,
          maxBet: room.maxBet / 100,
        })),
      }),
    );
  });

  const winnerBoard = (req: Request, res: Response) => {
    const q = parse(winnerQuery, req.query, res);
    if (!q) return;
    const language = languageOf(req);
    const list = store.bets
      .winners(q.limitNum, q.gameCategory === 'ALL' ? undefined : q.gameCategory)
      .map((bet) => {
        const game = store.games.find(bet.nodeId);
        return {
          vo: {
            customerName: maskAccount(bet.account),
            winAmount: toMajor(bet.win),
            gameName: game ? gameName(game, language) : bet.gameName,
            gameId: bet.nodeId,
            gameType: bet.gameType,
            iconUrl: gameArtUrl(bet.nodeId),
            winTime: new Date(bet.placedAt).toISOString(),
          },
        };
      });
    res.json(ok({ list }));
  };
  // Site `home.winnerBoard` and `common.getWinnerBoard` name the same call.
  router.get('/wps/relay/ODSFE2_getWinnerBoard', winnerBoard);

  router.get('/wps/relay/VIS_getJackpot', (_req, res) => {
    const pool = store.jackpot;
    const last = pool.history().at(-1);
    res.json(
      ok({
        amount: toMajor(pool.amount),
        seedAmount: toMajor(pool.seedAmount),
        contributionRate: pool.shareBasisPoints / 10_000,
        lastWin: last
          ? {
              customerName: maskAccount(last.account),
              amount: toMajor(last.amount),
              wonAt: new Date(last.wonAt).toISOString(),
            }
          : null,
      }),
    );
  });

  return router;
}

/** Winners are shown by a masked account: enough to recognise oneself, not to find others. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}
