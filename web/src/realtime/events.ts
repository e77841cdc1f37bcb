/**
 * Socket.io event names, the same strings the gateway emits (gateway/src/realtime/events.ts;
 * a gateway test keeps the two lists equal). Payload amounts are major units (2 decimals).
 */
export const MemberEvent = {
  BalanceChanged: 'balance:changed',
  MailNew: 'mail:new',
  DepositArrived: 'deposit:arrived',
  DepositFailed: 'deposit:failed',
  WithdrawalApproved: 'withdrawal:approved',
  WithdrawalRejected: 'withdrawal:rejected',
  ContractRequestNew: 'contract:request-new',
  ContractRequestTermination: 'contract:request-termination',
  WithdrawalConfirmationRequest: 'withdrawal:confirmation-request',
  ChatMessage: 'chat:message',
  MissionReached: 'mission:reached',
} as const;

/** The gateway's "you may have missed events, refetch" signal, also raised on reconnect. */
export const SESSION_RESYNC = 'session:resync';

export type MemberEventName = (typeof MemberEvent)[keyof typeof MemberEvent];
export type RealtimeEventName = MemberEventName | typeof SESSION_RESYNC;

export const REALTIME_EVENT_NAMES: readonly RealtimeEventName[] = [
  ...Object.values(MemberEvent),
  SESSION_RESYNC,
];

/** Fields the UI reads; the platform may add more. */
export interface RealtimePayloads {
  'balance:changed': { balance: number };
  'mail:new': { id: string; title: string };
  'deposit:arrived': { depositId?: string; amount?: number; balance?: number };
  'deposit:failed': { depositId?: string; amount?: number };
  'withdrawal:approved': { withdrawalId?: string; amount?: number };
  'withdrawal:rejected': { withdrawalId?: string; amount?: number; reason?: string };
  'contract:request-new': { contractId?: string; kind?: string };
  'contract:request-termination': { contractId?: string; kind?: string };
  'withdrawal:confirmation-request': { withdrawalId?: string; amount?: number };
  'chat:message': { id: string; group: string; sender: string; text: string; at: number };
  'session:resync': { reason: string };
  'mission:reached': { claimableCount: number };
}
