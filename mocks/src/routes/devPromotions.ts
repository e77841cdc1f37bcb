import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import { Promotions } from '../state/promotions.js';
import { Refusal } from '../state/refusal.js';
import { DAY_MS } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { amountField } from './ours.js';

const decideBody = z.object({
  account: z.string().min(1),
  promotionId: z.number().int().positive(),
  decision: z.enum(['process', 'approve', 'reject']),
  reason: z.string().max(140).default(''),
});
const rainBody = z.object({
  title: z.string().min(1).max(100).default('Lucky money rain'),
  amount: amountField,
  minDeposit: amountField.optional(),
  /** How far back deposits count towards `minDeposit`. */
  depositWindowDays: z.number().int().min(1).max(90).default(30),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
});
const contentBody = z.object({
  promotionId: z.number().int().positive(),
  content: z.string().max(20_000),
});

/**
 * The operator's side of promotions, for local runs and tests (MOCKS_DEV=1 only): the
 * applications waiting, their review (in progress, approve, reject with a reason), a
 * red-envelope rain started now, and a promotion's rules text as the operator would type it
 * (any markup, hostile included).
 */
export function devPromotionsRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev/promotions', json());
  const promotions = new Promotions({
    now: store.now,
    announcements: store.announcements,
    rewards: store.rewards,
    push: store.notify,
  });

  router.get('/__dev/promotions/applications', (_req, res) => {
    const waiting = store.accounts.all().flatMap((m) =>
      store.announcements
        .claimsOf(m.id)
        .filter((c) => c.status === 'PENDING' || c.status === 'PROCESSING')
        .map((c) => ({ account: m.account, promotionId: c.promotionId, remark: c.remark })),
    );
    res.json(ok(waiting));
  });

  router.post('/__dev/promotions/decide', (req, res) => {
    const parsed = decideBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const { account, promotionId, decision, reason } = parsed.data;
    const member = store.accounts.byAccount(account);
    if (!member) return void res.status(404).json(fail('account_not_found'));
    try {
      const claim = promotions.decide(member, promotionId, decision, reason);
      res.json(ok({ promotionId, status: claim.status }));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.status(409).json(fail(error.key));
    }
  });

  /**
   * A red-envelope rain the operator starts now: it joins the red-envelope list and every
   * signed-in member is pushed `RAFFLE` with its id.
   */
  router.post('/__dev/promotions/red-envelope-rain', (req, res) => {
    const parsed = rainBody.safeParse(req.body ?? {});
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const { title, amount, minDeposit, depositWindowDays, minutes } = parsed.data;
    const envelope = store.rewards.startRain({
      title,
      amountMinor: amount,
      minDepositMinor: minDeposit ?? 0,
      depositWindowMs: depositWindowDays * DAY_MS,
      durationMs: minutes * 60_000,
    });
    res.json(ok({ raffleId: envelope.id }));
  });

  router.post('/__dev/promotions/content', (req, res) => {
    const parsed = contentBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const promotion = store.announcements.promotions.find((p) => p.id === parsed.data.promotionId);
    if (!promotion) return void res.status(404).json(fail('promotion_not_found'));
    promotion.content = { EN: parsed.data.content, CN: parsed.data.content };
    res.json(ok({ promotionId: promotion.id }));
  });

  return router;
}
