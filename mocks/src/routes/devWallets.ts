import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';

const modeBody = z.object({ singleWallet: z.boolean() });

/**
 * The merchant's wallet mode, for local runs and tests (MOCKS_DEV=1 only): one wallet for every
 * vendor, or a wallet per vendor (the default). `/__dev/reset` puts the default back.
 */
export function devWalletsRoutes(store: MockStore): Router {
  const router = Router();
  router.post('/__dev/wallets/mode', json(), (req, res) => {
    const parsed = modeBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.walletTransfers.singleWallet = parsed.data.singleWallet;
    res.json(ok({ singleWallet: store.walletTransfers.singleWallet }));
  });
  return router;
}
