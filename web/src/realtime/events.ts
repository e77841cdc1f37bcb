/**
 * Socket.io event names, the same strings the gateway emits (gateway/src/realtime/events.ts;
 * a gateway test keeps the two lists equal). The gateway maps each message of the platform's
 * push channel (../shared/spec/upstream-push-notes.md) to one of these. Amounts are major units
 * (2 decimals); times are epoch milliseconds.
 */
export const MemberEvent = {
  DepositArrived: 'deposit:arrived',
  DepositFailed: 'deposit:failed',
  WithdrawalApproved: 'withdrawal:approved',
  WithdrawalRejected: 'withdrawal:rejected',
  MailNew: 'mail:new',
  PromoGift: 'promo:gift',
  PromoClaimed: 'promo:claimed',
  PromoExtraReward: 'promo:extra-reward',
  OnlineMessage: 'notice:online',
  WithdrawalConfirmationRequest: 'withdrawal:confirmation-request',
  TransferAgentToDownline: 'transfer:agent-to-downline',
  TransferDownlineToAgent: 'transfer:downline-to-agent',
  Raffle: 'raffle:start',
  LotteryWin: 'lottery:win',
  SiteMessage: 'site:message',
} as const;

/** The gateway's "you may have missed events, read again" signal, also raised on reconnect. */
export const SESSION_RESYNC = 'session:resync';

export type MemberEventName = (typeof MemberEvent)[keyof typeof MemberEvent];
export type RealtimeEventName = MemberEventName | typeof SESSION_RESYNC;

export const REALTIME_EVENT_NAMES: readonly RealtimeEventName[] = [
  ...Object.values(MemberEvent),
  SESSION_RESYNC,
];

/** Where a member-site message leads (the platform's `notificationRedirection`). */
export interface SiteMessageRedirect {
  to: string;
  link?: string;
  promotionId?: string;
  gameCode?: string;
  vendorCode?: string;
}

interface Transfer {
  amount?: number;
  time?: number;
  sender?: string;
  receiver?: string;
}

/** Fields the UI reads; the platform may add more. */
export interface RealtimePayloads {
  'deposit:arrived': { amount?: number; time?: number; firstDeposit?: boolean };
  'deposit:failed': { amount?: number; time?: number; reason?: string };
  'withdrawal:approved': { amount?: number; time?: number };
  'withdrawal:rejected': { amount?: number; time?: number; remarks?: string };
  'mail:new': { title?: string; popup?: boolean };
  'promo:gift': { popup?: boolean; title?: string; message?: string };
  'promo:claimed': { title?: string; message?: string };
  'promo:extra-reward': { promotionId?: string; promotionName?: string; amount?: number };
  'notice:online': { title?: string; message?: string };
  'withdrawal:confirmation-request': Record<string, never>;
  'transfer:agent-to-downline': Transfer;
  'transfer:downline-to-agent': Transfer;
  'raffle:start': { raffleId?: string };
  'lottery:win': { amount: number };
  'site:message': {
    deliveryId: string;
    messageType: string;
    title?: string;
    body?: string;
    redirect?: SiteMessageRedirect;
  };
  'session:resync': { reason: string };
}
