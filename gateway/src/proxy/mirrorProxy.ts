import http from 'node:http';
import https from 'node:https';
import type { FailureKind, Mirror } from '../mirrors/pool.js';

export type Outcome =
  | { kind: 'response'; res: http.IncomingMessage; latencyMs: number }
  | {
      kind: 'error';
      failure: FailureKind;
      latencyMs: number;
      /** A keep-alive socket the upstream had closed while idle: says nothing about its health. */
      staleSocket: boolean;
      /** The request never left the gateway (the proxy refused to build it): no mirror is to blame. */
      local: boolean;
    };

const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function classify(error: NodeJS.ErrnoException): FailureKind {
  if (error.code && CONNECT_ERRORS.has(error.code)) return 'connect';
  return 'reset';
}

/** What one try against one mirror sends. */
export interface AttemptSpec {
  method: string;
  /** Path and query for the upstream (canonical), the mirror's base path not yet prefixed. */
  path: string;
  headers: http.OutgoingHttpHeaders;
  body: Buffer | undefined;
  timeoutMs: number;
}

/**
 * One try against one mirror: the upstream request, made over the mirror's keep-alive agent
 * with the headers the gateway built and the body it buffered (so a GET can be sent again to
 * the next mirror), settled once, by the response headers, an error or the timeout.
 */
class UpstreamAttempt {
  private request: http.ClientRequest | undefined;
  private settled = false;
  private readonly started = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly spec: AttemptSpec,
    private readonly mirror: Mirror,
    private readonly done: (outcome: Outcome) => void,
  ) {
    mirror.inFlight += 1;
    // One budget from the start of the try to the response headers, shrinking with the deadline.
    this.timer = setTimeout(() => {
      this.fail('timeout');
      this.request?.destroy();
    }, spec.timeoutMs);
  }

  /** Sends the request; headers and a buffered body leave in one write. */
  start(): void {
    if (this.settled) return;
    const { url, host, agent, basePath } = this.mirror;
    const { method, path, headers, body } = this.spec;
    let request: http.ClientRequest;
    try {
      request = (url.protocol === 'https:' ? https : http).request({
        host,
        port: url.port || undefined,
        method,
        path: basePath + path,
        headers,
        agent,
      });
    } catch {
      // node:http refused to build it (a header or path it will not send): no mirror is to blame.
      this.fail('reset', false, true);
      return;
    }
    this.request = request;
    request.on('response', (res) => this.answered(res));
    request.on('error', (error) => this.failedWith(error));
    if (body) request.end(body);
    else request.end();
  }

  private answered(res: http.IncomingMessage): void {
    this.settle({ kind: 'response', res, latencyMs: performance.now() - this.started });
  }

  private failedWith(error: NodeJS.ErrnoException): void {
    this.fail(classify(error), this.request?.reusedSocket === true && error.code === 'ECONNRESET');
  }

  private fail(failure: FailureKind, staleSocket = false, local = false): void {
    this.settle({
      kind: 'error',
      failure,
      latencyMs: performance.now() - this.started,
      staleSocket,
      local,
    });
  }

  private settle(outcome: Outcome): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.mirror.inFlight -= 1;
    this.done(outcome);
  }
}

/**
 * The upstream calls, one per try. The retry policy stays outside: the caller sends one try at a
 * time, so it decides after each outcome whether another mirror may be tried, and it relays the
 * answer it keeps (a 5xx never reaches the browser before that decision).
 *
 * Straight through node:http, not http-proxy-middleware (which carried them until 2026-11-30):
 * the gateway already built the headers, buffered the body, timed the try and relayed the
 * answer itself, so the middleware only translated its options and events, at 4.7 µs a call in
 * a CPU profile (http-proxy, the middleware and their URL parsing; docs/performance-log.md).
 */
export class MirrorProxies {
  /** Tries made in this turn of the event loop, sent together once its I/O is read. */
  private waiting: UpstreamAttempt[] = [];
  private readonly sendWaiting = () => {
    const tries = this.waiting;
    this.waiting = [];
    for (const attempt of tries) attempt.start();
  };

  /**
   * One try: settles when response headers arrive, or on failure or timeout. The upstream
   * request is made in the check phase of this turn of the event loop (setImmediate), after
   * everything the poll phase read, for two reasons, the same as undici's
   * (GHSA-35p6-xmwp-9g52): a FIN or reset already waiting on an idle keep-alive socket has been
   * read, so the agent drops that socket instead of sending a call down a connection the
   * upstream closed; and the calls read together reach the upstream together, so it serves
   * them in one wake-up instead of being woken for each (behind the gateway the upstream spent
   * about a third more CPU per call than behind @fastify/http-proxy, which does this).
   */
  send(mirror: Mirror, spec: AttemptSpec): Promise<Outcome> {
    return new Promise((resolve) => {
      if (this.waiting.push(new UpstreamAttempt(spec, mirror, resolve)) === 1)
        setImmediate(this.sendWaiting);
    });
  }
}
