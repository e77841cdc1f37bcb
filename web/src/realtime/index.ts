export { Realtime, type RealtimeOptions, type RealtimeState } from './Realtime';
export {
  MemberEvent,
  REALTIME_EVENT_NAMES,
  SESSION_RESYNC,
  type MemberEventName,
  type RealtimeEventName,
  type RealtimePayloads,
} from './events';
