import { Client, Versions, type IFrame, type IMessage } from '@stomp/stompjs';
import { withinTime } from '../../withinTime.js';
import { SockJsSocket } from './sockJsSocket.js';

export type PushEndpoint = 'v1' | 'v2';

/** The platform's two SockJS endpoints under its push host (upstream-push-notes.md). */
export const ENDPOINT_PATHS: Record<PushEndpoint, string> = {
  v1: '/rtmsg',
  v2: '/websocket/event',
};

export interface StompLinkOptions {
  endpoint: PushEndpoint;
  /** The push host's base (CSP_ImUrl's value), without the endpoint path. */
  host: string;
  memberId: string;
  token: string;
  heartbeatMs: number;
  connectTimeoutMs: number;
  /** Waits for the CONNECT pace once the socket is open (`SockJsSocketOptions.admit`). */
  admit?: (cancelled: () => boolean) => Promise<boolean>;
  /** How long DISCONNECT may wait for its RECEIPT before the socket is dropped. */
  disconnectTimeoutMs: number;
  /** CONNECTED arrived and the SUBSCRIBEs are sent. */
  onOpen(link: StompLink): void;
  onMessage(link: StompLink, destination: string, body: string): void;
  /** The connection ended without us closing it (never after `close()`). */
  onLost(link: StompLink, reason: string, refused: boolean): void;
}

const noDebug = (): void => undefined;

const ACCEPT_VERSIONS = new Versions([Versions.V1_0, Versions.V1_1, Versions.V1_2]);

/** The destinations the platform's client subscribes to on each endpoint. */
export function destinationsFor(
  endpoint: PushEndpoint,
  memberId: string,
  sockJsSessionId: string,
): string[] {
  return endpoint === 'v1'
    ? [`/topic/user/${memberId}`, `/topic/user/session/${sockJsSessionId}`]
    : ['/user/topic/member-site'];
}

/**
 * One STOMP connection of one member to one endpoint, made with @stomp/stompjs over SockJS's
 * websocket transport, with the CONNECT headers the platform's client sends (v1: `login` and
 * `passcode` = token, `sessionType: SHELL`; v2: `token`; `accept-version: 1.0,1.1,1.2`
 * and `heart-beat` from stompjs's settings). stompjs's own reconnection is off (`reconnectDelay: 0`): the
 * push client decides when to try again, paced across all members.
 */
export class StompLink {
  readonly client: Client;
  private socket: SockJsSocket | undefined;
  private closing = false;
  private refusal: string | undefined;
  private opened = false;

  constructor(private readonly o: StompLinkOptions) {
    const base = `${o.host}${ENDPOINT_PATHS[o.endpoint]}`;
    this.client = new Client({
      webSocketFactory: () => (this.socket = new SockJsSocket(base, { admit: o.admit })),
      connectHeaders:
        o.endpoint === 'v1'
          ? { login: o.token, passcode: o.token, sessionType: 'SHELL' }
          : { token: o.token },
      // In the order the platform's client announces them (`accept-version:1.0,1.1,1.2`).
      stompVersions: ACCEPT_VERSIONS,
      reconnectDelay: 0,
      heartbeatIncoming: o.heartbeatMs,
      heartbeatOutgoing: o.heartbeatMs,
      connectionTimeout: o.connectTimeoutMs,
      // A peer that went silent never answers a closing handshake: drop the socket instead.
      discardWebsocketOnCommFailure: true,
      debug: noDebug,
      // With raw logging on, stompjs hands `debug` the chunk it already has instead of
      // formatting every frame back into text for it; `debug` does nothing either way.
      logRawCommunication: true,
      onConnect: () => this.subscribe(),
      onStompError: (frame: IFrame) => {
        this.refusal = frame.headers.message ?? 'ERROR frame';
        this.socket?.terminate();
      },
      onWebSocketClose: (event?: { code?: number; reason?: string }) => {
        if (this.closing) return;
        this.closing = true;
        const reason =
          this.refusal ?? `closed ${event?.code ?? '?'}${event?.reason ? ` ${event.reason}` : ''}`;
        void this.client.deactivate();
        this.o.onLost(this, reason, this.refusal !== undefined);
      },
    });
  }

  get endpoint(): PushEndpoint {
    return this.o.endpoint;
  }

  get token(): string {
    return this.o.token;
  }

  get isOpen(): boolean {
    return this.opened && !this.closing;
  }

  /** The SockJS session id of the current socket (the v1 session topic names it). */
  get sockJsSessionId(): string | undefined {
    return this.socket?.sessionId;
  }

  open(): void {
    this.client.activate();
  }

  /**
   * DISCONNECT with a receipt, as the platform's client signs out (stompjs's `deactivate` sends
   * it when connected and closes on the RECEIPT); a host that does not answer in time is dropped.
   */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await withinTime(this.client.deactivate(), this.o.disconnectTimeoutMs, () =>
      this.client.deactivate({ force: true }),
    );
  }

  private subscribe(): void {
    const sessionId = this.socket?.sessionId ?? '';
    destinationsFor(this.o.endpoint, this.o.memberId, sessionId).forEach((destination, n) => {
      this.client.subscribe(
        destination,
        (message: IMessage) => this.o.onMessage(this, destination, message.body),
        { id: `stomp-sub-${n}` },
      );
    });
    this.opened = true;
    this.o.onOpen(this);
  }
}
