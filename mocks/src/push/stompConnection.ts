import { FrameImpl, Parser, type StompHeaders } from '@stomp/stompjs';

export type PushEndpoint = 'v1' | 'v2';

/** What the push host's STOMP side needs from its surroundings, one per SockJS connection. */
export interface StompConnectionDeps {
  endpoint: PushEndpoint;
  /** The SockJS session id in the connection's websocket URL (8 characters), if any. */
  sockJsSessionId: string | undefined;
  /** The member behind a live session token; null when unknown, expired or ended. */
  memberOf(token: string): string | null;
  /** Writes one SockJS message (a whole STOMP frame, or `\n` for a heart-beat). */
  write(data: string): void;
  /** Closes the SockJS connection. */
  close(): void;
  /** What the server can send and wants to receive, in ms (the platform's clients ask 10000). */
  heartbeatMs: number;
  /** CONNECTED was sent. */
  onConnected(connection: StompConnection): void;
  /** DISCONNECT arrived; `receipt` when it asked for one. */
  onDisconnect(withReceipt: boolean): void;
}

/** STOMP 1.2's own header-value escaping applies to every frame but CONNECT / CONNECTED. */
const ESCAPE = true;

/**
 * The server side of STOMP 1.2 on one SockJS connection, as the platform's push host answers the
 * clients described in ../shared/spec/upstream-push-notes.md: CONNECT / STOMP with the member's
 * token (`login` on v1, `token` on v2), SUBSCRIBE to the member's own destinations only,
 * MESSAGE with `subscription`, RECEIPT for any frame asking one, heart-beats as negotiated.
 * Frames are parsed and written by @stomp/stompjs's own `Parser` and `FrameImpl`.
 */
export class StompConnection {
  memberId: string | undefined;
  /** subscription id → destination */
  readonly subscriptions = new Map<string, string>();
  private readonly parser: Parser;
  private pinger: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private lastActivity = Date.now();
  private messageCounter = 0;
  private closed = false;

  constructor(private readonly d: StompConnectionDeps) {
    this.parser = new Parser(
      (raw) => this.onFrame(FrameImpl.fromRawFrame(raw, ESCAPE)),
      () => undefined,
    );
  }

  /** One SockJS message from the client: any part of one or more frames, or heart-beats. */
  receive(data: string): void {
    this.lastActivity = Date.now();
    if (this.closed) return;
    this.parser.parseChunk(data);
  }

  /** The destinations this member may subscribe to on this endpoint. */
  allowed(destination: string): boolean {
    if (this.d.endpoint === 'v2') return destination === '/user/topic/member-site';
    if (destination === `/topic/user/${this.memberId ?? ''}`) return true;
    return (
      this.d.sockJsSessionId !== undefined &&
      destination === `/topic/user/session/${this.d.sockJsSessionId}`
    );
  }

  /** Sends a MESSAGE on every subscription to `destination`. */
  deliver(destination: string, body: unknown): number {
    let sent = 0;
    for (const [id, subscribed] of this.subscriptions) {
      if (subscribed !== destination) continue;
      this.messageCounter += 1;
      this.send(
        'MESSAGE',
        {
          subscription: id,
          'message-id': `${id}-${this.messageCounter}`,
          destination,
          'content-type': 'application/json',
        },
        JSON.stringify(body),
      );
      sent += 1;
    }
    return sent;
  }

  /** The connection is gone (either side): timers stop. */
  ended(): void {
    this.closed = true;
    clearInterval(this.pinger);
    clearInterval(this.watchdog);
  }

  private onFrame(frame: FrameImpl): void {
    if (this.closed) return;
    const h = frame.headers;
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        this.connect(h);
        return;
      case 'DISCONNECT': {
        const receipt = h.receipt;
        if (receipt !== undefined) this.send('RECEIPT', { 'receipt-id': receipt });
        this.d.onDisconnect(receipt !== undefined);
        this.end();
        return;
      }
    }
    if (this.memberId === undefined) {
      this.error('not connected');
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const id = h.id;
        const destination = h.destination;
        if (!id || !destination) {
          this.error('SUBSCRIBE needs id and destination');
          return;
        }
        if (!this.allowed(destination)) {
          this.error(`not allowed to subscribe to ${destination}`);
          return;
        }
        this.subscriptions.set(id, destination);
        break;
      }
      case 'UNSUBSCRIBE':
        if (h.id) this.subscriptions.delete(h.id);
        break;
      case 'SEND':
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        // Members only listen; the platform's clients never send these.
        break;
      default:
        this.error(`unknown command ${frame.command}`);
        return;
    }
    if (h.receipt !== undefined) this.send('RECEIPT', { 'receipt-id': h.receipt });
  }

  private connect(h: StompHeaders): void {
    if (this.memberId !== undefined) {
      this.error('already connected');
      return;
    }
    const versions = (h['accept-version'] ?? '').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      this.error('Supported protocol versions are 1.2', { version: '1.2' });
      return;
    }
    const token = this.d.endpoint === 'v1' ? h.login : h.token;
    const memberId = token ? this.d.memberOf(token) : null;
    if (!memberId) {
      this.error('please_login_first');
      return;
    }
    this.memberId = memberId;
    this.negotiateHeartbeat(h['heart-beat']);
    this.send('CONNECTED', {
      version: '1.2',
      'heart-beat': `${this.d.heartbeatMs},${this.d.heartbeatMs}`,
      server: 'playhouse-stand-in/1.0',
      ...(this.d.sockJsSessionId ? { session: this.d.sockJsSessionId } : {}),
    });
    this.d.onConnected(this);
  }

  /**
   * STOMP 1.2 "Heart-beating": the client's `cx,cy` against our `sx,sy` (both `heartbeatMs`).
   * We send every max(sx, cy) when both are non-zero, and expect traffic every max(cx, sy);
   * a client silent for more than twice that is taken as gone.
   */
  private negotiateHeartbeat(header: string | undefined): void {
    const [cx = 0, cy = 0] = (header ?? '0,0').split(',').map((v) => Number.parseInt(v, 10) || 0);
    const ours = this.d.heartbeatMs;
    if (ours > 0 && cy > 0) {
      this.pinger = setInterval(() => this.d.write('\n'), Math.max(ours, cy));
      this.pinger.unref();
    }
    if (ours > 0 && cx > 0) {
      const every = Math.max(ours, cx);
      this.watchdog = setInterval(() => {
        if (Date.now() - this.lastActivity > every * 2) this.end();
      }, every);
      this.watchdog.unref();
    }
  }

  private error(message: string, extra: StompHeaders = {}): void {
    this.send('ERROR', { message, 'content-type': 'text/plain', ...extra }, message);
    this.end();
  }

  private end(): void {
    if (this.closed) return;
    this.ended();
    this.d.close();
  }

  private send(command: string, headers: StompHeaders, body?: string): void {
    const frame = new FrameImpl({
      command,
      headers,
      ...(body === undefined ? {} : { body }),
      escapeHeaderValues: command !== 'CONNECTED',
    });
    this.d.write(frame.serialize() as string);
  }
}
