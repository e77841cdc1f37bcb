/**
 * Member events the stand-in pushes, named as the gateway relays them to browsers
 * (`gateway/src/realtime/events.ts`). Balances in payloads are major units as numbers.
 */
export const MEMBER_EVENT_NAMES = [
  'balance:changed',
  'mail:new',
  'deposit:arrived',
  'deposit:failed',
  'withdrawal:approved',
  'withdrawal:rejected',
  'contract:request-new',
  'contract:request-termination',
  'withdrawal:confirmation-request',
  'chat:message',
  'mission:reached',
] as const;

export type MemberEventName = (typeof MEMBER_EVENT_NAMES)[number];

export function isMemberEventName(name: string): name is MemberEventName {
  return (MEMBER_EVENT_NAMES as readonly string[]).includes(name);
}
