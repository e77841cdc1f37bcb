import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import type { MockStore } from '../state/store.js';
import { REMARK_MAX, type MemberTransfer, type WalletView } from '../state/walletTransfers.js';
import { toMinor } from '../state/wallet.js';
import { answer, money, readInput } from './ours.js';

/**
 * A positive amount in major units with at most two decimals, as minor units. A string must be
 * plain decimal digits: `Number()` would also read exponent, hex and binary forms.
 */
const amountField = z.unknown().transform((value, ctx) => {
  const plain =
    typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
  const minor = plain ? toMinor(value) : null;
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
    return z.NEVER;
  }
  return minor;
});

const requestId = z.string().trim().min(1).max(64);
const accountTypeId = z.coerce.number().int().min(0);

const walletTransferBody = z.object({
  fromAccountTypeId: accountTypeId,
  toAccountTypeId: accountTypeId,
  amount: amountField,
  requestId,
});
const walletReturnBody = z.object({ requestId });
const uplineBody = z.object({
  transferAmount: amountField,
  password: z.string().min(1),
  remark: z.string().max(REMARK_MAX).default(''),
  requestId,
});
const downlineBody = uplineBody.extend({ username: z.string().trim().min(1) });

function walletView(w: WalletView) {
  return {
    accountTypeId: w.accountTypeId,
    vendor: w.vendor,
    accountTypeName: w.name,
    availBalance: money(w.balanceMinor),
  };
}

function transferView(t: MemberTransfer) {
  return {
    transferId: t.transferId,
    toAccount: t.toAccount,
    transferAmount: money(t.amountMinor),
    balance: money(t.balanceAfterMinor),
  };
}

/**
 * The member's wallets (main and per vendor) and transfers along the agent tree, on the
 * platform's paths. The vendor balances also ride on the consolidated funds answer
 * (`walletsConsolidated`, spread in by the agent routes that own that path).
 */
export function walletTransfersRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const wallets = store.walletTransfers;

  router.get('/wps/relay/GCS_merchantWallet', signedIn, (_req, res) => {
    answer(res, () => ({ isSingle: wallets.singleWallet }));
  });

  router.post('/wps/relay/GCS_walletTransfer', signedIn, (req, res) => {
    const input = readInput(walletTransferBody, req, res);
    if (!input) return;
    answer(res, () => ({
      successAmount: money(
        wallets.transfer(signedInMember(res), {
          fromAccountTypeId: input.fromAccountTypeId,
          toAccountTypeId: input.toAccountTypeId,
          amountMinor: input.amount,
          requestId: input.requestId,
        }),
      ),
    }));
  });

  router.post('/wps/relay/GCS_walletReturn', signedIn, (req, res) => {
    const input = readInput(walletReturnBody, req, res);
    if (!input) return;
    answer(res, () => ({
      successAmount: money(wallets.returnAll(signedInMember(res), input.requestId)),
    }));
  });

  router.post('/wps/member/transferUpline', signedIn, requireEncrypted(), (req, res) => {
    const input = readInput(uplineBody, req, res);
    if (!input) return;
    answer(res, () =>
      transferView(
        wallets.transferUpline(signedInMember(res), {
          amountMinor: input.transferAmount,
          password: input.password,
          remark: input.remark,
          requestId: input.requestId,
        }),
      ),
    );
  });

  router.put('/wps/agent/transferDownline', signedIn, requireEncrypted(), (req, res) => {
    const input = readInput(downlineBody, req, res);
    if (!input) return;
    answer(res, () =>
      transferView(
        wallets.transferDownline(signedInMember(res), {
          username: input.username,
          amountMinor: input.transferAmount,
          password: input.password,
          remark: input.remark,
          requestId: input.requestId,
        }),
      ),
    );
  });

  return router;
}

/** The wallet part of the consolidated funds answer (`/wps/member/info/funds/consolidated`). */
export function walletsConsolidated(
  store: MockStore,
  member: Parameters<typeof store.walletTransfers.walletsOf>[0],
) {
  const list = store.walletTransfers.walletsOf(member);
  const sum = list.reduce((total, w) => total + w.balanceMinor, 0);
  return { sumBalance: money(sum), balance: list.map(walletView) };
}
