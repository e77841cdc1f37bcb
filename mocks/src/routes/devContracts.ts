import { randomUUID } from 'node:crypto';
import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import { CONTRACT_TEAM_PASSWORD, playRound, seedContractTeam } from '../state/contractScenario.js';
import type { MockStore } from '../state/store.js';
import { WalletRefusal } from '../state/wallet.js';

const playBody = z.object({
  account: z.string().min(1),
  stake: z.number().positive().max(1_000_000),
  win: z.number().min(0).max(1_000_000).default(0),
});

/**
 * Agent contracts for journeys and local runs (MOCKS_DEV=1 only): a three-level team under
 * agent1, and a round of play by one of its members (settling: `devMemberCentre.ts`).
 */
export function devContractRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev/contracts', json());

  router.post('/__dev/contracts/team', (_req, res) => {
    const { subagent, teamPlayer } = seedContractTeam(store);
    res.json(
      ok({
        accounts: [subagent.account, teamPlayer.account],
        password: CONTRACT_TEAM_PASSWORD,
      }),
    );
  });

  router.post('/__dev/contracts/play', (req, res) => {
    const parsed = playBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const member = store.accounts.byAccount(parsed.data.account);
    if (!member) return void res.status(404).json(fail('member_not_found'));
    try {
      playRound(
        store,
        member,
        Math.round(parsed.data.stake * 100),
        Math.round(parsed.data.win * 100),
        `dev:play:${randomUUID()}`,
      );
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error;
      return void res.status(409).json(fail(error.reason));
    }
    res.json(ok({ balance: store.wallet.balanceMinor(member.id) / 100 }));
  });

  return router;
}
