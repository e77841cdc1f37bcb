import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { money } from './ours.js';

const prepareBody = z.object({
  account: z.string().min(1),
  loginPassword: z.string().min(1),
  paymentPassword: z.string().regex(/^\d{6}$/),
});
const rejectBody = z.object({ reason: z.string().min(1).max(140).default('rejected by operator') });
const settingsBody = z.object({
  autoReceiveMinutes: z.number().int().min(1).optional(),
  mobileVerificationType: z.enum(['EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT', 'NONE']).optional(),
  dailyMaxCount: z.number().int().min(0).optional(),
  withdrawDateFrom: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  withdrawDateTo: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
});

/**
 * The operator's side of withdrawals, for local runs and tests (MOCKS_DEV=1 only): what waits
 * for review, approve (the member is then asked to confirm receipt), reject (the held amount
 * goes back), and the settings a journey needs to change.
 */
export function devWithdrawRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev/withdraw', json());
  router.use('/__dev/withdrawals', json());

  function run(res: Parameters<Parameters<Router['post']>[1]>[1], action: () => unknown) {
    try {
      res.json(ok(action()));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.status(409).json(fail(error.key));
    }
  }

  /** A member ready to withdraw: a bank card bound and a payment password set. */
  router.post('/__dev/withdraw/prepare', (req, res) => {
    const parsed = prepareBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const member = store.accounts.byAccount(parsed.data.account);
    if (!member) return void res.status(404).json(fail('account_not_found'));
    run(res, () => {
      const card = store.bankCards.bind(member, {
        type: 'BC',
        code: 'KBANK',
        accountNo: '1234567890123',
      });
      store.paymentPasswords.set(member, {
        loginPassword: parsed.data.loginPassword,
        paymentPassword: parsed.data.paymentPassword,
      });
      return { bankCardId: card.id };
    });
  });

  router.get('/__dev/withdrawals', (_req, res) => {
    res.json(
      ok(
        store.withdraw.pending().map((w) => ({
          withdrawalId: w.id,
          memberId: w.memberId,
          amount: money(w.amountMinor),
        })),
      ),
    );
  });

  router.post('/__dev/withdraw/settings', (req, res) => {
    const parsed = settingsBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    for (const [key, value] of Object.entries(parsed.data)) {
      if (value !== undefined) Object.assign(store.withdraw.settings, { [key]: value });
    }
    res.json(ok(store.withdraw.settings));
  });

  router.post('/__dev/withdrawals/:id/approve', (req, res) => {
    run(res, () => store.withdraw.approve(req.params.id).status);
  });

  router.post('/__dev/withdrawals/:id/reject', (req, res) => {
    const parsed = rejectBody.safeParse(req.body ?? {});
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    run(res, () => store.withdraw.reject(req.params.id, parsed.data.reason).status);
  });

  return router;
}
