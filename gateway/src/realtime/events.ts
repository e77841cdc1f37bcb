/**
 * Socket.io event names the gateway sends to browsers. The web app's `web/src/realtime/events.ts`
 * uses the same names; a gateway test keeps the two lists equal.
 */
export const MEMBER_EVENTS = {
  /** `DEPOSIT` with `data.success`: `{ amount?, time?, firstDeposit }`. */
  depositArrived: 'deposit:arrived',
  /** `DEPOSIT` without success: `{ amount?, time?, reason? }` (the body's `message`). */
  depositFailed: 'deposit:failed',
  /** `WITHDRAW` with `data.success`: `{ amount?, time? }`. */
  withdrawalApproved: 'withdrawal:approved',
  /** `WITHDRAW` without success: `{ amount?, time?, remarks? }`. */
  withdrawalRejected: 'withdrawal:rejected',
  /** `INBOX` (a user-topic type, or a member-site `messageType`): `{ title?, popup }`. */
  mailNew: 'mail:new',
  /** `MANUAL_PROMO`: `{ popup, title?, message? }`; the gift dialog when `popup`. */
  promoGift: 'promo:gift',
  /** `PROMOTION_CLAIM`: `{ title?, message? }`; the wallet changed. */
  promoClaimed: 'promo:claimed',
  /** `PROMO_EXTRA_REWARD`: `{ promotionId?, promotionName?, amount? }` from its `data`. */
  promoExtraReward: 'promo:extra-reward',
  /** `ONLINE_MSG`: `{ title?, message? }`. */
  onlineMessage: 'notice:online',
  /** `PAYMENT_CONFIRMATION`: `{}`; read `MCSFE_getPaymentConfirmationList`. */
  withdrawalConfirmationRequest: 'withdrawal:confirmation-request',
  /** `AGENT_TRANSFER_AGENT_TO_DOWNLINE`: `{ amount?, time?, sender?, receiver? }`. */
  transferAgentToDownline: 'transfer:agent-to-downline',
  /** `AGENT_TRANSFER_DOWNLINE_TO_AGENT`: `{ amount?, time?, sender?, receiver? }`. */
  transferDownlineToAgent: 'transfer:downline-to-agent',
  /** `RAFFLE`: `{ raffleId? }` from its `data`; the red-envelope rain. */
  raffle: 'raffle:start',
  /** `I18N` whose content's last field is an amount above 0: `{ amount }`. */
  lotteryWin: 'lottery:win',
  /**
   * A member-site message (v2) other than `INBOX`:
   * `{ deliveryId, messageType, title?, body?, redirect? }`; redirect
   * `{ to, link?, promotionId?, gameCode?, vendorCode? }` where `to` is the platform's
   * `notificationRedirection` (DEPOSIT, PROMO, REDIRECT_URL, …).
   */
  siteMessage: 'site:message',
} as const;

export type MemberEventName = (typeof MEMBER_EVENTS)[keyof typeof MEMBER_EVENTS];

/**
 * Sent to a socket once the platform's push channel carries its member's messages, and again after
 * a gap in that channel: the browser reads again whatever the gap may have hidden.
 */
export const SESSION_RESYNC = 'session:resync';

export const MEMBER_EVENT_NAMES: readonly MemberEventName[] = Object.values(MEMBER_EVENTS);

/** Every name a browser can receive. */
export const BROWSER_EVENT_NAMES: readonly string[] = [...MEMBER_EVENT_NAMES, SESSION_RESYNC];

export function isMemberEventName(name: string): name is MemberEventName {
  return (MEMBER_EVENT_NAMES as readonly string[]).includes(name);
}

/** The socket.io path the PWA connects to (also in `/config.json`). */
export const SOCKET_PATH = '/socket.io';

/** One socket.io room per member. */
export function memberRoom(memberId: string): string {
  return `member:${memberId}`;
}

/** The member a room belongs to; undefined for socket ids and other rooms. */
export function memberOfRoom(room: string): string | undefined {
  return room.startsWith('member:') ? room.slice('member:'.length) : undefined;
}
