import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail } from '../http/envelope.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { answer, readInput } from './ours.js';
import { mobileOf, refuseTrial } from './withdraw.js';

const setBody = z.object({
  password: z.string().min(1),
  paymentPassword: z.string().min(1),
  confirmPaymentPassword: z.string().min(1),
});
const changeBody = z.object({
  oldPassword: z.string().min(1),
  newPassword: z.string().min(1),
  confirmNewPassword: z.string().min(1),
});
const resetBody = z.object({
  verificationCode: z.string().trim().min(1).max(12),
  newPassword: z.string().min(1),
  confirmNewPassword: z.string().min(1),
});

function sameOrRefuse(a: string, b: string): void {
  if (a !== b) throw new Refusal('confirm_password_mismatch');
}

/** The payment password: whether one is set, set it, change it, reset it with an SMS code. */
export function paymentPasswordRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const passwords = store.paymentPasswords;

  router.get('/wps/member/hasWithdrawalPassword', signedIn, refuseTrial, (_req, res) => {
    answer(res, () => passwords.has(signedInMember(res).id));
  });

  router.put(
    '/wps/member/paymentPassword',
    signedIn,
    refuseTrial,
    requireEncrypted(),
    (req, res) => {
      const input = readInput(setBody, req, res);
      if (!input) return;
      answer(res, () => {
        sameOrRefuse(input.paymentPassword, input.confirmPaymentPassword);
        passwords.set(signedInMember(res), {
          loginPassword: input.password,
          paymentPassword: input.paymentPassword,
        });
        return true;
      });
    },
  );

  router.post('/wps/member/paymentPassword', signedIn, refuseTrial, (req, res) => {
    const input = readInput(changeBody, req, res);
    if (!input) return;
    answer(res, () => {
      sameOrRefuse(input.newPassword, input.confirmNewPassword);
      passwords.change(signedInMember(res), input);
      return true;
    });
  });

  router.post('/wps/v2/member/paymentPassword/reset2', signedIn, refuseTrial, (req, res) => {
    const input = readInput(resetBody, req, res);
    if (!input) return;
    const member = signedInMember(res);
    const mobile = mobileOf(member);
    if (!mobile) return void res.json(fail('mobile_not_bound'));
    answer(res, () => {
      sameOrRefuse(input.newPassword, input.confirmNewPassword);
      passwords.assertAcceptable(member, input.newPassword);
      const check = store.codes.check(mobile, 'payment-password-reset', input.verificationCode);
      if (check === 'expired') throw new Refusal('verification_code_expired');
      if (check !== 'ok') throw new Refusal('verification_code_error');
      passwords.reset(member, input.newPassword);
      return true;
    });
  });

  return router;
}
