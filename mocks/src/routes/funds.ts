import express, { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import type { Member } from '../state/accounts.js';
import type { DepositRecord } from '../state/funds.js';
import type { MockStore } from '../state/store.js';
import { amountField, answer, iso, money, pageFields, paginate, readInput } from './ours.js';

/** Parsed per route, never router-wide, so other groups' bodies (encrypted ones) stay untouched. */
const jsonBody = express.json({ limit: '256kb' });

const requestId = z.string().trim().min(1).max(64);

const transferBody = z.object({
  toAccount: z.string().trim().min(1),
  amount: amountField,
  requestId,
});
const depositBody = z.object({ amount: amountField, channel: z.string().min(1), requestId });
const pageQuery = z.object(pageFields);
function depositView(d: DepositRecord) {
  return {
    depositId: d.id,
    channel: d.channel,
    amount: money(d.amountMinor),
    status: d.status,
    createdAt: iso(d.createdAt),
    settledAt: iso(d.settledAt),
  };
}

function memberView(m: Member) {
  return { account: m.account, nickname: m.nickname, type: m.type };
}

/** Deposits and transfers along the agent tree (withdrawals: `withdraw.ts`). */
export function fundsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const funds = store.funds;

  // A single-wallet merchant: game vendors draw on the one wallet, nothing to move between.
  router.get('/wps/relay/GCS_merchantWallet', signedIn, (_req, res) => {
    answer(res, () => ({ isSingle: true }));
  });

  router.get('/wps/relay/MCSFE_getTransferTargets', signedIn, (_req, res) => {
    const { upline, downlines } = funds.transferTargets(signedInMember(res));
    answer(res, () => ({
      upline: upline ? memberView(upline) : null,
      downlines: downlines.map(memberView),
    }));
  });

  router.post('/wps/relay/GCS_walletTransfer', jsonBody, signedIn, (req, res) => {
    const input = readInput(transferBody, req, res);
    if (!input) return;
    answer(res, () => {
      const t = funds.transfer(signedInMember(res), {
        toAccount: input.toAccount,
        amountMinor: input.amount,
        requestId: input.requestId,
      });
      return {
        transferId: t.transferId,
        toAccount: t.toAccount,
        amount: money(t.amountMinor),
        balance: money(t.balanceAfterMinor),
      };
    });
  });

  router.get('/wps/relay/GCS_getDepositChannels', signedIn, (_req, res) => {
    answer(res, () => ({
      list: funds.channels
        .filter((c) => c.enabled)
        .map((c) => ({
          code: c.code,
          name: c.name,
          minAmount: money(c.minMinor),
          maxAmount: money(c.maxMinor),
        })),
    }));
  });

  router.post('/wps/relay/GCS_requestDeposit', jsonBody, signedIn, (req, res) => {
    const input = readInput(depositBody, req, res);
    if (!input) return;
    answer(res, () =>
      depositView(
        funds.requestDeposit(signedInMember(res), {
          amountMinor: input.amount,
          channel: input.channel,
          requestId: input.requestId,
        }),
      ),
    );
  });

  router.get('/wps/relay/GCS_getDepositList', signedIn, (req, res) => {
    const input = readInput(pageQuery, req, res);
    if (!input) return;
    const rows = funds.depositsOf(signedInMember(res).id).map(depositView);
    answer(res, () => paginate(rows, input.pageNo, input.pageSize));
  });

  return router;
}
