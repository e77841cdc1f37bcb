import { z } from 'zod';
import { MEMBER_EVENTS, type MemberEventName } from '../events.js';

/**
 * The platform's push messages (../shared/spec/upstream-push-notes.md) turned into our browser
 * events (`../events.ts`). Read forgivingly, as the platform's own client does: extra fields are
 * ignored, a malformed field is left out rather than losing the message, text stays text.
 */

/** The user-topic types the platform's client handles; anything else is ignored and counted. */
export const PUSH_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'INBOX',
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
  'RAFFLE',
  'PROMO_EXTRA_REWARD',
  'I18N',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** The `type` label of the messages metric: a known type, `member-site`, or `unknown`. */
export type PushTypeLabel = PushType | 'member-site' | 'unknown';

export interface MappedEvent {
  event: MemberEventName;
  payload: Record<string, unknown>;
}

export type Mapped =
  | { kind: 'event'; type: PushTypeLabel; mapped: MappedEvent; ack?: Ack }
  | { kind: 'ignored'; type: PushTypeLabel; ack?: Ack };

/** What the platform's client reports back for a message it received. */
export type Ack = { sendId: string } | { websocketDeliveryId: string };

const text = (max = 10_000) => z.string().max(max).optional().catch(undefined);
const flag = z.boolean().optional().catch(undefined);
/** Amounts are major units; a numeric string is taken too, rounded to cents. */
const amount = z.coerce
  .number()
  .refine(Number.isFinite)
  .transform((n) => Math.round(n * 100) / 100)
  .optional()
  .catch(undefined);
const time = z.coerce.number().int().nonnegative().optional().catch(undefined);
const id = z
  .union([z.string().min(1).max(128), z.number().transform(String)])
  .optional()
  .catch(undefined);
const userMessage = z.looseObject({
  type: z.string().max(64),
  sendId: id,
  popup: flag,
  title: text(),
  message: text(),
  content: text(1_000),
  data: z
    .looseObject({
      amount,
      time,
      success: flag,
      isFirstDeposit: flag,
      remarks: text(),
      sender: text(200),
      receiver: text(200),
      raffleId: id,
      promotionId: id,
      promotionName: text(500),
    })
    .optional()
    .catch(undefined),
});

const siteMessage = z.looseObject({
  messageType: z.string().max(64),
  websocketDeliveryId: id,
  title: text(),
  subject: text(),
  body: text(),
  message: text(),
  content: text(),
  popup: flag,
  notificationRedirection: text(64),
  redirectionExternalLink: text(2_000),
  redirectPromotionId: id,
  gameCode: id,
  vendorCode: id,
});

/** Leaves out the fields that are undefined, so payloads carry only what the platform sent. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  // A plain loop: this runs for every relayed message.
  const out: Record<string, unknown> = {};
  for (const key in fields) if (fields[key] !== undefined) out[key] = fields[key];
  return out;
}

function isPushType(type: string): type is PushType {
  return (PUSH_TYPES as readonly string[]).includes(type);
}

/** A message body is JSON; the member-site topic may wrap it in a JSON string once more. */
export function parseBody(body: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'string' ? (JSON.parse(parsed) as unknown) : parsed;
  } catch {
    return undefined;
  }
}

/** A message on `/topic/user/<customerId>`. */
export function mapUserMessage(body: unknown): Mapped {
  const parsed = userMessage.safeParse(body);
  if (!parsed.success) return { kind: 'ignored', type: 'unknown' };
  const m = parsed.data;
  const ack: Ack | undefined = m.sendId ? { sendId: m.sendId } : undefined;
  const withAck = <T extends Mapped>(r: T): T => (ack ? { ...r, ack } : r);
  if (!isPushType(m.type)) return withAck({ kind: 'ignored', type: 'unknown' });
  const type = m.type;
  const event = (name: MemberEventName, payload: Record<string, unknown>) =>
    withAck<Mapped>({ kind: 'event', type, mapped: { event: name, payload: defined(payload) } });
  const d = m.data ?? {};
  const money = { amount: d.amount, time: d.time };
  switch (type) {
    case 'DEPOSIT':
      return d.success === true
        ? event(MEMBER_EVENTS.depositArrived, { ...money, firstDeposit: d.isFirstDeposit === true })
        : event(MEMBER_EVENTS.depositFailed, { ...money, reason: m.message });
    case 'WITHDRAW':
      return d.success === true
        ? event(MEMBER_EVENTS.withdrawalApproved, money)
        : event(MEMBER_EVENTS.withdrawalRejected, { ...money, remarks: d.remarks });
    case 'INBOX':
      return event(MEMBER_EVENTS.mailNew, { title: m.title, popup: m.popup === true });
    case 'MANUAL_PROMO':
      return event(MEMBER_EVENTS.promoGift, {
        popup: m.popup === true,
        title: m.title,
        message: m.message,
      });
    case 'PROMOTION_CLAIM':
      return event(MEMBER_EVENTS.promoClaimed, { title: m.title, message: m.message });
    case 'ONLINE_MSG':
      return event(MEMBER_EVENTS.onlineMessage, { title: m.title, message: m.message });
    case 'PAYMENT_CONFIRMATION':
      return event(MEMBER_EVENTS.withdrawalConfirmationRequest, {});
    case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
    case 'AGENT_TRANSFER_DOWNLINE_TO_AGENT':
      return event(
        type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE'
          ? MEMBER_EVENTS.transferAgentToDownline
          : MEMBER_EVENTS.transferDownlineToAgent,
        { ...money, sender: d.sender, receiver: d.receiver },
      );
    case 'RAFFLE':
      return event(MEMBER_EVENTS.raffle, { raffleId: d.raffleId });
    case 'PROMO_EXTRA_REWARD':
      return event(MEMBER_EVENTS.promoExtraReward, {
        promotionId: d.promotionId,
        promotionName: d.promotionName,
        amount: d.amount,
      });
    case 'I18N': {
      const won = lotteryWin(m.content);
      return won === undefined
        ? withAck({ kind: 'ignored', type })
        : event(MEMBER_EVENTS.lotteryWin, { amount: won });
    }
  }
}

/** `I18N` content `lottery_win_<game>_<issue>_<amount>`: five fields, a win when amount > 0. */
export function lotteryWin(content: string | undefined): number | undefined {
  const fields = content?.split('_') ?? [];
  if (fields.length !== 5) return undefined;
  const n = Number(fields[4]);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : undefined;
}

function webLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A message on `/user/topic/member-site` (v2). */
export function mapSiteMessage(body: unknown): Mapped {
  const parsed = siteMessage.safeParse(body);
  if (!parsed.success) return { kind: 'ignored', type: 'member-site' };
  const m = parsed.data;
  const ack: Ack | undefined = m.websocketDeliveryId
    ? { websocketDeliveryId: m.websocketDeliveryId }
    : undefined;
  const title = m.title ?? m.subject;
  let mapped: MappedEvent;
  if (m.messageType === 'INBOX') {
    mapped = { event: MEMBER_EVENTS.mailNew, payload: defined({ title, popup: m.popup === true }) };
  } else if (!ack) {
    // A site message is shown and reported by its delivery id; without one it cannot be.
    return { kind: 'ignored', type: 'member-site' };
  } else {
    const link = webLink(m.redirectionExternalLink);
    const to = m.notificationRedirection ?? (link ? 'REDIRECT_URL' : undefined);
    const redirect =
      to === undefined || (to === 'REDIRECT_URL' && !link)
        ? undefined
        : defined({
            to,
            link,
            promotionId: m.redirectPromotionId,
            gameCode: m.gameCode,
            vendorCode: m.vendorCode,
          });
    mapped = {
      event: MEMBER_EVENTS.siteMessage,
      payload: defined({
        deliveryId: m.websocketDeliveryId,
        messageType: m.messageType,
        title,
        body: m.body ?? m.message ?? m.content,
        redirect,
      }),
    };
  }
  return { kind: 'event', type: 'member-site', mapped, ...(ack ? { ack } : {}) };
}
