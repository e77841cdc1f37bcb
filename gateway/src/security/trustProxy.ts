import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyaddr from 'proxy-addr';

/** What the gateway believes about the browser behind a connection. */
export interface ClientFacts {
  /** proxy-addr's trust function: true for a peer allowed to report the client (TRUST_PROXY). */
  trust: (address: string, hop: number) => boolean;
  /** The browser's address: the socket's, or the first untrusted hop a trusted proxy reports. */
  clientIp(req: IncomingMessage): string;
  /** The browser's scheme: TLS on our socket, or what a trusted proxy reports (any case). */
  proto(req: IncomingMessage): 'http' | 'https';
  /** True when the direct peer is a trusted proxy. */
  peerTrusted(req: IncomingMessage): boolean;
}

/**
 * Trusted proxies are named explicitly (`TRUST_PROXY`: CIDRs or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`). Only their `X-Forwarded-For` and `X-Forwarded-Proto` count; a
 * browser on a private network is just a browser unless the operator says otherwise.
 */
export function clientFacts(trustProxy: readonly string[]): ClientFacts {
  const trust = proxyaddr.compile([...trustProxy]);
  // A connection's peer never changes, and a keep-alive connection carries many requests:
  // parse and match its address once (proxy-addr parses the string on every call).
  const peerOfSocket = new WeakMap<Socket, boolean>();
  const peerTrusted = (req: IncomingMessage) => {
    const socket = req.socket;
    let trusted = peerOfSocket.get(socket);
    if (trusted === undefined) {
      trusted = trust(socket.remoteAddress ?? '', 0);
      // Before the socket is connected (or after it closed) the address is unknown: not cached.
      if (socket.remoteAddress !== undefined) peerOfSocket.set(socket, trusted);
    }
    return trusted;
  };
  return {
    trust,
    peerTrusted,
    clientIp: (req) => proxyaddr(req, trust),
    proto: (req) => {
      if ('encrypted' in req.socket && req.socket.encrypted) return 'https';
      const reported = req.headers['x-forwarded-proto'];
      if (typeof reported !== 'string' || !peerTrusted(req)) return 'http';
      return reported.split(',')[0]?.trim().toLowerCase() === 'https' ? 'https' : 'http';
    },
  };
}
