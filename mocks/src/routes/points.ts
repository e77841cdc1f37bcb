import { localisedName, requestLanguage, type ContentKey } from '../content/index.js';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { requireToken, resolveToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail, ok } from '../http/envelope.js';
import type { Member } from '../state/accounts.js';
import {
  CONVERSION_TYPES,
  POINT_CONFIG,
  Points,
  REDEMPTION_STATUSES,
  type Redemption,
} from '../state/points.js';
import type { MockStore } from '../state/store.js';
import { toMajor, WalletRefusal } from '../state/wallet.js';
import { paginate } from '../state/games.js';

/** The platform's site uses `MCS2_`, its library `MCSFE_`: the stand-in answers both. */
function both(name: string): string[] {
  return [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];
}
function bothChecked(name: string): string[] {
  return [`/wps/relay/passwordCheck/MCS2_${name}`, `/wps/relay/passwordCheck/MCSFE_${name}`];
}

const requestId = z.string().trim().min(1).max(64).optional();
/** `passwordCheck` calls carry the member's password (or payment password) in the body. */
const passwordField = {
  password: z.string().min(1).optional(),
  paymentPassword: z.string().min(1).optional(),
};
const redeemBody = z.object({
  rewardId: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(100).default(1),
  requestId,
  ...passwordField,
});
const convertBody = z.object({
  points: z.coerce.number().int().positive(),
  requestId,
  ...passwordField,
});
const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const rewardQuery = z.object({ type: z.enum(CONVERSION_TYPES).optional() });
/**
 * A report's period in ms since the epoch, as the platform's reports take it: from `startTime`
 * up to, not including, `endTime` (as the wallet movements of the same call); all when absent.
 */
const windowQuery = pageQuery.extend({
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
});
const redemptionQuery = windowQuery.extend({ status: z.enum(REDEMPTION_STATUSES).optional() });

function inWindow(at: number, q: z.infer<typeof windowQuery>): boolean {
  return (
    (q.startTime === undefined || at >= q.startTime) && (q.endTime === undefined || at < q.endTime)
  );
}

function redemptionView(r: Redemption) {
  return {
    transactionNo: r.id,
    applicationTime: new Date(r.at).toISOString(),
    exchangeType: r.type,
    productName: r.productName,
    quantity: r.quantity,
    pointsRequired: r.points,
    amount: toMajor(r.amount),
    status: r.status,
    remark: r.remark,
  };
}

/**
 * The points mall: balances earned from real deposits and stakes, rewards, redemptions and
 * conversion to wallet money. Redeem and convert are `passwordCheck` calls with an encrypted
 * body; wallet credits go through the ledger with a unique reference, never twice.
 */
export function pointsRoutes(store: MockStore): Router {
  const router = Router();
  const points = store.points;
  const token = requireToken(store);
  // Deposits made since the last call earn their points before anything is read or spent.
  const signedIn: RequestHandler = (req, res, next) =>
    token(req, res, () => {
      const member = signedInMember(res);
      points.creditDeposits(member.id, store.wallet.entries(member.id));
      next();
    });

  function passwordOk(member: Member, body: { password?: string; paymentPassword?: string }) {
    // A payment password is checked against the one the member set; the login password (the
    // platform's fallback for members without one) against the account's own.
    if (body.paymentPassword !== undefined) {
      if (!store.paymentPasswords.has(member.id)) return false;
      try {
        store.paymentPasswords.check(member, body.paymentPassword);
        return true;
      } catch {
        return false;
      }
    }
    return body.password !== undefined && store.accounts.checkPassword(member, body.password);
  }

  function parse<T extends z.ZodType>(
    schema: T,
    source: unknown,
    res: Response,
  ): z.infer<T> | null {
    const parsed = schema.safeParse(source ?? {});
    if (parsed.success) return parsed.data;
    res.json(fail('request_param_err'));
    return null;
  }

  router.get(both('getPointBalance'), signedIn, (_req, res) => {
    const balance = points.balance(signedInMember(res).id);
    res.json(
      ok({
        points: balance,
        pointsPerMajorConverted: POINT_CONFIG.pointsPerMajorConverted,
        convertibleAmount: toMajor(
          Points.moneyFor(balance - (balance % POINT_CONFIG.pointsPerMajorConverted)),
        ),
      }),
    );
  });

  // The catalogue is public (a visitor browses it and is asked to sign in to exchange); a
  // token, when sent, must still be live.
  const tokenIfSent: RequestHandler = (req, res, next) =>
    req.get('authorization') && !resolveToken(store, req) ? signedIn(req, res, next) : next();

  router.get(both('getPointReward'), tokenIfSent, (req, res) => {
    const q = parse(rewardQuery, req.query, res);
    if (!q) return;
    res.json(
      ok({
        list: points.rewards
          .filter((r) => !q.type || r.type === q.type)
          .map((r) => ({
            ...r,
            name: localisedName(`mall.${r.id}` as ContentKey, r.name, requestLanguage(req)),
            amount: toMajor(r.amount),
          })),
      }),
    );
  });

  router.get(both('getPointConfig'), signedIn, (_req, res) => {
    res.json(ok({ ...POINT_CONFIG, expires: false }));
  });

  router.get(both('getPointRewardConversionType'), signedIn, (_req, res) => {
    res.json(ok({ list: [...CONVERSION_TYPES] }));
  });

  router.get(both('getRedeemPointList'), signedIn, (req, res) => {
    const q = parse(redemptionQuery, req.query, res);
    if (!q) return;
    const rows = points
      .redemptionsOf(signedInMember(res).id)
      .filter((r) => inWindow(r.at, q) && (!q.status || r.status === q.status));
    const page = paginate(rows, q.pageNo, q.pageSize);
    res.json(
      ok({
        list: page.items.map(redemptionView),
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        total: page.total,
      }),
    );
  });

  router.get('/wps/relay/ODSFE2_MemTransDet', signedIn, (req, res) => {
    const q = parse(windowQuery, req.query, res);
    if (!q) return;
    const rows = points.transactions(signedInMember(res).id).filter((t) => inWindow(t.at, q));
    const page = paginate(rows, q.pageNo, q.pageSize);
    res.json(
      ok({
        list: page.items.map((t) => ({
          id: t.id,
          change: t.change,
          balance: t.balanceAfter,
          type: t.type,
          remark: t.remark,
          time: new Date(t.at).toISOString(),
        })),
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        total: page.total,
      }),
    );
  });

  function moveMoney(res: Response, run: () => void): boolean {
    try {
      run();
      return true;
    } catch (error) {
      if (error instanceof WalletRefusal) {
        res.json(fail(error.reason));
        return false;
      }
      throw error;
    }
  }

  router.post(
    bothChecked('redeemPointReward'),
    signedIn,
    requireEncrypted(),
    (req: Request, res: Response) => {
      const body = parse(redeemBody, req.body, res);
      if (!body) return;
      const member = signedInMember(res);
      if (!passwordOk(member, body)) return void res.json(fail('payment_password_error'));
      const checked = points.checkRedeem(member.id, body.rewardId, body.quantity);
      if (typeof checked === 'string') return void res.json(fail(checked));
      const id = body.requestId
        ? `R${member.id}-${body.requestId}`
        : points.nextReference(member.id);
      const amount = checked.amount * body.quantity;
      if (amount > 0) {
        const credited = moveMoney(res, () =>
          store.wallet.post({
            memberId: member.id,
            deltaMinor: amount,
            kind: 'points-redeem',
            reference: `points:${id}`,
          }),
        );
        if (!credited) return;
      } else if (points.redemptionsOf(member.id).some((r) => r.id === id)) {
        return void res.json(fail('duplicate_reference'));
      }
      const redemption = points.redeem(member.id, checked, body.quantity, id);
      res.json(ok({ ...redemptionView(redemption), points: points.balance(member.id) }));
    },
  );

  router.post(
    bothChecked('convertPoint'),
    signedIn,
    requireEncrypted(),
    (req: Request, res: Response) => {
      const body = parse(convertBody, req.body, res);
      if (!body) return;
      const member = signedInMember(res);
      if (!passwordOk(member, body)) return void res.json(fail('payment_password_error'));
      const refusal = points.checkConvert(member.id, body.points);
      if (refusal) return void res.json(fail(refusal));
      const reference = body.requestId
        ? `points:C${member.id}-${body.requestId}`
        : `points:${points.nextReference(member.id)}`;
      const amount = Points.moneyFor(body.points);
      const credited = moveMoney(res, () =>
        store.wallet.post({
          memberId: member.id,
          deltaMinor: amount,
          kind: 'points-convert',
          reference,
        }),
      );
      if (!credited) return;
      points.convert(member.id, body.points);
      res.json(
        ok({
          points: points.balance(member.id),
          amount: toMajor(amount),
          balance: toMajor(store.wallet.balanceMinor(member.id)),
        }),
      );
    },
  );

  return router;
}
