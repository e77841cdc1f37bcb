import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's exact bytes (uploads are binary). */
  raw: Buffer;
}

/** How the fake answers platform calls; tests change it mid-run to stage incidents. */
export interface Behaviour {
  /** Answer with this status (a 5xx stages a failing mirror). */
  status: number;
  /** Wait this long before answering (a slow mirror). */
  delayMs: number;
  /** Extra response headers. */
  headers: Record<string, string>;
}

export interface FakeUpstream {
  url: string;
  port: number;
  seen: SeenRequest[];
  behaviour: Behaviour;
  /** Session tokens the fake's `/wps/member/info` accepts, mapped to member ids. */
  members: Map<string, string>;
  /** TCP connections the upstream accepted, to check keep-alive reuse. */
  readonly connections: number;
  /** Requests excluding probes. */
  calls(): SeenRequest[];
  close(): Promise<void>;
}

export interface FakeUpstreamOptions {
  port?: number;
  /** The loopback address to listen on: `::1` stages a mirror given as an IPv6 literal. */
  host?: '127.0.0.1' | '::1';
}

/** A small upstream on port 0 that records what reached it and answers in the platform envelope. */
export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const behaviour: Behaviour = { status: 200, delayMs: 0, headers: {} };
  const members = new Map<string, string>();
  let connections = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        raw: Buffer.concat(chunks),
      });
      const answer = () => {
        if (res.destroyed) return;
        if (url.startsWith('/wps/member/info')) {
          const memberId = members.get(String(req.headers.authorization ?? ''));
          res.setHeader('Content-Type', 'application/json');
          if (!memberId) {
            res.statusCode = 401;
            res.end(JSON.stringify({ success: false, message: 'please_login_first', value: null }));
          } else
            res.end(
              JSON.stringify({ success: true, message: '', value: { id: memberId, account: 'm' } }),
            );
          return;
        }
        res.writeHead(behaviour.status, {
          'Content-Type': 'application/json',
          ...behaviour.headers,
        });
        const success = behaviour.status < 400;
        res.end(
          JSON.stringify({ success, message: success ? '' : 'system_error', value: { path: url } }),
        );
      };
      if (behaviour.delayMs > 0) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    seen,
    behaviour,
    members,
    get connections() {
      return connections;
    },
    calls: () => seen.filter((s) => !s.url.includes('_probe=')),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening: connections are refused. */
export async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
