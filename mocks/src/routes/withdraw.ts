import { localisedName, requestLanguage } from '../content/index.js';
import express, { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail } from '../http/envelope.js';
import { MemberType, normaliseMobile, type Member } from '../state/accounts.js';
import { decodeProofImages } from '../state/proofImages.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { TooManyRequests, type CodePurpose } from '../state/verificationCodes.js';
import type { WithdrawalRecord, WithdrawalStatus } from '../state/withdraw.js';
import { amountField, answer, iso, money, readInput } from './ours.js';

/**
 * Proof images travel as base64 data URLs in JSON: three images of 5 MB are about 20 MB on the
 * wire, far above the default body limit, so the confirmation call reads its own body.
 */
const PROOF_BODY_LIMIT = '21mb';

const PLAIN_DECIMAL = /^\d+(\.\d{1,2})?$/;
const STATUSES = ['PENDING', 'AWAITING_CONFIRMATION', 'DISPUTED', 'COMPLETED', 'REJECTED'] as const;

/**
 * A wire amount as a plain decimal with at most two places; exponent, hex and binary strings
 * are refused (`Number('1e3')` would take them).
 */
const strictAmount = z
  .unknown()
  .refine((v) => typeof v === 'number' || (typeof v === 'string' && PLAIN_DECIMAL.test(v)), {
    message: 'amount_invalid',
  })
  .pipe(amountField);

const withdrawBody = z.object({
  check: z.literal('v2').optional(),
  amount: strictAmount,
  bankCardId: z.coerce.string().trim().min(1),
  password: z.string().min(1),
  verificationCode: z.string().trim().max(12).optional().default(''),
  requestId: z.string().trim().min(1).max(64),
});
const chargesQuery = z.object({
  withdrawAmount: strictAmount,
  withdrawType: z.enum(['BC', 'EW', 'VW']).default('BC'),
});
const reportQuery = z.object({
  startDateTs: z.coerce.number().int().nonnegative().optional(),
  endDateTs: z.coerce.number().int().positive().optional(),
  start: z.coerce.number().int().min(0).default(0),
  end: z.coerce.number().int().min(1).default(20),
  status: z.enum(STATUSES).optional(),
});
const smsBody = z.object({ type: z.enum(['WITHDRAW', 'PAYMENT_PASSWORD']) });
const confirmationBody = z.object({
  withdrawalId: z.string().optional(),
  action: z.enum(['RECEIVED', 'ALL_RECEIVED', 'NOT_RECEIVED', 'FORCE_RECEIPT']),
  proofImages: z.array(z.string()).optional(),
});

export const SMS_PURPOSE: Record<z.infer<typeof smsBody>['type'], CodePurpose> = {
  WITHDRAW: 'withdrawal',
  PAYMENT_PASSWORD: 'payment-password-reset',
};

export function withdrawalView(w: WithdrawalRecord) {
  return {
    withdrawalId: w.id,
    amount: money(w.amountMinor),
    charges: money(w.chargesMinor),
    actualAmount: money(w.amountMinor - w.chargesMinor),
    withdrawType: w.accountType,
    account: w.accountLabel,
    status: w.status,
    createdAt: iso(w.createdAt),
    approvedAt: iso(w.approvedAt),
    confirmDeadline: iso(w.confirmDeadline),
    completedAt: iso(w.completedAt),
    receipt: w.receipt,
    proofCount: w.proofs.length,
    rejectReason: w.rejectReason,
  };
}

/** The member's own mobile, where withdrawal and payment-password codes go. */
export function mobileOf(member: Member): string {
  return member.mobile ? normaliseMobile(member.mobile) : '';
}

/** Every money call refuses trial accounts (`in_need_true_account`). */
export const refuseTrial: express.RequestHandler = (_req, res, next) => {
  if (signedInMember(res).type === MemberType.Trial) {
    res.json(fail('in_need_true_account'));
    return;
  }
  next();
};

/** The withdraw screen: settings, methods, charges, turnover, the request and its records. */
export function withdrawRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const withdraw = store.withdraw;

  router.get('/wps/relay/MCSFE_getWithdrawSettings', signedIn, refuseTrial, (req, res) => {
    const member = signedInMember(res);
    const s = withdraw.settings;
    const remaining = withdraw.remainingToday(member.id);
    answer(res, () => ({
      minimumAmount: money(s.minMinor),
      maximumAmount: money(s.maxMinor),
      eWalletMinAmount: money(s.eWalletMinMinor),
      eWalletMaxAmount: money(s.eWalletMaxMinor),
      dailyWithdrawMaxCount: s.dailyMaxCount,
      remainingWithdrawCount: remaining.count,
      dailyWithdrawMaxAmount: money(s.dailyMaxMinor),
      remainingWithdrawAmount: money(remaining.amountMinor),
      remainingEWalletWithdrawAmount: money(remaining.amountMinor),
      mobileVerificationType: s.mobileVerificationType === 'NONE' ? null : s.mobileVerificationType,
      mobileVerificationWithdrawAmount: money(s.mobileVerificationWithdrawAmountMinor),
      c2cEnabled: s.c2cEnabled,
      withdrawPenaltyCharge: s.withdrawPenaltyCharge,
      withdrawDateFrom: s.withdrawDateFrom,
      withdrawDateTo: s.withdrawDateTo,
      withdrawOpen: withdraw.isWithinWindow(),
      fixedAmountFlag: s.fixedAmountFlag,
      fixedWithdrawAmounts: s.fixedWithdrawAmountsMinor.map(money),
      precautionNote: localisedName(
        'withdraw.precautionNote',
        s.precautionNote,
        requestLanguage(req),
      ),
      autoReceiveMinutes: s.autoReceiveMinutes,
      availBalance: money(store.wallet.balanceMinor(member.id)),
    }));
  });

  router.get('/wps/relay/MCSFE_getWithdrawMethods', signedIn, refuseTrial, (_req, res) => {
    const s = withdraw.settings;
    answer(res, () => ({
      list: [
        {
          withdrawType: 'BC',
          minAmount: money(s.minMinor),
          maxAmount: money(s.maxMinor),
          chargePercent: s.handlingChargePercent.BC,
        },
        {
          withdrawType: 'EW',
          minAmount: money(s.eWalletMinMinor),
          maxAmount: money(s.eWalletMaxMinor),
          chargePercent: s.handlingChargePercent.EW,
        },
      ],
    }));
  });

  router.get('/wps/relay/MCSFE_getCalculatedWithdrawCharges', signedIn, refuseTrial, (req, res) => {
    const input = readInput(chargesQuery, req, res);
    if (!input) return;
    if (input.withdrawType === 'VW') return void res.json(fail('withdraw_type_unavailable'));
    const c = withdraw.charges(signedInMember(res).id, input.withdrawAmount, input.withdrawType);
    answer(res, () => ({
      withdrawAmount: money(input.withdrawAmount),
      handlingCharge: money(c.handlingMinor),
      penaltyCharge: money(c.penaltyMinor),
      totalCharges: money(c.totalMinor),
      actualAmount: money(c.actualMinor),
    }));
  });

  router.get('/wps/relay/MCSFE_getTurnoverInfo', signedIn, refuseTrial, (_req, res) => {
    const t = withdraw.turnover(signedInMember(res).id);
    answer(res, () => ({
      requiredTurnover: money(t.requiredMinor),
      achievedTurnover: money(t.achievedMinor),
      remainingTurnover: money(t.remainingMinor),
      withdrawPenaltyCharge: withdraw.settings.withdrawPenaltyCharge,
    }));
  });

  router.post(
    '/wps/v2/transaction/withdraw',
    signedIn,
    refuseTrial,
    requireEncrypted(),
    (req, res) => {
      const input = readInput(withdrawBody, req, res);
      if (!input) return;
      const member = signedInMember(res);
      answer(res, () => {
        const w = withdraw.request(
          member,
          {
            amountMinor: input.amount,
            bankCardId: input.bankCardId,
            password: input.password,
            verificationCode: input.verificationCode,
            requestId: input.requestId,
          },
          () => store.codes.check(mobileOf(member), 'withdrawal', input.verificationCode) === 'ok',
        );
        return { ...withdrawalView(w), balance: money(store.wallet.balanceMinor(member.id)) };
      });
    },
  );

  router.get('/wps/relay/MCSFE_getWithdrawTransactionReport', signedIn, refuseTrial, (req, res) => {
    const input = readInput(reportQuery, req, res);
    if (!input) return;
    const rows = withdraw.of(signedInMember(res).id, {
      from: input.startDateTs,
      to: input.endDateTs,
      status: input.status as WithdrawalStatus | undefined,
    });
    answer(res, () => ({
      records: rows.slice(input.start, Math.max(input.start, input.end)).map(withdrawalView),
      total: rows.length,
    }));
  });

  router.get('/wps/relay/MCSFE_getPaymentConfirmationList', signedIn, refuseTrial, (_req, res) => {
    answer(res, () => ({
      list: withdraw.confirmationsOf(signedInMember(res).id).map(withdrawalView),
      autoReceiveMinutes: withdraw.settings.autoReceiveMinutes,
    }));
  });

  /** A code to the member's own (verified) mobile: for a withdrawal or a payment-password reset. */
  router.post('/wps/v2/verification/sms/send-verified', signedIn, refuseTrial, (req, res) => {
    const input = readInput(smsBody, req, res);
    if (!input) return;
    const mobile = mobileOf(signedInMember(res));
    if (!mobile) return void res.json(fail('mobile_not_bound'));
    try {
      const sent = store.codes.issue(mobile, SMS_PURPOSE[input.type]);
      answer(res, () => ({ ...sent, mobile: `***${mobile.slice(-3)}` }));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      res.json(fail('too_many_requests'));
    }
  });

  return router;
}

/**
 * The receipt-confirmation answer, which may carry three 5 MB proof images. Mounted before the
 * stand-in's shared body reader (256 kB limit) so it reads its own larger body; the gateway gives
 * this path its upload body limit (`UPLOAD_BODY_LIMIT_BYTES`).
 */
export function withdrawUploadRoutes(store: MockStore): Router {
  const router = Router();
  router.post(
    '/wps/relay/MCSFE_processC2CTransaction',
    express.json({ limit: PROOF_BODY_LIMIT }),
    requireToken(store),
    refuseTrial,
    async (req, res) => {
      const input = readInput(confirmationBody, req, res);
      if (!input) return;
      // Decoded before anything is stored, as a platform must (the bytes' first look is not enough).
      try {
        await decodeProofImages(input.proofImages ?? []);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        res.json(fail(error.key));
        return;
      }
      answer(res, () => ({
        list: store.withdraw.confirm(signedInMember(res), input).map(withdrawalView),
      }));
    },
  );
  return router;
}
