import { Router } from 'express';
import { cashierOrigin, cashierUrl } from '../cashier/cashierRoutes.js';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import { params } from '../http/params.js';
import type { DepositRecord } from '../state/deposit.js';
import { Refusal } from '../state/refusal.js';
import type { DepositChannelSeed } from '../state/seed/deposit.js';
import { DAY_MS } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { toMajor } from '../state/wallet.js';
import { answer, iso, readInput } from './ours.js';

/** Plain decimal with at most two decimals: no sign, exponent, hex or binary forms. */
const PLAIN_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A wire amount as minor units. Strings must be plain decimals; numbers may carry at most two
 * decimals (a JSON number has already lost any exponent form it was written in).
 */
export const strictAmount = z.unknown().transform((value, ctx) => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !PLAIN_AMOUNT.test(text.trim())) {
    ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
    return z.NEVER;
  }
  const minor = Math.round(Number(text) * 100);
  if (minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
    return z.NEVER;
  }
  return minor;
});

const createBody = z.object({
  amount: strictAmount,
  bankType: z.string().min(1),
  vendorId: z.coerce.number().int(),
  bankCode: z.string().optional(),
  mcsBankCode: z.string().optional(),
  deviceId: z.string().optional(),
  showQrImageOnly: z.unknown().optional(),
  targetUsername: z.string().optional(),
  promotionId: z.union([z.coerce.number().int().positive(), z.literal(''), z.null()]).optional(),
  requestId: z.string().trim().min(1).max(64),
});

const STATES = ['PENDING', 'ARRIVED', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
const reportQuery = z.object({
  startDate: z.coerce.number().int().optional(),
  endDate: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  depositType: z.string().optional(),
  depositState: z.enum(STATES).or(z.literal('')).optional(),
});

const cancelQuery = z.object({ depositId: z.string().min(1) });
const detailQuery = cancelQuery;

const THIRTY_DAYS_MS = 30 * DAY_MS;

function channelView(c: DepositChannelSeed) {
  return {
    vendorId: c.vendorId,
    bankCode: c.bankCode,
    name: c.name,
    minAmount: toMajor(c.minMinor),
    maxAmount: toMajor(c.maxMinor),
    customerCharge: c.customerCharge,
    customerChargeFixed: toMajor(c.customerChargeFixedMinor),
    minCustomerCharge: toMajor(c.minCustomerChargeMinor),
    maxCustomerCharge: toMajor(c.maxCustomerChargeMinor),
    nicknameRequired: c.nicknameRequired,
  };
}

function depositView(d: DepositRecord) {
  return {
    depositId: d.id,
    bankType: d.bankType,
    vendorId: d.vendorId,
    vendorName: d.channelName,
    amount: toMajor(d.amountMinor),
    charge: toMajor(d.chargeMinor),
    bonus: toMajor(d.bonusMinor),
    depositState: d.state,
    createdAt: iso(d.createdAt),
    settledAt: iso(d.settledAt),
    // Ours (the tables name no field for them): what the payer writes with the transfer, and
    // until when the provider takes the payment.
    reference: d.reference,
    expiresAt: iso(d.expiresAt),
  };
}

/**
 * What the payer needs, as the platform's deposit answer gives it: `redirectUrl` (the provider's
 * payment page) and `showQrImageOnly` (show that address as a QR code to scan rather than open
 * it) are the platform's names (upstream-endpoints-centres-notes.md); the tables name no field
 * for a transfer's account, so `payee` is ours, after the spec's "payee" (the account's holder).
 */
function paymentView(d: DepositRecord, origin: string) {
  return {
    redirectUrl: d.payment === 'PAYEE' ? '' : cashierUrl(origin, d),
    showQrImageOnly: d.payment === 'QR',
    payee: d.payee,
  };
}

export interface DepositRoutesOptions {
  /** `MOCKS_CASHIER_URL`: where browsers reach the payment pages; else the call's origin. */
  cashierUrl?: string | undefined;
}

/** The deposit screen (`depositv2`) on the platform's paths. */
export function depositRoutes(store: MockStore, options: DepositRoutesOptions = {}): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const deposits = store.deposits;

  router.get('/wps/relay/MCSFE_getDepositSettings', signedIn, (_req, res) => {
    const member = signedInMember(res);
    const block = store.limits.blockOf(member);
    answer(res, () => ({
      allowDeposit: block === null,
      currency: 'THB',
      promotions: deposits.promotionsFor(member.id).map((p) => ({
        promotionId: p.promotionId,
        name: p.name,
        bonusPercent: p.bonusPercent,
        maxBonus: toMajor(p.maxBonusMinor),
        minDeposit: toMajor(p.minDepositMinor),
      })),
    }));
  });

  router.get('/wps/relay/MCSFE_getDepositMethods', signedIn, (_req, res) => {
    answer(res, () => ({
      list: deposits.methods
        .map((m) => ({
          bankType: m.bankType,
          name: m.name,
          channels: m.channels.filter((c) => c.enabled).map(channelView),
        }))
        .filter((m) => m.channels.length > 0),
    }));
  });

  router.get('/wps/relay/MCSFE_getFixedAmounts', signedIn, (_req, res) => {
    answer(res, () => ({ fixedAmounts: deposits.fixedAmountsMinor.map(toMajor) }));
  });

  router.post('/wps/relay/MCSFE_createDepositTask', signedIn, (req, res) => {
    const input = readInput(createBody, req, res);
    if (!input) return;
    answer(res, () => {
      const deposit = deposits.create(signedInMember(res), {
        bankType: input.bankType,
        vendorId: input.vendorId,
        amountMinor: input.amount,
        promotionId: typeof input.promotionId === 'number' ? input.promotionId : null,
        requestId: input.requestId,
      });
      return {
        ...depositView(deposit),
        ...paymentView(deposit, cashierOrigin(req, options.cashierUrl)),
      };
    });
  });

  router.get('/wps/relay/MCSFE_getDepositTransactionReport', signedIn, (req, res) => {
    const input = readInput(reportQuery, req, res);
    if (!input) return;
    const to = input.endDate ?? store.now() + 1;
    const from = input.startDate ?? to - THIRTY_DAYS_MS;
    const rows = deposits
      .of(signedInMember(res).id)
      .filter((d) => d.createdAt >= from && d.createdAt < to)
      .filter((d) => !input.depositType || d.bankType === input.depositType)
      .filter((d) => !input.depositState || d.state === input.depositState);
    const start = (input.page - 1) * input.size;
    answer(res, () => ({
      list: rows.slice(start, start + input.size).map(depositView),
      page: input.page,
      size: input.size,
      total: rows.length,
    }));
  });

  // Where and how to pay one of the member's orders, as its creation answered.
  router.get('/wps/relay/MCSFE_getDepositConfirmationDetail', signedIn, (req, res) => {
    const input = readInput(detailQuery, req, res);
    if (!input) return;
    answer(res, () => {
      const deposit = deposits.of(signedInMember(res).id).find((d) => d.id === input.depositId);
      if (!deposit) throw new Refusal('deposit_not_found');
      return {
        ...depositView(deposit),
        ...paymentView(deposit, cashierOrigin(req, options.cashierUrl)),
      };
    });
  });

  router.post('/wps/relay/MCSFE_cancelC2CDeposit', signedIn, (req, res) => {
    // The platform sends `depositId` in the query of this POST; a body works too.
    const parsed = cancelQuery.safeParse(params(req));
    if (!parsed.success) return void res.json(fail('request_param_err'));
    answer(res, () => depositView(deposits.cancel(signedInMember(res), parsed.data.depositId)));
  });

  return router;
}
