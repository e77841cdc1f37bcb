import { randomBytes, randomInt } from 'node:crypto';
import type { IStompSocket, IStompSocketMessageEvent } from '@stomp/stompjs';
import WebSocket from 'ws';

/** WebSocket readyState values, which @stomp/stompjs reads. */
const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

const SESSION_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Eight random characters, as sockjs-client picks a session id. */
export function newSockJsSessionId(): string {
  const bytes = randomBytes(8);
  let id = '';
  for (const b of bytes) id += SESSION_ALPHABET[b % SESSION_ALPHABET.length];
  return id;
}

/**
 * `<base>/<server 000-999>/<session>/websocket`, http(s) turned into ws(s): the URL of
 * SockJS's websocket transport (what sockjs-client opens after `/info`).
 */
export function sockJsWebSocketUrl(base: string, sessionId: string, serverId?: string): string {
  const url = new URL(base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  const server = serverId ?? String(randomInt(0, 1000)).padStart(3, '0');
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${server}/${sessionId}/websocket`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

export interface SockJsSocketOptions {
  /** The SockJS session id; a new random one by default. */
  sessionId?: string;
  /** How long the websocket handshake may take. */
  handshakeTimeoutMs?: number;
  /**
   * Awaited between the host's open frame and `onopen`, where stompjs sends CONNECT: the
   * process-wide CONNECT pace. Pacing the handshake alone does not hold it, because handshakes
   * that a busy host answers late all come back together. Resolves false to give up (the
   * caller is closing the socket); `cancelled` says when it should.
   */
  admit?: (cancelled: () => boolean) => Promise<boolean>;
}

export interface SockJsCloseEvent {
  code: number;
  reason: string;
  wasClean: boolean;
}

/**
 * An `IStompSocket` (what @stomp/stompjs's `webSocketFactory` returns) speaking SockJS's
 * websocket transport over the `ws` package, the only transport the platform's clients use:
 * server frames `o` (open), `h` (heartbeat), `a[...]` (one message per string) and
 * `c[code,reason]` (close); what we send goes out as a JSON array of strings. The `/info`
 * request sockjs-client makes first only chooses a transport, so it is skipped: a host that
 * refuses the websocket refuses the connection the same way.
 */
export class SockJsSocket implements IStompSocket {
  readonly url: string;
  readonly sessionId: string;
  onopen: ((ev?: unknown) => unknown) | null | undefined = null;
  onclose: ((ev?: SockJsCloseEvent) => unknown) | null | undefined = null;
  onerror: ((ev: unknown) => unknown) | null | undefined = null;
  onmessage: ((ev: IStompSocketMessageEvent) => unknown) | null | undefined = null;
  binaryType = 'arraybuffer';
  private state = CONNECTING;
  private admitting = false;
  private readonly ws: WebSocket;
  private readonly admit: SockJsSocketOptions['admit'];

  constructor(base: string, options: SockJsSocketOptions = {}) {
    this.sessionId = options.sessionId ?? newSockJsSessionId();
    this.url = sockJsWebSocketUrl(base, this.sessionId);
    this.admit = options.admit;
    this.ws = new WebSocket(this.url, {
      // Compression would hold a zlib context per connection; the messages are small.
      perMessageDeflate: false,
      handshakeTimeout: options.handshakeTimeoutMs ?? 10_000,
    });
    this.ws.on('message', (data: Buffer) => this.frame(data.toString('utf8')));
    this.ws.on('close', (code: number, reason: Buffer) =>
      this.finish({ code, reason: reason.toString('utf8'), wasClean: code === 1000 }),
    );
    this.ws.on('error', (error) => {
      this.onerror?.(error);
    });
  }

  get readyState(): number {
    return this.state;
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (this.state !== OPEN) return;
    const text = typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer).toString();
    this.ws.send(JSON.stringify([text]));
  }

  close(): void {
    if (this.state === CLOSED || this.state === CLOSING) return;
    this.state = CLOSING;
    // Closing before the handshake finished aborts it (and reports close); otherwise the
    // websocket closing handshake runs.
    this.ws.close(1000);
  }

  /** Drops the connection at once (a dead peer never answers a closing handshake). */
  terminate(): void {
    this.finish({ code: 4001, reason: 'terminated', wasClean: false });
    this.ws.terminate();
  }

  private frame(text: string): void {
    if (this.state === CLOSED) return;
    switch (text[0]) {
      case 'o':
        if (this.state !== CONNECTING || this.admitting) return;
        if (!this.admit) {
          this.opened();
          return;
        }
        this.admitting = true;
        void this.admit(() => this.state !== CONNECTING).then((admitted) => {
          if (admitted && this.state === CONNECTING) this.opened();
        });
        return;
      case 'h':
        // Transport heartbeat: counts as traffic for the STOMP heart-beat check, carries no frame.
        this.onmessage?.({ data: '' });
        return;
      case 'a':
      case 'm': {
        const messages = parseMessages(text);
        if (!messages) {
          this.terminate();
          return;
        }
        for (const data of messages) this.onmessage?.({ data });
        return;
      }
      case 'c': {
        const [code, reason] = parseClose(text);
        this.finish({ code, reason, wasClean: true });
        this.ws.close(1000);
        return;
      }
      default:
        return;
    }
  }

  private opened(): void {
    this.state = OPEN;
    this.onopen?.();
  }

  private finish(event: SockJsCloseEvent): void {
    if (this.state === CLOSED) return;
    this.state = CLOSED;
    this.onclose?.(event);
  }
}

function parseMessages(text: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text.slice(1));
    const list = text[0] === 'm' ? [parsed] : parsed;
    if (!Array.isArray(list) || !list.every((m) => typeof m === 'string')) return undefined;
    return list;
  } catch {
    return undefined;
  }
}

function parseClose(text: string): [number, string] {
  try {
    const parsed: unknown = JSON.parse(text.slice(1));
    if (Array.isArray(parsed))
      return [Number(parsed[0]) || 1000, typeof parsed[1] === 'string' ? parsed[1] : ''];
  } catch {
    // A malformed close frame still closes.
  }
  return [1000, ''];
}
