import express, { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import type { WithdrawalRecord } from '../state/funds.js';
import type { MockStore } from '../state/store.js';
import { amountField, answer, iso, money, pageFields, paginate, readInput } from './ours.js';

/**
 * Proof images travel as base64 data URLs in JSON: three images of 5 MB are about 20 MB on the
 * wire, far above the default body limit, so the confirmation call reads its own body.
 */
const PROOF_BODY_LIMIT = '21mb';


const requestId = z.string().trim().min(1).max(64);

const withdrawalBody = z.object({ amount: amountField, password: z.string().min(1), requestId });
const pageQuery = z.object(pageFields);
const confirmationBody = z.object({
  withdrawalId: z.string().optional(),
  action: z.enum(['RECEIVED', 'ALL_RECEIVED', 'NOT_RECEIVED', 'FORCE_RECEIPT']),
  proofImages: z.array(z.string()).optional(),
});

function withdrawalView(w: WithdrawalRecord) {
  return {
    withdrawalId: w.id,
    amount: money(w.amountMinor),
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

/** Withdrawals with receipt confirmation. */
export function fundsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const funds = store.funds;

  router.post(
    '/wps/relay/passwordCheck/GCS_requestWithdrawal',
    signedIn,
    requireEncrypted(),
    (req, res) => {
      const input = readInput(withdrawalBody, req, res);
      if (!input) return;
      answer(res, () => {
        const member = signedInMember(res);
        const w = funds.requestWithdrawal(member, {
          amountMinor: input.amount,
          password: input.password,
          requestId: input.requestId,
        });
        return { ...withdrawalView(w), balance: money(store.wallet.balanceMinor(member.id)) };
      });
    },
  );

  router.get('/wps/relay/GCS_getWithdrawalList', signedIn, (req, res) => {
    const input = readInput(pageQuery, req, res);
    if (!input) return;
    const rows = funds.withdrawalsOf(signedInMember(res).id).map(withdrawalView);
    answer(res, () => paginate(rows, input.pageNo, input.pageSize));
  });

  router.get('/wps/relay/MCSFE_getPaymentConfirmationList', signedIn, (_req, res) => {
    answer(res, () => ({
      list: funds.confirmationsOf(signedInMember(res).id).map(withdrawalView),
      autoReceiveMinutes: funds.settings.autoReceiveMinutes,
    }));
  });

  return router;
}

/**
 * The withdrawal-confirmation answer, which may carry three 5 MB proof images. Mounted before
 * the stand-in's shared body reader (256 kB limit) so it reads its own larger body.
 */
export function fundsUploadRoutes(store: MockStore): Router {
  const router = Router();
  router.post(
    '/wps/relay/MCSFE_processC2CTransaction',
    express.json({ limit: PROOF_BODY_LIMIT }),
    requireToken(store),
    (req, res) => {
      const input = readInput(confirmationBody, req, res);
      if (!input) return;
      answer(res, () => ({
        list: store.funds.confirmWithdrawal(signedInMember(res), input).map(withdrawalView),
      }));
    },
  );
  return router;
}
