import WebSocket from 'ws';

/**
 * A socket.io client at the wire level (Engine.IO 4 over WebSocket, Socket.IO 5 packets), for the
 * fan-out benchmark only. socket.io-client decodes every packet through its emitter stack and
 * used more CPU than the gateways it measured; this one reads the few packet types the relay
 * sends and answers pings, so the machine's cores go to the gateways under test.
 */
export class WireClient {
  private readonly ws: WebSocket;
  private readonly handlers = new Map<string, (payload: unknown) => void>();

  /** `headers` carry what a browser's handshake would, e.g. the gateway's session cookie. */
  constructor(baseUrl: string, auth: Record<string, string>, headers: Record<string, string> = {}) {
    const url = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    this.ws = new WebSocket(url, { perMessageDeflate: false, headers });
    this.ws.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      if (isBinary) return;
      const text = data.toString();
      switch (text[0]) {
        case '0': // Engine.IO open: join the default namespace with the auth payload.
          this.ws.send(`40${JSON.stringify(auth)}`);
          return;
        case '2': // ping
          this.ws.send('3');
          return;
        case '4':
          this.onSocketPacket(text.slice(1));
          return;
        default:
      }
    });
  }

  /** Registers the handler of one event name (one per name is all the benchmark needs). */
  on(event: string, handler: (payload: unknown) => void): this {
    this.handlers.set(event, handler);
    return this;
  }

  /** Resolves on the first `event`; rejects when the namespace refuses the connection. */
  once(event: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.handlers.set(event, (payload) => {
        this.handlers.delete(event);
        resolve(payload);
      });
      this.handlers.set('connect_error', (payload) => reject(new Error(JSON.stringify(payload))));
      this.ws.once('error', reject);
    });
  }

  disconnect(): void {
    this.ws.close();
  }

  private onSocketPacket(packet: string): void {
    if (packet.startsWith('4')) {
      this.handlers.get('connect_error')?.(packet.slice(1));
      return;
    }
    if (!packet.startsWith('2')) return; // connect acknowledgements and others need no answer
    const [name, payload] = JSON.parse(packet.slice(1)) as [string, unknown];
    this.handlers.get(name)?.(payload);
  }
}
