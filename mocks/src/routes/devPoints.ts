import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';
import { payRankSalary, RankSalaryRefusal, reviewDueRanks } from '../state/vipClub.js';
import { monthAt } from '../state/vipReview.js';
import { toMajor, WalletRefusal } from '../state/wallet.js';

const reviewBody = z.object({
  decision: z.enum(['approve', 'reject']),
  remark: z.string().trim().max(140).default(''),
});

/**
 * The operator's side of the points mall, for local runs and tests (MOCKS_DEV=1 only): the
 * exchanges waiting for review, and the decision on one (a rejection gives the points back);
 * the VIP rank salary the operator pays each month; and the month-end review of the ranks.
 */
export function devPointsRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev/points', json());

  router.get('/__dev/points/exchanges', (_req, res) => {
    res.json(
      ok(
        store.points.applying().map((r) => ({
          transactionNo: r.id,
          memberId: r.memberId,
          productName: r.productName,
          quantity: r.quantity,
          points: r.points,
        })),
      ),
    );
  });

  router.post('/__dev/points/exchanges/:id/review', (req, res) => {
    const parsed = reviewBody.safeParse(req.body ?? {});
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const outcome = store.points.review(
      req.params.id,
      parsed.data.decision === 'approve',
      parsed.data.remark,
    );
    if (typeof outcome === 'string') return void res.status(409).json(fail(outcome));
    res.json(ok({ transactionNo: outcome.id, status: outcome.status }));
  });

  /** Pays this month's VIP rank salary to a member who kept their rank (once a month). */
  router.use('/__dev/vip', json());
  router.post('/__dev/vip/salary', (req, res) => {
    const parsed = z.object({ account: z.string().min(1) }).safeParse(req.body ?? {});
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const member = store.accounts.byAccount(parsed.data.account);
    if (!member) return void res.status(404).json(fail('account_not_found'));
    try {
      res.json(ok({ amount: toMajor(payRankSalary(store, member)) }));
    } catch (error) {
      if (error instanceof RankSalaryRefusal) return void res.status(409).json(fail(error.key));
      if (error instanceof WalletRefusal) return void res.status(409).json(fail(error.reason));
      throw error;
    }
  });

  /**
   * Moves the stand-in's clock to the start of next month (signed-in members stay signed in)
   * and runs the month-end review: who kept their rank, who moved down.
   */
  router.post('/__dev/vip/review', (_req, res) => {
    const jump = monthAt(store.now()).end - store.now();
    store.sessions.carryAcross(jump);
    store.clockOffsetMs += jump;
    res.json(
      ok({
        reviews: reviewDueRanks(store).map(({ turnoverMinor, expectedMinor, ...review }) => ({
          ...review,
          turnover: toMajor(turnoverMinor),
          expected: toMajor(expectedMinor),
        })),
      }),
    );
  });

  return router;
}
