import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import type { Draw, LotteryGameSeed } from '../state/lottery.js';
import type { MockStore } from '../state/store.js';
import { gameArt } from '../art/artwork.js';
import { sendSvg } from './artwork.js';
import { languageOf } from './gameViews.js';

/** Bets close this long before each draw, as lottery vendors do. */
const CLOSE_BEFORE_DRAW_MS = 30_000;

/** Lottery kinds with artwork folders; Vietnamese and Southeast Asian lotteries have none. */
const ART_FOLDERS: ReadonlySet<string> = new Set(['11X5', 'LF', 'LHC', 'PK10', 'SSC']);

const prizeModeQuery = z.object({ prizeMode: z.string().optional() });
const gameCodeQuery = z.object({ gameCode: z.string().min(1) });
const openedQuery = gameCodeQuery.extend({
  count: z.coerce.number().int().min(1).max(100).default(10),
});

/** The lottery gateway answers raw keyed objects; a refusal is an HTTP error with a message. */
function refuse(res: Response, status: number, message: string) {
  res.status(status).json(fail(message));
}

/**
 * The lottery gateway (`/lgw`, `/lotto/lgw`): menus, draw schedule and opened numbers from the
 * stand-in's fixed draw schedule, recent lottery games from the member's launches, and the
 * mission summary and leaderboard from the bets ledger.
 */
export function lotteryRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const lottery = store.lottery;

  function menuEntry(game: LotteryGameSeed, language: string) {
    const catalogued = store.games.findByCode(game.gameCode);
    const current = lottery.current(game);
    return {
      gameCode: game.gameCode,
      gameName: language === 'CN' ? game.name.CN : game.name.EN,
      gameGroupCode: game.group,
      prizeMode: game.prizeMode,
      vendor: game.vendor,
      nodeId: catalogued?.nodeId ?? null,
      currentIssue: current.issue,
      drawTime: new Date(current.drawAt).toISOString(),
      ...(game.region ? { region: game.region } : {}),
    };
  }

  function drawView(draw: Draw) {
    return {
      issue: draw.issue,
      numbers: draw.numbers,
      drawTime: new Date(draw.drawAt).toISOString(),
    };
  }

  function byPrizeMode(req: Request, res: Response): LotteryGameSeed[] | null {
    const q = prizeModeQuery.safeParse(req.query);
    if (!q.success) {
      refuse(res, 400, 'request_param_err');
      return null;
    }
    const mode = (q.data.prizeMode ?? '').toUpperCase();
    return lottery.games.filter((g) => !mode || g.prizeMode === mode);
  }

  function keyed(games: LotteryGameSeed[], language: string) {
    return Object.fromEntries(games.map((g) => [g.gameCode, menuEntry(g, language)]));
  }

  // Site `login.game` and library `gameMenu`: the lottery menu, filtered by prize mode.
  router.get('/lgw/games/game_menus', (req, res) => {
    const games = byPrizeMode(req, res);
    if (games)
      res.json(
        keyed(
          games.filter((g) => g.vendor !== 'TCG_LOTTO_VN'),
          languageOf(req),
        ),
      );
  });

  // Library `game`: every lottery game with its open issue.
  router.get('/lgw/games', (req, res) => {
    res.json(keyed([...lottery.games], languageOf(req)));
  });

  // The library's `popular` (the site reads Vietnamese results instead): lotteries by how
  // many rounds members have really played on them, most played first.
  router.get('/lgw/games/popular', (req, res) => {
    const plays = new Map<string, number>();
    for (const bet of store.bets.all()) plays.set(bet.gameCode, (plays.get(bet.gameCode) ?? 0) + 1);
    const ranked = [...lottery.games]
      .filter((g) => (plays.get(g.gameCode) ?? 0) > 0)
      .sort((a, b) => (plays.get(b.gameCode) ?? 0) - (plays.get(a.gameCode) ?? 0));
    res.json(keyed(ranked, languageOf(req)));
  });

  // Site `vnlottMenus` and `lotteryGameMenus`: Vietnamese games grouped by region.
  router.get('/lgw/vn/games/game_menu', (req, res) => {
    const language = languageOf(req);
    const vn = lottery.games.filter((g) => g.vendor === 'TCG_LOTTO_VN');
    const regions = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
    res.json({
      gameMenus: regions.map((region) => ({
        region,
        games: vn.filter((g) => g.region === region).map((g) => menuEntry(g, language)),
      })),
    });
  });

  function recentLottery(vietnamese: boolean) {
    return (req: Request, res: Response) => {
      const language = languageOf(req);
      const recent = store.recents
        .list(signedInMember(res).id)
        .map((r) => ({ game: store.games.find(r.nodeId), launchedAt: r.launchedAt }))
        .map((r) => ({ ...r, lottery: r.game ? lottery.find(r.game.gameCode) : undefined }))
        .filter((r) => r.lottery && (r.lottery.vendor === 'TCG_LOTTO_VN') === vietnamese)
        .map((r) => ({
          ...menuEntry(r.lottery as LotteryGameSeed, language),
          launchedAt: r.launchedAt,
        }));
      res.json({ recent });
    };
  }
  router.get('/lgw/vn/games/game_menu/recent', signedIn, recentLottery(true));
  router.get('/lgw/games/game_menus/recent', signedIn, recentLottery(false));

  // Site `popular` and `vnNumero`, library `vnLotteryList`: latest result of each VN game.
  router.get('/lgw/vn/numeros/opened/game', (req, res) => {
    const language = languageOf(req);
    const wanted = typeof req.query.gameCode === 'string' ? req.query.gameCode : '';
    const vn = lottery.games.filter(
      (g) => g.vendor === 'TCG_LOTTO_VN' && (!wanted || g.gameCode === wanted),
    );
    res.json(
      Object.fromEntries(
        vn.map((g) => {
          const last = lottery.opened(g, 1)[0];
          return [
            g.gameCode,
            {
              gameCode: g.gameCode,
              gameName: language === 'CN' ? g.name.CN : g.name.EN,
              ...(last ? drawView(last) : { issue: '', numbers: [], drawTime: null }),
            },
          ];
        }),
      ),
    );
  });

  const opened = (req: Request, res: Response) => {
    const q = openedQuery.safeParse(req.query);
    if (!q.success) return refuse(res, 400, 'request_param_err');
    const game = lottery.find(q.data.gameCode);
    if (!game) return refuse(res, 404, 'game_not_found');
    res.json({ gameCode: game.gameCode, list: lottery.opened(game, q.data.count).map(drawView) });
  };
  router.get('/lotto/lgw/games/opened/numero', signedIn, opened);
  router.get('/lgw/games/opened/numero', signedIn, opened);

  function drawInfo(game: LotteryGameSeed) {
    const current = lottery.current(game);
    const last = lottery.opened(game, 1)[0];
    return {
      gameCode: game.gameCode,
      issue: current.issue,
      drawTime: new Date(current.drawAt).toISOString(),
      closeTime: new Date(current.drawAt - CLOSE_BEFORE_DRAW_MS).toISOString(),
      lastIssue: last?.issue ?? '',
      lastNumbers: last?.numbers ?? [],
    };
  }

  // Lottery artwork, one folder per kind (spec §3: 11X5, LF, LHC, PK10, SSC); the menus carry
  // no icon, so the site asks for <folder>/<gameCode>. Regional kinds have no folder.
  router.get('/lgw/images/lottery/:folder/:file', (req, res) => {
    const game = lottery.find(req.params.file.replace(/\.svg$/, ''));
    if (!game || game.group !== req.params.folder || !ART_FOLDERS.has(game.group)) {
      return refuse(res, 404, 'request_not_found');
    }
    sendSvg(
      res,
      gameArt({
        key: `lottery/${game.gameCode}`,
        title: game.name.EN,
        vendor: game.group,
        category: 'LOTT',
        width: 240,
        height: 240,
      }),
    );
  });

  router.get('/lgw/draw', (req, res) => {
    const wanted = typeof req.query.gameCode === 'string' ? req.query.gameCode : '';
    if (wanted) {
      const game = lottery.find(wanted);
      if (!game) return refuse(res, 404, 'game_not_found');
      res.json(drawInfo(game));
      return;
    }
    res.json(Object.fromEntries(lottery.games.map((g) => [g.gameCode, drawInfo(g)])));
  });

  router.get('/lgw/draw/code/:code', (req, res) => {
    const game = lottery.find(req.params.code);
    if (!game) return refuse(res, 404, 'game_not_found');
    res.json(drawInfo(game));
  });

  router.get('/lgw/numeros/near', (req, res) => {
    const q = gameCodeQuery.safeParse(req.query);
    if (!q.success) return refuse(res, 400, 'request_param_err');
    const game = lottery.find(q.data.gameCode);
    if (!game) return refuse(res, 404, 'game_not_found');
    const current = lottery.current(game);
    const previous = lottery.opened(game, 1)[0];
    const next = lottery.draw(game, current.index + 1);
    res.json({
      gameCode: game.gameCode,
      previous: previous ? drawView(previous) : null,
      current: { issue: current.issue, drawTime: new Date(current.drawAt).toISOString() },
      next: { issue: next.issue, drawTime: new Date(next.drawAt).toISOString() },
    });
  });

  return router;
}
