import { Router, type Request, type Response } from 'express';
import type { DepositRecord } from '../state/deposit.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { cashierPage } from './cashierPage.js';

/** Where the stand-in's payment pages live: outside `/wps`, as a provider's own site is. */
export const CASHIER_PATH = '/cashier';

/**
 * The origin browsers reach the payment pages at: `MOCKS_CASHIER_URL`, else the origin the
 * deposit call came to (the gateway forwards with the stand-in's own host, which a browser on
 * the same machine reaches directly, as it would a provider's site).
 */
export function cashierOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  return `${scheme}://${req.get('host') ?? ''}`;
}

export function cashierUrl(origin: string, deposit: DepositRecord): string {
  return `${origin}${CASHIER_PATH}/${encodeURIComponent(deposit.cashierToken)}`;
}

/** The page forbids everything but its own inline style, its QR picture and its own forms. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

/**
 * The stand-in payment provider's cashier: one page per order (`redirectUrl`), where the payer
 * pays (the platform credits the wallet once and pushes `DEPOSIT`) or fails the order; an order
 * past its time shows as expired and takes nothing. The page's address is its only key.
 */
export function cashierRoutes(store: MockStore): Router {
  const router = Router();

  function render(req: Request, res: Response, deposit: DepositRecord): void {
    const pageUrl = `${req.protocol}://${req.get('host') ?? ''}${req.baseUrl}${req.path}`;
    const refused = typeof req.query.refused === 'string' ? req.query.refused : undefined;
    res
      .status(200)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': PAGE_POLICY,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(cashierPage(deposit, { pageUrl, refused }));
  }

  function notFound(res: Response): void {
    res
      .status(404)
      .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      .send('No such payment order.');
  }

  router.get(`${CASHIER_PATH}/:token`, (req, res) => {
    const deposit = store.deposits.byCashierToken(req.params.token);
    if (!deposit) return notFound(res);
    render(req, res, deposit);
  });

  for (const [action, outcome] of [
    ['pay', 'ARRIVED'],
    ['fail', 'FAILED'],
  ] as const) {
    router.post(`${CASHIER_PATH}/:token/${action}`, (req, res) => {
      const token = req.params.token;
      const deposit = store.deposits.byCashierToken(token);
      if (!deposit) return notFound(res);
      let refused = '';
      try {
        store.deposits.settle(deposit.id, outcome);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refused = `?refused=${encodeURIComponent(error.key)}`;
      }
      // After a post, the page by its address: reloading it never posts the payment again.
      res.redirect(303, `${CASHIER_PATH}/${encodeURIComponent(token)}${refused}`);
    });
  }

  return router;
}
