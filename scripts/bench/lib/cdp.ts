import WebSocket from 'ws';

type Listener = (method: string, params: unknown, sessionId: string | undefined) => void;

/**
 * A DevTools connection of its own to a browser, in flat mode: one socket, every attached target
 * a session id on it. Playwright's CDP sessions cannot do this (they drop the events of sessions
 * they did not open themselves), and a service worker's traffic is only seen from a session
 * attached to the worker.
 */
export class CdpConnection {
  private nextId = 0;
  private readonly calls = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }
  >();
  private readonly listeners = new Set<Listener>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as {
        id?: number;
        method?: string;
        params?: unknown;
        sessionId?: string;
        result?: unknown;
        error?: { message: string };
      };
      if (message.id !== undefined) {
        const call = this.calls.get(message.id);
        this.calls.delete(message.id);
        if (!call) return;
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
        return;
      }
      if (message.method)
        for (const listener of this.listeners)
          listener(message.method, message.params, message.sessionId);
    });
    socket.on('close', () => {
      for (const call of this.calls.values()) call.reject(new Error(`${call.method}: closed`));
      this.calls.clear();
    });
  }

  static open(url: string): Promise<CdpConnection> {
    const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new CdpConnection(socket)));
      socket.once('error', reject);
    });
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = (this.nextId += 1);
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject, method });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(listener: Listener): void {
    this.listeners.add(listener);
  }

  close(): void {
    this.socket.close();
  }
}
