import { createHash } from 'node:crypto';
import { ServerResponse } from 'node:http';
import type http from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import type { ClientFacts } from '../security/trustProxy.js';
import { SESSION_RESYNC, SOCKET_PATH, memberOfRoom, memberRoom } from './events.js';
import { NotSignedIn, type ResolveMember } from './memberResolver.js';
import type { Sessions } from '../session/sessions.js';
import { maskFits } from '../session/phoneResets.js';

export interface RealtimeOptions {
  resolveMember: ResolveMember;
  /** The handshake is authenticated by the session cookie the browser sends with it. */
  sessions: Pick<Sessions, 'sessionOf' | 'setMember' | 'end'>;
  metrics: GatewayMetrics;
  logger: Logger;
  /**
   * socket.io adapter factory (the Redis adapter when scaled out): rooms are shared across
   * replicas, so ending a session reaches its sockets everywhere.
   */
  adapter?: ServerOptions['adapter'];
  /** Keeps the upstream push connections in step with the members this replica holds. */
  presence?: MemberPresence;
  /** Origins besides the site's own whose pages may open a socket. */
  allowedOrigins?: readonly string[];
  /** The browser's scheme and address behind trusted proxies; the socket's own without. */
  client?: ClientFacts;
  /**
   * Handshakes one client address may have refused (no live session, or a token the platform
   * refuses) per minute. Handshakes of a live session do not count.
   */
  badHandshakesPerMinute?: number;
  /** How often every open socket's token is checked with the platform again; 0 never. */
  recheckMs?: number;
  /** Headers every answer carries (security headers), put on polling answers too. */
  answerHeaders?: (req: http.IncomingMessage) => Record<string, string>;
}

/** The upstream push client's view of which members have sockets here. */
export interface MemberPresence {
  /**
   * A socket of the member connected here. Resolves once the upstream carries the member's
   * messages to this replica, or once that failed a first time (the browser is not kept waiting).
   */
  watch(memberId: string): Promise<void>;
  /** The member's last socket here closed. */
  unwatch(memberId: string): void;
  /** One of the member's sockets here closed; others remain (maybe of other sessions). */
  left?(memberId: string): void;
}

/**
 * A browser always names the page that opens a WebSocket in `Origin`; refusing foreign pages
 * keeps another site from holding a member's socket even if it got hold of a token. Clients
 * that send no Origin (the native app, server tools) are judged by their token alone.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
  proto: 'http' | 'https' = 'http',
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (host === undefined) return false;
  try {
    // Scheme, host and port, exactly: the load balancer forwards `Host` as the browser sent it.
    const page = new URL(origin);
    return page.origin === origin && page.origin === new URL(`${proto}://${host}`).origin;
  } catch {
    return false;
  }
}

interface SocketData {
  memberId: string;
  sessionId: string;
  /** Kept in memory only, to check the session with the platform again; never logged. */
  token: string;
  /** The member's masked mobile number, when the platform shows one (`phoneReset`). */
  mobileMask?: string;
}

/** Other replicas are told of a reset by phone under this server-side event (the adapter's). */
const PHONE_RESET = 'phone-reset';

/** One room per session (its id hashed), so an end reaches its sockets on every replica. */
function sessionRoom(sessionId: string): string {
  return `session:${createHash('sha256').update(sessionId).digest('hex').slice(0, 32)}`;
}

/**
 * Counts handshakes per client address in fixed one-minute windows. A handshake takes a unit
 * before its token is looked up (so a burst of concurrent bad tokens is bounded too) and gives
 * it back once the platform accepts the token: only refused handshakes use the budget up.
 */
class HandshakeBudget {
  private counts = new Map<string, number>();
  private windowEnds = 0;

  constructor(private readonly perMinute: number) {}

  take(client: string): boolean {
    const now = Date.now();
    if (now >= this.windowEnds) {
      this.counts = new Map();
      this.windowEnds = now + 60_000;
    }
    const used = this.counts.get(client) ?? 0;
    if (used >= this.perMinute) return false;
    this.counts.set(client, used + 1);
    return true;
  }

  refund(client: string): void {
    const used = this.counts.get(client);
    if (used !== undefined && used > 0) this.counts.set(client, used - 1);
  }
}

/**
 * The browsers' socket.io server. The handshake is authenticated by the session cookie; the
 * member behind it joins their own room, and gets `session:resync` once the platform's push
 * channel carries their messages, so a (re)connecting PWA refetches what it may have missed and
 * misses nothing after.
 *
 * Each replica holds the upstream push connections of the members whose sockets it has, and
 * emits what they bring only to those sockets (`io.local`): no Redis round trip on the hot path,
 * and no socket gets an event twice.
 */
export class Realtime {
  readonly io: Server<
    Record<string, never>,
    Record<string, (payload: unknown) => void>,
    Record<string, never>,
    SocketData
  >;
  private readonly rooms: Map<string, Set<string>>;

  private recheckTimer: NodeJS.Timeout | undefined;
  private rechecking = false;

  constructor(private readonly o: RealtimeOptions) {
    const budget = new HandshakeBudget(o.badHandshakesPerMinute ?? 20);
    const clientOf = (req: http.IncomingMessage) =>
      o.client?.clientIp(req) ?? req.socket.remoteAddress ?? '';
    this.io = new Server({
      path: SOCKET_PATH,
      serveClient: false,
      // Browsers only listen; a large frame from one is not a message we expect.
      maxHttpBufferSize: 16 * 1024,
      connectTimeout: 10_000,
      allowRequest: (req, callback) => {
        const proto = o.client?.proto(req) ?? 'http';
        if (!originAllowed(req.headers.origin, req.headers.host, o.allowedOrigins ?? [], proto)) {
          callback('origin_not_allowed', false);
          return;
        }
        if (!budget.take(clientOf(req))) {
          o.metrics.rateLimited.inc({ rule: 'socket-handshake' });
          callback('too_many_requests', false);
          return;
        }
        callback(null, true);
      },
      ...(o.adapter ? { adapter: o.adapter } : {}),
    });
    const adapter = this.io.of('/').adapter;
    // The adapter's own map of local rooms: a member has sockets here exactly when it has a room.
    this.rooms = adapter.rooms;
    this.io.use((socket, next) => {
      const refused = (error: unknown) => {
        if (!(error instanceof NotSignedIn)) budget.refund(clientOf(socket.request));
        next(new Error(error instanceof NotSignedIn ? 'please_login_first' : 'network_error'));
      };
      o.sessions
        .sessionOf(socket.request)
        .then(async (session) => {
          if (!session) throw new NotSignedIn();
          let { memberId, mobileMask } = session;
          if (memberId === undefined) {
            const member = await o.resolveMember(session.token);
            ({ id: memberId, mobileMask } = member);
            void o.sessions.setMember(session.id, member);
          }
          budget.refund(clientOf(socket.request));
          socket.data.memberId = memberId;
          socket.data.sessionId = session.id;
          socket.data.token = session.token;
          if (mobileMask !== undefined) socket.data.mobileMask = mobileMask;
          next();
        }, refused)
        .catch(refused);
    });
    adapter.on('delete-room', (room: string) => {
      const memberId = memberOfRoom(room);
      if (memberId !== undefined) o.presence?.unwatch(memberId);
    });
    // Another replica's reset by phone (the Redis adapter relays it; never the browser's event).
    this.io.on(PHONE_RESET, (mobile: unknown) => {
      if (typeof mobile === 'string' && /^\d{6,15}$/.test(mobile)) void this.checkMobile(mobile);
    });
    this.io.on('connection', (socket) => {
      o.metrics.socketConnections.inc();
      // The handshake's request was needed only to find the session; socket.io would keep it
      // (with its socket state) for the connection's life: about a kilobyte per member
      // (socket.io's "memory usage" guide).
      (socket.conn as unknown as { request: unknown }).request = null;
      // Its headers (the session cookie among them) are not read after the handshake either.
      socket.handshake.headers = {};
      const { memberId } = socket.data;
      void socket.join([memberRoom(memberId), sessionRoom(socket.data.sessionId)]);
      const subscribed = o.presence ? o.presence.watch(memberId) : Promise.resolve();
      void subscribed.then(() => {
        if (socket.connected) socket.emit(SESSION_RESYNC, { reason: 'connected' });
      });
      socket.on('disconnect', () => {
        o.metrics.socketConnections.dec();
        o.presence?.left?.(memberId);
      });
    });
  }

  attach(server: http.Server): void {
    this.io.attach(server);
    // engine.io answers a websocket upgrade with a stand-in response that holds the upgrade's
    // request, and keeps it (through a close listener on the connection) for the socket's life:
    // the request, its headers and stream state, per member. Nothing reads it after the
    // middlewares, so it lets go at once. This must stay the last engine middleware: the stand-in
    // response's header methods need that request.
    this.io.engine.use((_req: unknown, res: unknown, next: () => void) => {
      if (!(res instanceof ServerResponse)) (res as { req: unknown }).req = null;
      next();
    });
    const extra = this.o.answerHeaders;
    if (extra)
      this.io.engine.on('headers', (headers: Record<string, string>, req: http.IncomingMessage) => {
        Object.assign(headers, extra(req));
      });
    const every = this.o.recheckMs ?? 0;
    if (every > 0) {
      this.recheckTimer = setInterval(() => void this.recheckTokens(), every);
      this.recheckTimer.unref();
    }
  }

  /**
   * A session ended (signed out, refused by the platform, ended by a limit): its sockets are
   * disconnected on every replica. The browser does not reconnect after a server-side disconnect.
   */
  endSession(sessionId: string): void {
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /** Every session of a member ended on the platform: all their sockets close, everywhere. */
  endMember(memberId: string): void {
    this.io.in(memberRoom(memberId)).disconnectSockets(true);
  }

  /**
   * Asks the platform about one session (its push connection was refused, say); ends it when the
   * platform says the token is signed out. Any other failure leaves it be.
   */
  async recheckSession(sessionId: string, token: string): Promise<void> {
    try {
      await this.o.resolveMember(token);
    } catch (error) {
      if (!(error instanceof NotSignedIn)) return;
      await this.o.sessions.end(sessionId, 'refused');
      this.endSession(sessionId);
    }
  }

  /**
   * A password was reset by phone for `mobile` (digits) through some replica: the platform ended
   * that member's sessions. The sessions with sockets whose member's masked number fits it are
   * checked with the platform at once, here and on every other replica, and the refused end.
   */
  phoneReset(mobile: string): void {
    void this.checkMobile(mobile);
    if (this.o.adapter) this.io.serverSideEmit(PHONE_RESET, mobile);
  }

  private async checkMobile(mobile: string): Promise<void> {
    const sessions = new Map<string, string>();
    for (const socket of this.io.of('/').sockets.values()) {
      const { mobileMask, sessionId, token } = socket.data;
      if (mobileMask !== undefined && maskFits(mobileMask, mobile)) sessions.set(sessionId, token);
    }
    await Promise.all(
      [...sessions].map(([sessionId, token]) => this.recheckSession(sessionId, token)),
    );
  }

  /** Asks the platform about every session with sockets here; a refused one ends. */
  async recheckTokens(): Promise<void> {
    // One round at a time: with many sockets a round can outlast the interval.
    if (this.rechecking) return;
    this.rechecking = true;
    try {
      const sessions = new Map<string, string>();
      for (const socket of this.io.of('/').sockets.values())
        sessions.set(socket.data.sessionId, socket.data.token);
      for (const [sessionId, token] of sessions) await this.recheckSession(sessionId, token);
    } finally {
      this.rechecking = false;
    }
  }

  /** Emits an event to the member's sockets on this replica. */
  emitToMember(memberId: string, event: string, payload: unknown): void {
    const ids = this.rooms.get(memberRoom(memberId));
    if (!ids) return;
    // Straight to the room's sockets here, as `io.local.to(room).emit` would reach them, without
    // the broadcast operator, its sets and flags that it builds for every message (the relay's
    // hot path: a room is one member's few tabs).
    const sockets = this.io.of('/').sockets;
    for (const id of ids) sockets.get(id)?.emit(event, payload);
    this.o.metrics.socketDeliveries.count(event);
  }

  /** After a gap in the member's push connection, their browsers here read again. */
  resyncMember(memberId: string): void {
    this.io.local.to(memberRoom(memberId)).emit(SESSION_RESYNC, { reason: 'upstream-gap' });
  }

  /** The sessions (and their tokens) of the member's sockets on this replica, oldest first. */
  localSessionsOf(memberId: string): { sessionId: string; token: string }[] {
    const ids = this.rooms.get(memberRoom(memberId));
    const sessions = new Map<string, string>();
    for (const id of ids ?? []) {
      const data = this.io.of('/').sockets.get(id)?.data;
      if (data && !sessions.has(data.sessionId)) sessions.set(data.sessionId, data.token);
    }
    return [...sessions].map(([sessionId, token]) => ({ sessionId, token }));
  }

  close(): Promise<void> {
    clearInterval(this.recheckTimer);
    return new Promise((resolve) => {
      void this.io.close(() => resolve());
    });
  }
}
