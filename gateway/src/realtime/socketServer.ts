import type http from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { SESSION_RESYNC, SOCKET_PATH, memberOfRoom, memberRoom } from './events.js';
import { NotSignedIn, type ResolveMember } from './memberResolver.js';
import { RecentIds } from './recentIds.js';
import type { UpstreamMemberEvent } from './upstreamEvents.js';

export interface RealtimeOptions {
  resolveMember: ResolveMember;
  metrics: GatewayMetrics;
  logger: Logger;
  /**
   * socket.io adapter factory (the Redis adapter when scaled out). With one, rooms are shared
   * across replicas and an event that reached a replica holding no socket of its member is
   * forwarded to the others.
   */
  adapter?: ServerOptions['adapter'];
  /** Keeps the upstream subscription in step with the members this replica holds. */
  presence?: MemberPresence;
  /** Origins besides the site's own whose pages may open a socket. */
  allowedOrigins?: readonly string[];
}

/** The upstream subscription's view of which members have sockets here. */
export interface MemberPresence {
  /** Resolves once the upstream sends this replica the member's events. */
  watch(memberId: string): Promise<void>;
  unwatch(memberId: string): void;
}

/** Replica-to-replica message (through the adapter) carrying an event for sockets elsewhere. */
const FORWARDED_EVENT = 'member-event';

/**
 * A browser always names the page that opens a WebSocket in `Origin`; refusing foreign pages
 * keeps another site from holding a member's socket even if it got hold of a token. Clients
 * that send no Origin (the native app, server tools) are judged by their token alone.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (host === undefined) return false;
  try {
    // Host names only: a load balancer may forward `Host` without the port the page used.
    return new URL(origin).hostname === new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
}

interface SocketData {
  memberId: string;
}

interface ServerSideEvents {
  [FORWARDED_EVENT]: (e: UpstreamMemberEvent) => void;
}

/**
 * The browsers' socket.io server. The handshake carries `auth: { token }`; the member behind it
 * joins their own room, and gets `session:resync` once the upstream carries their events, so a
 * (re)connecting PWA refetches what it may have missed and misses nothing after.
 *
 * Each replica delivers an upstream event only to the sockets it holds itself: no Redis round
 * trip or publish on the hot path, and with an interest-filtered upstream a replica never even
 * receives events for members it does not hold. Only an event that reaches a replica holding
 * none of the member's sockets (a member who just moved, an upstream that does not filter) goes
 * through the adapter to the other replicas, which drop ids they already delivered.
 */
export class Realtime {
  readonly io: Server<
    Record<string, never>,
    Record<string, (payload: unknown) => void>,
    ServerSideEvents,
    SocketData
  >;
  private readonly rooms: Map<string, Set<string>>;
  /** Only when events can reach a replica twice (own stream and a peer's forward). */
  private readonly delivered: RecentIds | undefined;

  constructor(private readonly o: RealtimeOptions) {
    this.io = new Server({
      path: SOCKET_PATH,
      serveClient: false,
      // Browsers only listen; a large frame from one is not a message we expect.
      maxHttpBufferSize: 16 * 1024,
      connectTimeout: 10_000,
      allowRequest: (req, callback) => {
        callback(null, originAllowed(req.headers.origin, req.headers.host, o.allowedOrigins ?? []));
      },
      ...(o.adapter ? { adapter: o.adapter } : {}),
    });
    const adapter = this.io.of('/').adapter;
    // The adapter's own map of local rooms: a member has sockets here exactly when it has a room.
    this.rooms = adapter.rooms;
    this.delivered = o.adapter ? new RecentIds() : undefined;
    this.io.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string' || token.length === 0 || token.length > 512) {
        next(new Error('please_login_first'));
        return;
      }
      o.resolveMember(token).then(
        (memberId) => {
          socket.data.memberId = memberId;
          next();
        },
        (error: unknown) => {
          next(new Error(error instanceof NotSignedIn ? 'please_login_first' : 'network_error'));
        },
      );
    });
    adapter.on('delete-room', (room: string) => {
      const memberId = memberOfRoom(room);
      if (memberId !== undefined) o.presence?.unwatch(memberId);
    });
    this.io.on('connection', (socket) => {
      o.metrics.socketConnections.inc();
      const { memberId } = socket.data;
      void socket.join(memberRoom(memberId));
      const subscribed = o.presence ? o.presence.watch(memberId) : Promise.resolve();
      void subscribed.then(() => {
        if (socket.connected) socket.emit(SESSION_RESYNC, { reason: 'connected' });
      });
      socket.on('disconnect', () => o.metrics.socketConnections.dec());
    });
    if (o.adapter) this.io.on(FORWARDED_EVENT, (e) => this.deliverLocally(e));
  }

  attach(server: http.Server): void {
    this.io.attach(server);
  }

  /** Relays one upstream event to its member's sockets, wherever they are, once each. */
  deliver(e: UpstreamMemberEvent): void {
    if (this.deliverLocally(e) || !this.o.adapter) return;
    this.io.serverSideEmit(FORWARDED_EVENT, e);
  }

  /** Emits to the member's sockets on this replica; false when it holds none. */
  private deliverLocally(e: UpstreamMemberEvent): boolean {
    const room = memberRoom(e.memberId);
    if (!this.rooms.has(room)) return false;
    if (this.delivered && !this.delivered.add(e.id)) return true;
    this.io.local.to(room).emit(e.event, e.payload);
    this.o.metrics.socketDeliveries.inc({ event: e.event });
    return true;
  }

  /** After a gap in the upstream stream, every local browser may have missed something. */
  resyncAll(): void {
    this.io.local.emit(SESSION_RESYNC, { reason: 'upstream-gap' });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      void this.io.close(() => resolve());
    });
  }
}
