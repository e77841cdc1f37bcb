import { Router, json, type Response } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { Member } from '../state/accounts.js';
import { DAY_MS } from '../state/siteTime.js';
import type { MockStore } from '../state/store.js';
import { amountField } from './ours.js';

/** Who gets the message: the member id (as the push topic names it) or the account name. */
const target = {
  memberId: z.string().min(1).max(64).optional(),
  account: z.string().min(1).max(64).optional(),
};
const oneTarget = (b: { memberId?: string | undefined; account?: string | undefined }) =>
  (b.memberId === undefined) !== (b.account === undefined);
const TARGET_RULE = { message: 'give memberId or account, not both' };

const text = z.string().min(1).max(200);
const messageBody = z
  .object({ ...target, title: text, message: z.string().max(2_000) })
  .refine(oneTarget, TARGET_RULE);
const manualPromoBody = z
  .object({
    ...target,
    title: text,
    message: z.string().max(2_000),
    /** What the gift pays when claimed in the reward centre; 10.00 when not given. */
    amount: amountField.optional(),
  })
  .refine(oneTarget, TARGET_RULE);
const extraRewardBody = z
  .object({
    ...target,
    promotionId: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
    promotionName: text,
    amount: amountField,
  })
  .refine(oneTarget, TARGET_RULE);
const siteMessageBody = z
  .object({
    ...target,
    title: text,
    body: z.string().max(2_000),
    messageType: z.string().min(1).max(64).default('ONLINE_MESSAGE'),
    notificationRedirection: z.string().min(1).max(64).optional(),
    redirectionExternalLink: z.string().max(2_000).optional(),
    redirectPromotionId: z.string().max(64).optional(),
    gameCode: z.string().max(64).optional(),
    vendorCode: z.string().max(64).optional(),
  })
  .refine(oneTarget, TARGET_RULE);
/** Any user-topic body, unknown types included (the gateway must ignore and count those). */
const rawBody = z
  .object({
    ...target,
    body: z.looseObject({
      type: z.string().min(1).max(64),
      sendId: z.string().min(1).max(64).optional(),
      popup: z.boolean().optional(),
      title: z.string().optional(),
      message: z.string().optional(),
      data: z.unknown().optional(),
      content: z.string().optional(),
    }),
  })
  .refine(oneTarget, TARGET_RULE);

const GIFT_DEFAULT_MINOR = 10_00;
const GIFT_DAYS = 7;

/**
 * The operator's push messages that no rule of the stand-in raises (MOCKS_DEV=1 only): an
 * online message, a manual gift, an extra reward, a v2 member-site message, and any raw body.
 * They go through `store.notify` with the platform's bodies (`upstream-push-notes.md`) and answer
 * the `sendId` (or `websocketDeliveryId`) that went out.
 */
export function devPushRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev/push', json());

  /** Parses the body and finds its member; answers the refusal itself and returns undefined. */
  function read<T extends { memberId?: string | undefined; account?: string | undefined }>(
    schema: z.ZodType<T>,
    body: unknown,
    res: Response,
  ): { input: T; member: Member } | undefined {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return undefined;
    }
    const { memberId, account } = parsed.data;
    const member =
      memberId !== undefined
        ? store.accounts.byId(memberId)
        : store.accounts.byAccount(account ?? '');
    if (!member) {
      res.status(404).json(fail('account_not_found'));
      return undefined;
    }
    return { input: parsed.data, member };
  }

  router.post('/__dev/push/online-message', (req, res) => {
    const got = read(messageBody, req.body, res);
    if (!got) return;
    const { title, message } = got.input;
    res.json(ok({ sendId: store.notify.onlineMessage(got.member.id, { title, message }) }));
  });

  /** The gift also waits in the reward centre, so the list the client reloads shows it. */
  router.post('/__dev/push/manual-promo', (req, res) => {
    const got = read(manualPromoBody, req.body, res);
    if (!got) return;
    const { title, message, amount } = got.input;
    const reward = store.rewards.grantGift(got.member.id, {
      title,
      amountMinor: amount ?? GIFT_DEFAULT_MINOR,
      expiresAt: store.now() + GIFT_DAYS * DAY_MS,
    });
    const sendId = store.notify.manualPromo(got.member.id, { title, message });
    res.json(ok({ sendId, rewardId: reward.id }));
  });

  router.post('/__dev/push/extra-reward', (req, res) => {
    const got = read(extraRewardBody, req.body, res);
    if (!got) return;
    const { promotionId, promotionName, amount } = got.input;
    const sendId = store.notify.extraReward(got.member.id, {
      promotionId,
      promotionName,
      amountMinor: amount,
    });
    res.json(ok({ sendId }));
  });

  router.post('/__dev/push/site-message', (req, res) => {
    const got = read(siteMessageBody, req.body, res);
    if (!got) return;
    const { memberId: _memberId, account: _account, ...message } = got.input;
    const websocketDeliveryId = store.notify.siteMessage(got.member.id, dropUndefined(message));
    res.json(ok({ websocketDeliveryId }));
  });

  router.post('/__dev/push/raw', (req, res) => {
    const got = read(rawBody, req.body, res);
    if (!got) return;
    res.json(ok({ sendId: store.notify.raw(got.member.id, got.input.body) }));
  });

  return router;
}

/** Optional fields left out are absent from the message, not `undefined`. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
