import { Router, json } from 'express';
import { cashierOrigin, cashierUrl } from '../cashier/cashierRoutes.js';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import { CONTRACT_TYPES, currentPeriod } from '../state/contracts.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { money } from './ours.js';

const settleDepositBody = z.object({
  outcome: z.enum(['ARRIVED', 'FAILED']),
  /** The provider's reason for a failure, which the member is told (`DEPOSIT` `message`). */
  reason: z.string().min(1).max(200).optional(),
});
const settingsBody = z.object({
  depositAutoArriveSeconds: z.number().int().min(0).nullable().optional(),
  depositOrderExpirySeconds: z.number().int().min(1).optional(),
});
const settleContractsBody = z.object({
  type: z.enum(CONTRACT_TYPES),
  // Without a period: the one now running, closed by moving the stand-in's clock to its end.
  periodStart: z.iso.datetime({ offset: true }).optional(),
  periodEnd: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The operator's side of the member centre, for local runs and tests (MOCKS_DEV=1 only): the
 * payment provider's answer to a deposit, contract settlement (withdrawals: `devWithdraw.ts`).
 */
export function devMemberCentreRoutes(
  store: MockStore,
  options: { cashierUrl?: string | undefined } = {},
): Router {
  const router = Router();
  router.use('/__dev', json());

  function run(res: Parameters<Parameters<Router['post']>[1]>[1], action: () => unknown) {
    try {
      res.json(ok(action()));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.status(409).json(fail(error.key));
    }
  }

  const fundsSettings = () => ({
    depositAutoArriveSeconds: store.deposits.settings.autoArriveSeconds,
    depositOrderExpirySeconds: store.deposits.settings.orderExpirySeconds,
  });

  router.get('/__dev/funds', (req, res) => {
    const origin = cashierOrigin(req, options.cashierUrl);
    res.json(
      ok({
        deposits: store.deposits.pending().map((d) => ({
          depositId: d.id,
          memberId: d.memberId,
          amount: money(d.amountMinor),
          reference: d.reference,
          // The provider's page for the order, where an operator can pay as the payer would.
          cashierUrl: cashierUrl(origin, d),
        })),
        settings: fundsSettings(),
      }),
    );
  });

  router.post('/__dev/funds/settings', (req, res) => {
    const parsed = settingsBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const { depositAutoArriveSeconds, depositOrderExpirySeconds } = parsed.data;
    if (depositAutoArriveSeconds !== undefined) {
      store.deposits.settings.autoArriveSeconds = depositAutoArriveSeconds;
    }
    if (depositOrderExpirySeconds !== undefined) {
      store.deposits.settings.orderExpirySeconds = depositOrderExpirySeconds;
    }
    res.json(ok(fundsSettings()));
  });

  /** The order runs out of time now, as it would unpaid at its expiry. */
  router.post('/__dev/deposits/:id/expire', (req, res) => {
    run(res, () => store.deposits.expire(req.params.id).state);
  });

  router.post('/__dev/deposits/:id/settle', (req, res) => {
    const parsed = settleDepositBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const { outcome, reason } = parsed.data;
    run(res, () => store.deposits.settle(req.params.id, outcome, reason).state);
  });

  router.post('/__dev/contracts/settle', (req, res) => {
    const parsed = settleContractsBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const { type, periodStart, periodEnd } = parsed.data;
    if ((periodStart === undefined) !== (periodEnd === undefined)) {
      return void res.status(400).json(fail('request_param_err'));
    }
    let period = periodStart &&
      periodEnd && { from: Date.parse(periodStart), to: Date.parse(periodEnd) };
    if (!period) {
      period = currentPeriod(type, store.now());
      const jump = period.to - store.now();
      store.sessions.carryAcross(jump);
      store.clockOffsetMs += jump;
    }
    const settled = period;
    run(res, () => ({
      periodStart: new Date(settled.from).toISOString(),
      periodEnd: new Date(settled.to).toISOString(),
      records: store.contracts
        .settle(type, settled)
        .map((r) => ({ contractId: r.contractId, status: r.status, amount: money(r.amountMinor) })),
    }));
  });

  return router;
}
