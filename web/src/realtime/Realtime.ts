import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  REALTIME_EVENT_NAMES,
  SESSION_RESYNC,
  type RealtimeEventName,
  type RealtimePayloads,
} from './events';

/**
 * `connected`: the handshake passed; `live`: the gateway has said it now relays this member's
 * events (its greeting), so nothing pushed from here on is missed.
 */
export type RealtimeState =
  'idle' | 'connecting' | 'connected' | 'live' | 'reconnecting' | 'refused';

export interface RealtimeOptions {
  /** Origin of the gateway; empty for same-origin in the browser. */
  url?: string;
  /** socket.io path from `/config.json` (`socketPath`). */
  path: string;
  /** The gateway refused the handshake (no live session behind its cookie): the session has ended. */
  onRefused?: () => void;
  /** Called on every state change (for a connection indicator). */
  onStateChange?: (state: RealtimeState) => void;
  /** Upper bound of the back-off between reconnection attempts. */
  reconnectionDelayMaxMs?: number;
  /** Test seam: socket.io-client's `io`. */
  connect?: (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
}

type Handler<E extends RealtimeEventName> = (payload: RealtimePayloads[E]) => void;

/**
 * The gateway's greeting on every connection, sent once it relays the member's events; passed on
 * as a resync whose reason says whether this is the page's first connection or a later one.
 */
const GREETING_REASON = 'connected';
/** The reason of the resync for a greeting after a drop. */
const RECONNECTED_REASON = 'reconnected';

/**
 * The one socket to the gateway for a signed-in member: typed subscriptions to member events,
 * automatic reconnection with back-off, and a `session:resync` each time the gateway starts
 * relaying (the first connection included) so stores refetch whatever was pushed while nothing
 * relayed it, and whenever the gateway raises one mid-connection.
 */
export class Realtime {
  private socket: Socket | null = null;
  private readonly handlers = new Map<RealtimeEventName, Set<(payload: never) => void>>();
  private currentState: RealtimeState = 'idle';

  constructor(private readonly options: RealtimeOptions) {}

  get state(): RealtimeState {
    return this.currentState;
  }

  /**
   * Opens the socket; does nothing when already open. The handshake is a same-origin request, so
   * the browser sends the gateway's session cookie with it: that, not anything the page holds,
   * tells the gateway whose socket this is.
   */
  connect(): void {
    if (this.socket) return;
    const connect = this.options.connect ?? io;
    const socket = connect(this.options.url ?? '', {
      path: this.options.path,
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: this.options.reconnectionDelayMaxMs ?? 10_000,
    });
    this.socket = socket;
    this.setState('connecting');

    let liveBefore = false;
    socket.on('connect', () => this.setState('connected'));
    const onGreeting = () => {
      this.setState('live');
      // The page's stores read what they show before the gateway relayed anything for it (on a
      // page load the member's push subscription is made only now), and after a drop nothing
      // listened for a while: whatever was pushed meanwhile is lost. Reading again only now, when
      // the gateway relays, leaves no gap between the refetch and the first event heard.
      this.dispatch(SESSION_RESYNC, {
        reason: liveBefore ? RECONNECTED_REASON : GREETING_REASON,
      });
      liveBefore = true;
    };
    socket.on('disconnect', (reason) => {
      // A disconnect the server or client chose is final; anything else is retried.
      if (reason === 'io server disconnect' || reason === 'io client disconnect') {
        this.setState('idle');
      } else {
        this.setState('reconnecting');
      }
    });
    socket.on('connect_error', (error) => {
      if (error.message === 'please_login_first') {
        this.close();
        this.setState('refused');
        this.options.onRefused?.();
        return;
      }
      this.setState('reconnecting');
    });
    for (const name of REALTIME_EVENT_NAMES) {
      socket.on(name, (payload: unknown) => {
        if (name === SESSION_RESYNC && isGreeting(payload)) {
          onGreeting();
          return;
        }
        this.dispatch(name, payload as RealtimePayloads[typeof name]);
      });
    }
  }

  /** Closes the socket (sign-out); subscriptions stay for the next connection. */
  disconnect(): void {
    this.close();
    this.setState('idle');
  }

  /** Subscribes to one event; returns the function that unsubscribes. */
  subscribe<E extends RealtimeEventName>(event: E, handler: Handler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as (payload: never) => void);
    return () => this.unsubscribe(event, handler);
  }

  unsubscribe<E extends RealtimeEventName>(event: E, handler: Handler<E>): void {
    this.handlers.get(event)?.delete(handler as (payload: never) => void);
  }

  private dispatch<E extends RealtimeEventName>(event: E, payload: RealtimePayloads[E]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      (handler as Handler<E>)(payload);
    }
  }

  private close(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
  }

  private setState(state: RealtimeState): void {
    if (this.currentState === state) return;
    this.currentState = state;
    this.options.onStateChange?.(state);
  }
}

function isGreeting(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { reason?: unknown }).reason === GREETING_REASON
  );
}
