import type { Logger } from '../../ops/logger.js';
import type { GatewayMetrics } from '../../ops/metrics.js';
import type { MemberPresence } from '../socketServer.js';
import type { ConnectPacer } from './connectPacer.js';
import type { HostLocator } from './hostLocator.js';
import {
  mapSiteMessage,
  mapUserMessage,
  parseBody,
  type Mapped,
  type MappedEvent,
} from './messages.js';
import { OverlapFilter } from './overlapFilter.js';
import { speedTestTask, type PlatformReports } from './platformReports.js';
import { StompLink, type PushEndpoint } from './stompLink.js';
import { TimerWheel } from './timerWheel.js';

const ENDPOINTS: readonly PushEndpoint[] = ['v1', 'v2'];
type LinkState = 'connecting' | 'open' | 'failing';

/** A session with sockets on this instance, whose token the member's connections may use. */
export interface LocalSession {
  sessionId: string;
  token: string;
}

export interface PushClientOptions {
  hosts: HostLocator;
  reports: PlatformReports;
  /** Paces connection attempts (the websocket handshakes) process-wide. */
  pacer: ConnectPacer;
  /**
   * Paces the CONNECT frames themselves, once each handshake is answered: what the push host
   * counts. A host answering handshakes late answers many together.
   */
  connectGate: ConnectPacer;
  metrics: GatewayMetrics;
  logger: Logger;
  /** The live sessions with sockets here for this member (`Realtime.localSessionsOf`). */
  sessionsOf(memberId: string): LocalSession[];
  /** Emits an event to the member's sockets on this instance. */
  emit(memberId: string, event: MappedEvent): void;
  /** Tells the member's sockets here to read again (`session:resync {reason:'upstream-gap'}`). */
  resync(memberId: string): void;
  /**
   * The push host refused the session's token: asks the platform whether it is signed out (and
   * ends it if so). At most once a minute per member.
   */
  refused?(session: LocalSession): void;
  /** The forced rebuild, asking CSP_ImUrl again (`PUSH_REBUILD_SECONDS`). */
  rebuildMs: number;
  /** After a failure: this delay plus a random part up to `retryJitterMs`. */
  retryDelayMs?: number;
  retryJitterMs?: number;
  heartbeatMs?: number;
  connectTimeoutMs?: number;
  disconnectTimeoutMs?: number;
}

export interface PushStatus {
  host: string | null;
  members: number;
  connections: Record<PushEndpoint, Record<LinkState, number>>;
  /** Seconds since the last message; null before the first. */
  lastMessageAgeSeconds: number | null;
  /** Members are here and not one of their connections is open. */
  failing: boolean;
  lastFailure: string | null;
  connectBacklogMs: number;
}

/** Error lines about a push host refusing everything: at most one a minute. */
const FAILING_LOG_EVERY_MS = 60_000;
/** A refused token is checked with the platform at most this often per member. */
const REFUSAL_CHECK_EVERY_MS = 60_000;
/**
 * Ids remembered per member: a message delivered again with the same `sendId` or
 * `websocketDeliveryId` is acknowledged and relayed once.
 */
const RECENT_IDS = 32;

/**
 * The gateway's side of the platform's push channel: for each member with at least one socket on
 * this instance, one STOMP-over-SockJS connection per endpoint (v1 and v2), made with the token of
 * one of the member's sessions here. Messages are turned into browser events for the member's
 * sockets on this instance only, so with several replicas each serves its own sockets and no
 * socket gets an event twice. Connects are paced process-wide; failures retry after 5 s plus
 * jitter; every connection is rebuilt every `rebuildMs` (make-before-break), as the platform's
 * client does.
 */
export class PushClient implements MemberPresence {
  private readonly members = new Map<string, MemberLink>();
  readonly counts: Record<PushEndpoint, Record<LinkState, number>> = {
    v1: { open: 0, connecting: 0, failing: 0 },
    v2: { open: 0, connecting: 0, failing: 0 },
  };
  private lastMessageAt: number | undefined;
  private lastFailure: string | undefined;
  private lastFailingLog = 0;
  private stopped = false;
  /** @internal every connection's next rebuild, on one shared timer. */
  readonly rebuilds: TimerWheel<EndpointLink>;

  constructor(readonly o: PushClientOptions) {
    // Rebuilds are jittered by a tenth of their period already: a twentieth is precise enough.
    const resolutionMs = Math.min(1_000, Math.max(50, o.rebuildMs / 20));
    this.rebuilds = new TimerWheel(resolutionMs, (link) => link.connect());
  }

  watch(memberId: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    let link = this.members.get(memberId);
    if (!link) {
      const session = this.o.sessionsOf(memberId)[0];
      if (!session) return Promise.resolve();
      link = new MemberLink(this, memberId, session);
      this.members.set(memberId, link);
      link.start();
    }
    return link.ready;
  }

  /** The member's last socket here closed: DISCONNECT (with a receipt) on each endpoint. */
  unwatch(memberId: string): void {
    const link = this.members.get(memberId);
    if (!link) return;
    this.members.delete(memberId);
    void link.close();
  }

  /**
   * A socket of the member left. When no socket of the session whose token the connections use
   * is left (it ended, or its tabs closed), they move to another session's token.
   */
  left(memberId: string): void {
    const link = this.members.get(memberId);
    if (!link) return;
    const sessions = this.o.sessionsOf(memberId);
    if (sessions.some((s) => s.sessionId === link.session.sessionId)) return;
    const next = sessions[0];
    if (next) link.switchSession(next);
    else this.unwatch(memberId);
  }

  /** Whether the member has connections here (tests, status). */
  has(memberId: string): boolean {
    return this.members.has(memberId);
  }

  status(): PushStatus {
    const open = this.counts.v1.open + this.counts.v2.open;
    const failing = this.counts.v1.failing + this.counts.v2.failing;
    return {
      host: this.o.hosts.current ?? null,
      members: this.members.size,
      connections: { v1: { ...this.counts.v1 }, v2: { ...this.counts.v2 } },
      lastMessageAgeSeconds:
        this.lastMessageAt === undefined ? null : (Date.now() - this.lastMessageAt) / 1000,
      failing: this.members.size > 0 && open === 0 && failing > 0,
      lastFailure: this.lastFailure ?? null,
      connectBacklogMs: this.o.pacer.backlogMs,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const links = [...this.members.values()];
    this.members.clear();
    await Promise.all(links.map((l) => l.close()));
  }

  /** @internal state bookkeeping shared by the links, mirrored into the gauge. */
  moved(endpoint: PushEndpoint, from: LinkState | undefined, to: LinkState | undefined): void {
    if (from === to) return;
    if (from) {
      this.counts[endpoint][from] -= 1;
      this.o.metrics.pushConnections.dec({ endpoint, state: from });
    }
    if (to) {
      this.counts[endpoint][to] += 1;
      this.o.metrics.pushConnections.inc({ endpoint, state: to });
    }
  }

  /** @internal */
  failed(endpoint: PushEndpoint, reason: string, refused: boolean): void {
    this.lastFailure = `${endpoint}: ${reason}`;
    this.o.metrics.pushConnects.inc({ endpoint, outcome: refused ? 'refused' : 'failed' });
    const open = this.counts.v1.open + this.counts.v2.open;
    const now = Date.now();
    if (open === 0 && now - this.lastFailingLog >= FAILING_LOG_EVERY_MS) {
      this.lastFailingLog = now;
      this.o.logger.error(
        {
          host: this.o.hosts.current ?? null,
          members: this.members.size,
          failing: this.counts.v1.failing + this.counts.v2.failing,
          reason: this.lastFailure,
        },
        'push host: every connection attempt is failing; members get no live events',
      );
    } else this.o.logger.debug({ endpoint, reason }, 'push connection failed');
  }

  /** @internal */
  connected(endpoint: PushEndpoint): void {
    this.o.metrics.pushConnects.inc({ endpoint, outcome: 'connected' });
  }

  /** @internal */
  received(link: MemberLink, stomp: StompLink, destination: string, body: string): void {
    this.lastMessageAt = Date.now();
    this.o.metrics.pushMessageSeen();
    const parsed = parseBody(body);
    if (destination.startsWith('/topic/user/session/')) {
      this.o.metrics.pushMessages.count('speed-test');
      const task = speedTestTask.safeParse(parsed);
      if (task.success) void this.o.reports.speedTest(stomp.token, task.data);
      else this.o.metrics.pushMessagesIgnored.inc({ type: 'speed-test' });
      return;
    }
    const mapped: Mapped =
      destination === '/user/topic/member-site' ? mapSiteMessage(parsed) : mapUserMessage(parsed);
    this.o.metrics.pushMessages.count(mapped.type);
    if (mapped.ack) {
      const id = 'sendId' in mapped.ack ? mapped.ack.sendId : mapped.ack.websocketDeliveryId;
      // Heard already on the connection this one replaces: acknowledged and relayed once.
      if (!link.firstTime(id)) return;
      void this.o.reports.acknowledge(stomp.token, mapped.ack);
    }
    if (mapped.kind === 'ignored') {
      this.o.metrics.pushMessagesIgnored.inc({ type: mapped.type });
      return;
    }
    this.o.emit(link.memberId, mapped.mapped);
  }
}

/** One member's connections (v1 and v2) and the session whose token they use. */
class MemberLink {
  readonly ready: Promise<void>;
  private markReady!: () => void;
  private readonly endpoints: Record<PushEndpoint, EndpointLink>;
  private readonly recent: string[] = [];
  private lastRefusalCheck = 0;

  constructor(
    readonly client: PushClient,
    readonly memberId: string,
    public session: LocalSession,
  ) {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.endpoints = { v1: new EndpointLink(this, 'v1'), v2: new EndpointLink(this, 'v2') };
  }

  start(): void {
    for (const e of ENDPOINTS) this.endpoints[e].connect();
  }

  /** The browser may be greeted once v1 carries the member, or once its first try failed. */
  settled(endpoint: PushEndpoint): void {
    if (endpoint === 'v1') this.markReady();
  }

  switchSession(session: LocalSession): void {
    this.session = session;
    for (const e of ENDPOINTS) this.endpoints[e].replace();
  }

  /** The push host refused the token in use. */
  refused(): void {
    const now = Date.now();
    if (now - this.lastRefusalCheck < REFUSAL_CHECK_EVERY_MS) return;
    this.lastRefusalCheck = now;
    this.client.o.refused?.(this.session);
  }

  firstTime(id: string): boolean {
    if (this.recent.includes(id)) return false;
    this.recent.push(id);
    if (this.recent.length > RECENT_IDS) this.recent.shift();
    return true;
  }

  async close(): Promise<void> {
    this.markReady();
    await Promise.all(ENDPOINTS.map((e) => this.endpoints[e].close()));
  }
}

/** A member's connection to one endpoint, across failures, retries and rebuilds. */
class EndpointLink {
  private state: LinkState | undefined;
  private current: StompLink | undefined;
  private pending: StompLink | undefined;
  /** A connect is waiting for its pace slot or the host. */
  private starting = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** A failure happened since the last open connection: the browsers may have missed messages. */
  private gap = false;
  /** A rebuild's replaced connection, until its DISCONNECT is answered: both deliver meanwhile. */
  private overlap: { old: StompLink; filter: OverlapFilter } | undefined;
  private closed = false;

  constructor(
    private readonly member: MemberLink,
    private readonly endpoint: PushEndpoint,
  ) {}

  private get o(): PushClientOptions {
    return this.member.client.o;
  }

  private setState(to: LinkState | undefined): void {
    this.member.client.moved(this.endpoint, this.state, to);
    this.state = to;
  }

  /** Opens a connection, or a replacement next to the open one (a rebuild). */
  connect(): void {
    if (this.closed || this.pending || this.starting) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (!this.current) this.setState('connecting');
    this.starting = true;
    void this.start().finally(() => {
      this.starting = false;
    });
  }

  /** The token changed: a new connection replaces the open one (or the one being made). */
  replace(): void {
    if (this.pending) {
      const stale = this.pending;
      this.pending = undefined;
      void stale.close();
    }
    this.connect();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.member.client.rebuilds.cancel(this);
    this.setState(undefined);
    const links = [this.pending, this.current].filter((l): l is StompLink => l !== undefined);
    this.pending = undefined;
    this.current = undefined;
    await Promise.all(links.map((l) => l.close()));
  }

  private async start(): Promise<void> {
    if (!(await this.o.pacer.take(() => this.closed))) return;
    let host: string;
    try {
      host = await this.o.hosts.get();
    } catch (error) {
      this.lost(undefined, `push host unknown: ${(error as Error).message}`, false);
      return;
    }
    if (this.closed) return;
    const link = new StompLink({
      endpoint: this.endpoint,
      host,
      memberId: this.member.memberId,
      token: this.member.session.token,
      heartbeatMs: this.o.heartbeatMs ?? 10_000,
      connectTimeoutMs: this.o.connectTimeoutMs ?? 10_000,
      disconnectTimeoutMs: this.o.disconnectTimeoutMs ?? 1_000,
      admit: (cancelled) => this.o.connectGate.take(() => this.closed || cancelled()),
      onOpen: (l) => this.opened(l),
      onMessage: (l, destination, body) => {
        if (this.closed || this.repeatsDuringRebuild(l, destination, body)) return;
        this.member.client.received(this.member, l, destination, body);
      },
      onLost: (l, reason, refused) => this.lost(l, reason, refused),
    });
    this.pending = link;
    link.open();
  }

  private opened(link: StompLink): void {
    if (link !== this.pending) return;
    this.pending = undefined;
    const old = this.current;
    this.current = link;
    this.setState('open');
    this.member.client.connected(this.endpoint);
    if (old) {
      const overlap = { old, filter: new OverlapFilter() };
      this.overlap = overlap;
      void old.close().finally(() => {
        if (this.overlap === overlap) this.overlap = undefined;
      });
    }
    this.scheduleRebuild();
    if (this.gap) {
      this.gap = false;
      this.o.resync(this.member.memberId);
    }
    this.member.settled(this.endpoint);
  }

  /** A message both connections of a rebuild heard, the second time. */
  private repeatsDuringRebuild(link: StompLink, destination: string, body: string): boolean {
    const overlap = this.overlap;
    if (!overlap) return false;
    const from = link === overlap.old ? 'old' : link === this.current ? 'new' : undefined;
    return from !== undefined && overlap.filter.repeats(from, `${destination}\n${body}`);
  }

  private lost(link: StompLink | undefined, reason: string, refused: boolean): void {
    if (this.closed) return;
    if (link !== undefined && link !== this.pending && link !== this.current) return;
    if (refused) this.member.refused();
    if (link === this.pending || link === undefined) {
      this.pending = undefined;
      if (this.current) {
        // A rebuild did not come up: the open connection keeps serving; try again later.
        this.member.client.failed(this.endpoint, reason, refused);
        this.scheduleRetry();
        return;
      }
    } else this.current = undefined;
    this.member.client.rebuilds.cancel(this);
    this.gap = true;
    this.setState('failing');
    this.member.client.failed(this.endpoint, reason, refused);
    this.member.settled(this.endpoint);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const delay = (this.o.retryDelayMs ?? 5_000) + Math.random() * (this.o.retryJitterMs ?? 2_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
    this.retryTimer.unref();
  }

  private scheduleRebuild(): void {
    // Spread up to a tenth so members connected together do not all rebuild in one instant.
    const delay = this.o.rebuildMs * (1 + Math.random() * 0.1);
    this.member.client.rebuilds.schedule(this, delay);
  }
}
