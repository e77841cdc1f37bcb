import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { MemberType } from '../state/accounts.js';
import { settleRound } from '../state/settleRound.js';
import { DEMO_STAKES, hashSeed, type DemoSession } from '../state/demoGame.js';
import type { GameRecord } from '../state/games.js';
import { blockRefusal } from '../state/limits.js';
import type { MockStore } from '../state/store.js';
import { toMajor, toMinor, WalletRefusal } from '../state/wallet.js';
import { SLOT_SCRIPT, SLOT_STYLES } from './demoGameAssets.js';

export const DEMO_BASE = '/wps/standin/demo';

/** Launch parameters of the vendor launch, the lottery lobby launch and the trial launch. */
const launchQuery = z.object({
  nodeId: z.coerce.number().int().positive().optional(),
  gameCode: z.string().optional(),
  lottoGameCode: z.string().optional(),
});
const spinBody = z.object({
  ticket: z.string().min(1),
  stake: z.unknown().transform((v) => toMinor(v)),
  clientSeed: z.string().trim().min(1).max(64).optional(),
});

/** The page itself allows nothing inline: its script and styles are separate files. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo slot</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DEMO_BASE}/slot.css">
<script src="${DEMO_BASE}/slot.js" defer></script>
</head>
<body>
<main>
<h1 id="game">Demo slot</h1>
<p id="mode"></p>
<p>Balance: <strong id="balance">-</strong></p>
<div id="reels" aria-live="polite"><span>?</span><span>?</span><span>?</span></div>
<div class="row"><label for="stake">Stake</label><select id="stake"></select>
<button id="spin" type="button" disabled>Spin</button></div>
<p id="message" role="status"></p>
<h2>Provably fair</h2>
<p>Hash of the next server seed (SHA-256): <code id="hash"></code></p>
<div class="row"><label for="client-seed">Your client seed</label><input id="client-seed" maxlength="64"></div>
<p>Each round is HMAC-SHA256(server seed, "client seed:round"). The seed is revealed after the round and a new one is committed.</p>
<ol id="history"></ol>
</main>
</body>
</html>
`;

/**
 * Game launch and the demo slot it opens. A real launch needs a signed-in member who is
 * neither self-excluded nor a trial account; each round debits the stake and credits the win
 * through the wallet ledger, records the bet, feeds the jackpot and earns points. Trials play
 * with play money held in the demo session only.
 */
export function demoGameRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  function findGame(req: Request, res: Response): GameRecord | null {
    const q = launchQuery.safeParse(req.query);
    if (!q.success) {
      res.json(fail('request_param_err'));
      return null;
    }
    const { nodeId, lottoGameCode, gameCode } = q.data;
    const code = lottoGameCode ?? gameCode;
    const game = nodeId
      ? store.games.find(nodeId)
      : code
        ? store.games.findByCode(code)
        : undefined;
    if (!game) {
      res.json(fail('game_not_found'));
      return null;
    }
    return game;
  }

  function launched(res: Response, session: DemoSession, game: GameRecord) {
    res.json(
      ok({
        url: `${DEMO_BASE}/slot?ticket=${encodeURIComponent(session.ticket)}`,
        gameCode: game.gameCode,
        mode: session.mode,
      }),
    );
  }

  // Site `launchGame` (pvp) and `lottLabby` (lottery lobby) share this path.
  router.get('/wps/game/launchGame', signedIn, (req, res) => {
    const member = signedInMember(res);
    const block = store.limits.blockOf(member);
    if (block) {
      const refusal = blockRefusal(block);
      return void res.json(fail(refusal.key, refusal.value));
    }
    if (member.type === MemberType.Trial) return void res.json(fail('in_need_true_account'));
    const game = findGame(req, res);
    if (!game) return;
    const session = store.demoGame.open({ memberId: member.id, nodeId: game.nodeId, mode: 'real' });
    store.recents.record(member.id, game.nodeId, store.now());
    launched(res, session, game);
  });

  const trial = (req: Request, res: Response) => {
    const game = findGame(req, res);
    if (!game) return;
    if (!game.trialOffered && !game.freeplay) return void res.json(fail('trial_not_supported'));
    launched(res, store.demoGame.open({ memberId: null, nodeId: game.nodeId, mode: 'fun' }), game);
  };
  router.get('/wps/relay/GCS_gameTrialLaunch', trial);
  router.get('/wps/relay/GCS_gameLaunchFB', trial);

  router.get(`${DEMO_BASE}/slot`, (_req, res) => {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(PAGE);
  });
  router.get(`${DEMO_BASE}/slot.js`, (_req, res) => {
    res.type('application/javascript').send(SLOT_SCRIPT);
  });
  router.get(`${DEMO_BASE}/slot.css`, (_req, res) => {
    res.type('text/css').send(SLOT_STYLES);
  });

  function balanceOf(session: DemoSession): number {
    return session.memberId ? store.wallet.balanceMinor(session.memberId) : session.funBalance;
  }

  function stateView(session: DemoSession) {
    const game = store.games.find(session.nodeId);
    return {
      gameName: game?.names.EN ?? '',
      mode: session.mode,
      balance: toMajor(balanceOf(session)),
      serverSeedHash: hashSeed(session.serverSeed),
      clientSeed: session.clientSeed,
      nonce: session.nonce,
      stakes: DEMO_STAKES.map(toMajor),
    };
  }

  router.get(`${DEMO_BASE}/api/state`, (req, res) => {
    const session = store.demoGame.get(String(req.query.ticket ?? ''));
    if (!session) return void res.json(fail('game_session_expired'));
    res.json(ok(stateView(session)));
  });

  router.post(`${DEMO_BASE}/api/spin`, (req, res) => {
    const parsed = spinBody.safeParse(req.body ?? {});
    if (!parsed.success) return void res.json(fail('request_param_err'));
    const { ticket, stake, clientSeed } = parsed.data;
    const session = store.demoGame.get(ticket);
    if (!session) return void res.json(fail('game_session_expired'));
    const game = store.games.find(session.nodeId);
    if (!game) return void res.json(fail('game_not_found'));
    if (stake === null || !(DEMO_STAKES as readonly number[]).includes(stake)) {
      return void res.json(fail('stake_invalid'));
    }
    const member = session.memberId ? store.accounts.byId(session.memberId) : undefined;
    if (session.mode === 'real') {
      // Exclusion can start mid-session; it stops play at once.
      if (!member) return void res.json(fail('account_self_excluded'));
      const block = store.limits.blockOf(member);
      if (block) {
        const refusal = blockRefusal(block);
        return void res.json(fail(refusal.key, refusal.value));
      }
    }
    if (balanceOf(session) < stake) return void res.json(fail('insufficient_balance'));

    const round = store.demoGame.playRound(session, clientSeed);
    const win = stake * round.outcome.multiplier;
    let jackpotWin = 0;
    if (member) {
      const reference = `demo:${session.ticket}:${round.nonce}`;
      try {
        settleRound(store, { member, game, stake, win, reference });
      } catch (error) {
        if (error instanceof WalletRefusal) return void res.json(fail(error.reason));
        throw error;
      }
      if (round.outcome.jackpot) {
        const award = store.jackpot.award(member.id, member.account, store.now());
        jackpotWin = award.amount;
        store.wallet.post({
          memberId: member.id,
          deltaMinor: award.amount,
          kind: 'jackpot',
          reference: `${reference}:jackpot`,
          note: game.gameCode,
        });
      }
    } else {
      session.funBalance += win - stake;
    }

    res.json(
      ok({
        reels: round.outcome.reels,
        multiplier: round.outcome.multiplier,
        stake: toMajor(stake),
        win: toMajor(win),
        jackpotWin: toMajor(jackpotWin),
        round: {
          serverSeed: round.serverSeed,
          serverSeedHash: round.serverSeedHash,
          clientSeed: round.clientSeed,
          nonce: round.nonce,
        },
        state: stateView(session),
      }),
    );
  });

  return router;
}
