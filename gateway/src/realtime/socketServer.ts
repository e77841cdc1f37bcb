import type http from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { SESSION_RESYNC, SOCKET_PATH, memberRoom } from './events.js';
import { NotSignedIn, type ResolveMember } from './memberResolver.js';
import type { UpstreamMemberEvent } from './upstreamEvents.js';

export interface RealtimeOptions {
  resolveMember: ResolveMember;
  metrics: GatewayMetrics;
  logger: Logger;
  /** socket.io adapter factory (the Redis adapter when scaled out). */
  adapter?: ServerOptions['adapter'];
  /**
   * Decides which replica delivers an upstream event: resolves true for exactly one of them.
   * Without it every replica delivers to its own sockets only.
   */
  claim?: (eventId: string) => Promise<boolean>;
  /** Origins besides the site's own whose pages may open a socket. */
  allowedOrigins?: readonly string[];
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

/**
 * The browsers' socket.io server. The handshake carries `auth: { token }`; the member behind it
 * joins their own room, and gets `session:resync` at once so a reconnecting PWA refetches what
 * it may have missed. Upstream events are emitted to the member's room.
 */
export class Realtime {
  readonly io: Server<
    Record<string, never>,
    Record<string, (payload: unknown) => void>,
    Record<string, never>,
    SocketData
  >;

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
    this.io.on('connection', (socket) => {
      o.metrics.socketConnections.inc();
      void socket.join(memberRoom(socket.data.memberId));
      socket.emit(SESSION_RESYNC, { reason: 'connected' });
      socket.on('disconnect', () => o.metrics.socketConnections.dec());
    });
  }

  attach(server: http.Server): void {
    this.io.attach(server);
  }

  /** Relays one upstream event to its member's room, once across all replicas. */
  async deliver(e: UpstreamMemberEvent): Promise<void> {
    const room = memberRoom(e.memberId);
    if (!this.o.claim) {
      this.io.to(room).emit(e.event, e.payload);
      this.o.metrics.socketDeliveries.inc({ event: e.event });
      return;
    }
    let won: boolean;
    try {
      won = await this.o.claim(e.id);
    } catch {
      // Redis is unreachable: every replica has the event from its own stream, so each
      // delivering to its own sockets still reaches every browser exactly once.
      this.io.local.to(room).emit(e.event, e.payload);
      this.o.metrics.socketDeliveries.inc({ event: e.event });
      return;
    }
    if (!won) return;
    this.io.to(room).emit(e.event, e.payload);
    this.o.metrics.socketDeliveries.inc({ event: e.event });
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
