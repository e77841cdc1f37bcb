import { Router } from 'express';
import { requireToken, signedInMember } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';
import { toMajor } from '../state/wallet.js';

/** The site's currency; the platform reports the symbol with the balance. */
export const CURRENCY_SYMBOL = '฿';

export function walletRoutes(store: MockStore): Router {
  const router = Router();

  router.get('/wps/v2/wallets/balance', requireToken(store), (_req, res) => {
    const member = signedInMember(res);
    res.json(
      ok({
        balance: toMajor(store.wallet.balanceMinor(member.id)),
        currencySymbol: CURRENCY_SYMBOL,
      }),
    );
  });

  return router;
}
