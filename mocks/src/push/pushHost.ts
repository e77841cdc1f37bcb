import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import sockjs from 'sockjs';
import type { MockStore } from '../state/store.js';
import { pushLedgerOf } from './ledger.js';
import type { PushDelivery } from './pushBus.js';
import { StompConnection, type PushEndpoint } from './stompConnection.js';

/** The platform's two SockJS endpoints under the push host (upstream-push-notes.md). */
export const PUSH_PREFIXES: Record<PushEndpoint, string> = {
  v1: '/rtmsg',
  v2: '/websocket/event',
};

export interface PushHostOptions {
  /** STOMP heart-beat the host offers and wants (ms); the platform's clients ask for 10000. */
  heartbeatMs?: number;
}

export interface PushHostStats {
  state: 'up' | 'down';
  open: Record<PushEndpoint, number>;
  /** Subscriptions held on the open connections. */
  subscriptions: Record<PushEndpoint, number>;
  connects: Record<PushEndpoint, number>;
  /**
   * The most CONNECTs accepted within any 1,000 ms since the host last came up, timed by the
   * host as each arrives (a client polling the counts would stamp them late when busy).
   */
  connectsInBusiestSecond: number;
  disconnectsWithReceipt: number;
  /** Connections the client closed without sending DISCONNECT first. */
  endedByClient: number;
}

interface Link {
  endpoint: PushEndpoint;
  conn: sockjs.Connection;
  stomp: StompConnection;
  disconnected: boolean;
  closedByHost: boolean;
}

const hosts = new WeakMap<MockStore, PushHost>();

/** The push host attached for this store, for the dev controls; undefined when none is. */
export function pushHostOf(store: MockStore): PushHost | undefined {
  return hosts.get(store);
}

/**
 * Serves the stand-in's push host on a listening (or about to listen) HTTP server: SockJS at
 * `/rtmsg` (v1) and `/websocket/event` (v2), STOMP 1.2 over it, fed by `store.push`.
 */
export function attachPushHost(
  server: http.Server,
  store: MockStore,
  options: PushHostOptions = {},
): PushHost {
  const host = new PushHost(server, store, options);
  hosts.set(store, host);
  return host;
}

/** The SockJS session id of a websocket URL `<prefix>/<server>/<session>/websocket`. */
export function sockJsSessionOf(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  const match = /\/[^/.]+\/([^/.]+)\/websocket$/.exec(path);
  return match?.[1];
}

export class PushHost {
  private down = false;
  private readonly links = new Set<Link>();
  private readonly byMember = new Map<string, Set<Link>>();
  private readonly counts = {
    connects: { v1: 0, v2: 0 },
    disconnectsWithReceipt: 0,
    endedByClient: 0,
  };
  private readonly recentConnects = new RecentConnects();
  private readonly unsubscribe: () => void;

  constructor(
    server: http.Server,
    private readonly store: MockStore,
    private readonly options: PushHostOptions,
  ) {
    for (const endpoint of ['v1', 'v2'] as const) {
      const sockServer = sockjs.createServer({
        prefix: PUSH_PREFIXES[endpoint],
        websocket: true,
        log: () => undefined,
      });
      sockServer.on('connection', (conn: sockjs.Connection | null) => {
        // sockjs hands over null when the client went away during the handshake.
        if (conn) this.open(endpoint, conn);
      });
      sockServer.installHandlers(server);
    }
    // In front of sockjs: a host that is "down" refuses /info and the websocket with 503.
    gate(server, 'request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!this.down || !onPushPath(req.url)) return false;
      res.writeHead(503, { 'Content-Type': 'text/plain' }).end('push host down');
      return true;
    });
    gate(server, 'upgrade', (req: http.IncomingMessage, socket: Duplex) => {
      if (!this.down || !onPushPath(req.url)) return false;
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      );
      return true;
    });
    this.unsubscribe = store.push.subscribe((delivery) => this.deliver(delivery));
  }

  get state(): 'up' | 'down' {
    return this.down ? 'down' : 'up';
  }

  /** Down closes every push connection and refuses new ones until it is up again. */
  setState(state: 'up' | 'down'): void {
    this.down = state === 'down';
    if (!this.down) {
      this.recentConnects.clear();
      return;
    }
    for (const link of [...this.links]) this.closeLink(link, 3000, 'push host going down');
  }

  stats(): PushHostStats {
    const open = { v1: 0, v2: 0 };
    const subscriptions = { v1: 0, v2: 0 };
    for (const link of this.links) {
      if (link.stomp.memberId === undefined) continue;
      open[link.endpoint] += 1;
      subscriptions[link.endpoint] += link.stomp.subscriptions.size;
    }
    return {
      state: this.state,
      open,
      subscriptions,
      connects: { ...this.counts.connects },
      connectsInBusiestSecond: this.recentConnects.busiestSecond,
      disconnectsWithReceipt: this.counts.disconnectsWithReceipt,
      endedByClient: this.counts.endedByClient,
    };
  }

  /**
   * Sends a speed-test task on each of the member's session topics, as the platform does:
   * `{taskId, domain, timeoutThreshold}`. Returns the tasks sent.
   */
  speedTest(memberId: string, domain: string, timeoutThreshold = 5_000): string[] {
    const ledger = pushLedgerOf(this.store);
    const tasks: string[] = [];
    for (const link of this.byMember.get(memberId) ?? []) {
      if (link.endpoint !== 'v1') continue;
      for (const destination of link.stomp.subscriptions.values()) {
        if (!destination.startsWith('/topic/user/session/')) continue;
        const taskId = randomUUID();
        link.stomp.deliver(destination, { taskId, domain, timeoutThreshold });
        ledger.openTasks.set(taskId, memberId);
        tasks.push(taskId);
      }
    }
    return tasks;
  }

  /** Closes every connection and stops listening to the bus (the HTTP server stays). */
  close(): void {
    this.unsubscribe();
    for (const link of [...this.links]) this.closeLink(link, 1001, 'going away');
  }

  private open(endpoint: PushEndpoint, conn: sockjs.Connection): void {
    if (this.down) {
      closeWith(conn, 3000, 'push host down');
      return;
    }
    const link: Link = {
      endpoint,
      conn,
      disconnected: false,
      closedByHost: false,
      stomp: undefined as unknown as StompConnection,
    };
    link.stomp = new StompConnection({
      endpoint,
      sockJsSessionId: sockJsSessionOf(conn.url),
      memberOf: (token) => this.store.sessions.resolve(token),
      write: (data) => conn.write(data),
      close: () => this.closeLink(link, 1000, 'Normal closure'),
      heartbeatMs: this.options.heartbeatMs ?? 10_000,
      onConnected: (stomp) => {
        this.counts.connects[endpoint] += 1;
        this.recentConnects.add(performance.now());
        const memberId = stomp.memberId ?? '';
        let set = this.byMember.get(memberId);
        if (!set) this.byMember.set(memberId, (set = new Set()));
        set.add(link);
      },
      onDisconnect: (withReceipt) => {
        link.disconnected = true;
        if (withReceipt) this.counts.disconnectsWithReceipt += 1;
      },
    });
    this.links.add(link);
    conn.on('data', (message: string) => link.stomp.receive(message));
    conn.on('close', () => {
      link.stomp.ended();
      this.links.delete(link);
      const memberId = link.stomp.memberId;
      const set = memberId === undefined ? undefined : this.byMember.get(memberId);
      set?.delete(link);
      if (set?.size === 0 && memberId !== undefined) this.byMember.delete(memberId);
      if (!link.disconnected && !link.closedByHost) this.counts.endedByClient += 1;
    });
  }

  private closeLink(link: Link, code: number, reason: string): void {
    link.closedByHost = true;
    link.stomp.ended();
    closeWith(link.conn, code, reason);
  }

  private deliver(delivery: PushDelivery): void {
    const links = this.byMember.get(delivery.memberId);
    if (!links) return;
    const [endpoint, destination]: [PushEndpoint, string] =
      delivery.topic === 'user'
        ? ['v1', `/topic/user/${delivery.memberId}`]
        : ['v2', '/user/topic/member-site'];
    for (const link of links)
      if (link.endpoint === endpoint) link.stomp.deliver(destination, delivery.body);
  }
}

/** SockJS close frames carry a numeric code; @types/sockjs types it as a string. */
function closeWith(conn: sockjs.Connection, code: number, reason: string): void {
  conn.close(code as unknown as string, reason);
}

function onPushPath(url: string | undefined): boolean {
  const path = url ?? '';
  return Object.values(PUSH_PREFIXES).some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Puts `handler` before the server's existing listeners for `event` (as sockjs installs itself):
 * the others run only when it returns false.
 */
function gate<A extends unknown[]>(
  server: http.Server,
  event: 'request' | 'upgrade',
  handler: (...args: A) => boolean,
): void {
  const previous = server.listeners(event) as ((...args: A) => void)[];
  server.removeAllListeners(event);
  server.on(event, (...args: A) => {
    if (handler(...args)) return;
    for (const listener of previous) listener.apply(server, args);
  });
}

/** CONNECT arrival times over the last second, and the most that fell within any one second. */
export class RecentConnects {
  private times: number[] = [];
  private head = 0;
  busiestSecond = 0;

  add(at: number): void {
    this.times.push(at);
    while ((this.times[this.head] ?? at) <= at - 1000) this.head += 1;
    this.busiestSecond = Math.max(this.busiestSecond, this.times.length - this.head);
    // Drop the expired part now and then, so the array stays about one second long.
    if (this.head > 1024) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }

  clear(): void {
    this.times = [];
    this.head = 0;
    this.busiestSecond = 0;
  }
}
