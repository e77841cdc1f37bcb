/**
 * Socket.io event names the gateway sends to browsers. The web app's `web/src/realtime/events.ts`
 * uses the same names; a gateway test keeps the two lists equal.
 */
export const MEMBER_EVENTS = {
  balanceChanged: 'balance:changed',
  mailNew: 'mail:new',
  depositArrived: 'deposit:arrived',
  depositFailed: 'deposit:failed',
  withdrawalApproved: 'withdrawal:approved',
  withdrawalRejected: 'withdrawal:rejected',
  contractRequestNew: 'contract:request-new',
  contractRequestTermination: 'contract:request-termination',
  withdrawalConfirmationRequest: 'withdrawal:confirmation-request',
  chatMessage: 'chat:message',
  missionReached: 'mission:reached',
} as const;

export type MemberEventName = (typeof MEMBER_EVENTS)[keyof typeof MEMBER_EVENTS];

/** Sent to a socket right after it (re)connects, and to all after an upstream stream gap. */
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
